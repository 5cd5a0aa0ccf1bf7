import { createRequire } from 'node:module';
import {
  formatCell,
  periodLabel,
  REPORT_TAB_LABELS,
  REPORT_TABS,
  type ReportTable,
  reportTables,
  unitOf,
} from '../../../common/report-tables';
import type { Report } from '../../../common/schemas/admin-report';

/**
 * The report as a PDF, laid out like the screen: the title and period, then each tab (Overview, Users,
 * Sessions, Support) with its chart and tables, figures formatted as on screen. Drawn by pdfmake
 * in plain JavaScript with the PDF standard fonts: no browser and no font file is needed.
 */

interface PdfDocument {
  getBuffer(): Promise<Buffer>;
}
interface PdfMake {
  setFonts(fonts: Record<string, Record<string, string>>): void;
  setUrlAccessPolicy(policy: (url: string) => boolean): void;
  setLocalAccessPolicy(policy: (path: string) => boolean): void;
  createPdf(definition: Record<string, unknown>): PdfDocument;
}

const FONT = {
  normal: 'Helvetica',
  bold: 'Helvetica-Bold',
  italics: 'Helvetica-Oblique',
  bolditalics: 'Helvetica-BoldOblique',
};
const STANDARD_FONTS = new Set(Object.values(FONT));

let loaded: PdfMake | undefined;
function pdfmake(): PdfMake {
  if (!loaded) {
    loaded = createRequire(import.meta.url)('pdfmake') as PdfMake;
    loaded.setFonts({ Helvetica: FONT });
    // The report names no image or file: nothing is fetched, only the standard fonts are read.
    loaded.setUrlAccessPolicy(() => false);
    loaded.setLocalAccessPolicy((path) => STANDARD_FONTS.has(path));
  }
  return loaded;
}

const INK = '#1f2937';
const MUTED = '#4b5563';
const ACCENT = '#1d4ed8';

function tableBlock(table: ReportTable) {
  const header = table.columns.map((column, i) => ({
    text: column.label,
    bold: true,
    alignment: i === 0 ? 'left' : 'right',
    fillColor: '#eef2ff',
  }));
  const body = table.rows.map((row) =>
    row.cells.map((cell, i) => ({
      text: formatCell(cell, unitOf(table, row, i)),
      alignment: table.columns[i]?.unit === 'text' ? 'left' : 'right',
    })),
  );
  return [
    { text: table.title, style: 'tableTitle' },
    body.length === 0
      ? { text: 'No data for this period', color: MUTED, margin: [0, 0, 0, 8] }
      : {
          table: {
            headerRows: 1,
            widths: table.columns.map((_, i) => (i === 0 ? '*' : 'auto')),
            body: [header, ...body],
          },
          layout: 'lightHorizontalLines',
          fontSize: table.columns.length > 5 ? 7.5 : 9,
          margin: [0, 0, 0, 10],
        },
  ];
}

/** Tickets created per day as bars, the crisis ones darker: the Overview chart of the screen. */
function volumeChart(report: Report) {
  const days = report.support.volume_by_day;
  const peak = Math.max(1, ...days.map((d) => d.created));
  const width = 515;
  const height = 90;
  const step = width / Math.max(1, days.length);
  const bar = Math.max(0.5, step * 0.8);
  const shapes = days.flatMap((d, i) => {
    const h = (d.created / peak) * height;
    const c = (d.crisis / peak) * height;
    return [
      { type: 'rect', x: i * step, y: height - h, w: bar, h, color: '#93c5fd' },
      ...(c > 0 ? [{ type: 'rect', x: i * step, y: height - c, w: bar, h: c, color: '#b91c1c' }] : []),
    ];
  });
  return [
    { text: 'Tickets created per day (crisis in red)', style: 'tableTitle' },
    { canvas: [{ type: 'line', x1: 0, y1: height, x2: width, y2: height, lineColor: MUTED }, ...shapes] },
    {
      columns: [
        { text: days[0]?.date ?? '', fontSize: 7, color: MUTED },
        { text: `peak ${peak} a day`, fontSize: 7, color: MUTED, alignment: 'center' },
        { text: days.at(-1)?.date ?? '', fontSize: 7, color: MUTED, alignment: 'right' },
      ],
      margin: [0, 2, 0, 10],
    },
  ];
}

