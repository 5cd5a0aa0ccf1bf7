import { type CsvRow, toSafeCsv } from '../../../common/csv';
import type { Specialization } from '../../../common/schemas/specializations';
import { EXPERTISE_LABELS } from '../../../common/schemas/specializations';
import { assignmentScore, canTakeTicket, utilizationRate } from '../../../common/specializations/score';

export type ExportFormat = 'csv' | 'json';

/** YYYY-MM-DD of the given day in the browser's time zone. */
export function localDate(day: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** Product §2.2: counselor-specializations-export-{date}.csv or .json. */
export function exportFileName(format: ExportFormat, today = new Date()): string {
  return `counselor-specializations-export-${localDate(today)}.${format}`;
}

/** One flat record per specialization, with the figures derived as the tab shows them. */
export function exportRecords(rows: readonly Specialization[]): CsvRow[] {
  return rows.map((row) => ({
    id: row.id,
    counselor_name: row.user.name,
    counselor_email: row.user.email,
    counselor_role: row.user.role,
    category: row.category.name,
    priority_level: row.priority_level,
    current_workload: row.current_workload,
    max_workload: row.max_workload,
    utilization_rate: utilizationRate(row),
    total_workload: row.total_workload,
    expertise_rating: row.expertise_rating,
    expertise_label: EXPERTISE_LABELS[row.expertise_rating] ?? '',
    is_available: row.is_available,
    can_take_ticket: canTakeTicket(row),
    assignment_score: assignmentScore(row),
    assigned_at: row.assigned_at,
    notes: row.notes ?? '',
  }));
}

/** The file's text: CSV through the shared formula-safe writer, or indented JSON. */
export function exportContent(rows: readonly Specialization[], format: ExportFormat): string {
  const records = exportRecords(rows);
  if (format === 'csv') return toSafeCsv(records);
  return JSON.stringify(records, null, 2);
}

export function exportBlob(rows: readonly Specialization[], format: ExportFormat): Blob {
  return new Blob([exportContent(rows, format)], {
    type: format === 'csv' ? 'text/csv;charset=utf-8' : 'application/json',
  });
}
