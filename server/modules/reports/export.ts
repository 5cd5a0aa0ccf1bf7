import Papa from 'papaparse';
import { neutraliseCell } from '../../../common/csv';
import { periodLabel, REPORT_TAB_LABELS, reportTables } from '../../../common/report-tables';
import type { Report } from '../../../common/schemas/admin-report';

/**
 * The whole report as one CSV: a heading with the time zone its days are counted in and the period, then every table of the screen as a section (its
 * tab and title, its header, its rows, a blank line). Figures are plain numbers, an empty cell where there is
 * none; every cell that would start a formula (= + - @) is neutralised.
 */
export function reportCsv(report: Report): string {
  const lines: (string | number)[][] = [
    ['Reports & Analytics'],
    [`Times in ${report.time_zone}`],
    ['Period', report.period.from, report.period.to, periodLabel(report.period)],
    ['Previous period', report.previous_period.from, report.previous_period.to],
    ['Generated at', report.generated_at],
    [],
  ];
  for (const table of reportTables(report)) {
    lines.push([`${REPORT_TAB_LABELS[table.tab]}: ${table.title}`]);
    lines.push(table.columns.map((column) => column.label));
    for (const row of table.rows) lines.push(row.cells.map((cell) => cell ?? ''));
    lines.push([]);
  }
  const data = lines.map((line) => line.map((cell) => neutraliseCell(cell)));
  return `${Papa.unparse(data, { newline: '\r\n' })}\r\n`;
}

/** The file name of an export: report-2026-03-01-to-2026-03-30.csv */
export function reportFileName(report: Report, format: 'csv' | 'pdf'): string {
  return `report-${report.period.from}-to-${report.period.to}.${format}`;
}