/** This period against the previous one, a pair of bars a row (the screen's comparison charts). */
function comparisonBars(title: string, rows: { label: string; current: number; previous: number }[]) {
  const peak = Math.max(1, ...rows.flatMap((r) => [r.current, r.previous]));
  const width = 300;
  const bar = (value: number, color: string, y: number) => ({
    type: 'rect',
    x: 0,
    y,
    w: Math.max(0.5, (value / peak) * width),
    h: 6,
    color,
  });
  return [
    { text: `${title} (this period in blue, the previous in grey)`, style: 'tableTitle' },
    {
      table: {
        widths: [140, width + 4, '*'],
        body: rows.map((r) => [
          { text: r.label, fontSize: 8 },
          { canvas: [bar(r.current, '#4f46e5', 0), bar(r.previous, '#94a3b8', 7)] },
          { text: `${r.current} / ${r.previous}`, fontSize: 8, color: MUTED },
        ]),
      },
      layout: 'noBorders',
      margin: [0, 0, 0, 10],
    },
  ];
}

function chartsOf(report: Report, tab: (typeof REPORT_TABS)[number]): unknown[] {
  if (tab === 'overview') return volumeChart(report);
  if (tab === 'sessions') {
    return comparisonBars(
      'Sessions held by type',
      report.sessions.by_type.map((r) => ({
        label: r.type.charAt(0).toUpperCase() + r.type.slice(1),
        current: r.held.current ?? 0,
        previous: r.held.previous ?? 0,
      })),
    );
  }
  if (tab === 'support') {
    return comparisonBars(
      'Tickets by category',
      report.support.by_category.map((r) => ({
        label: r.name,
        current: r.tickets.current ?? 0,
        previous: r.tickets.previous ?? 0,
      })),
    );
  }
  return [];
}

export function reportPdf(report: Report): Promise<Buffer> {
  const tables = reportTables(report);
  const content: unknown[] = [
    { text: 'Reports & Analytics', style: 'title' },
    {
      text: `${periodLabel(report.period)} (${report.period.days} days), beside ${periodLabel(report.previous_period)}`,
      color: MUTED,
    },
    { text: `Times in ${report.time_zone}`, color: MUTED },
    {
      text: `Generated ${new Date(report.generated_at).toLocaleString('en-GB', {
        timeZone: report.time_zone,
        dateStyle: 'medium',
        timeStyle: 'short',
      })}`,
      color: MUTED,
      fontSize: 8,
    },
  ];
  for (const tab of REPORT_TABS) {
    content.push({ text: REPORT_TAB_LABELS[tab], style: 'tab' });
    content.push(chartsOf(report, tab));
    for (const table of tables.filter((t) => t.tab === tab)) content.push(tableBlock(table));
  }
  const definition = {
    info: { title: `Reports & Analytics ${report.period.from} to ${report.period.to}` },
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 40],
    defaultStyle: { font: 'Helvetica', fontSize: 9, color: INK },
    styles: {
      title: { fontSize: 18, bold: true, color: INK, margin: [0, 0, 0, 4] },
      tab: { fontSize: 13, bold: true, color: ACCENT, margin: [0, 14, 0, 6] },
      tableTitle: { fontSize: 10, bold: true, margin: [0, 4, 0, 4] },
    },
    footer: (page: number, pages: number) => ({
      text: `Page ${page} of ${pages}`,
      alignment: 'center',
      fontSize: 7,
      color: MUTED,
    }),
    content,
  };
  return pdfmake().createPdf(definition).getBuffer();
}
