/** The stored report figures per UTC day (migration 0030, decision 0038). */

export interface ReportDayVersionsTable {
  day: string;
  version: number;
}

export interface ReportDaysTable {
  day: string;
  version: number;
  open_deadline: string | null;
}

export interface ReportDayFiguresTable {
  day: string;
  category_id: number;
  priority: string;
  tickets: number;
  open: number;
  in_progress: number;
  resolved: number;
  closed: number;
  low: number;
  medium: number;
  high: number;
  urgent: number;
  crisis: number;
  auto_assigned: number;
  manual: number;
  unassigned: number;
  responded: number;
  resolved_at_set: number;
  sla_met: number;
  sla_breached: number;
  response_hours: number | string;
  resolution_hours: number | string;
}

export interface ReportDayPeopleTable {
  day: string;
  assigned_to: number;
  tickets: number;
  open: number;
  in_progress: number;
  resolved: number;
  closed: number;
  responded: number;
  response_hours: number | string;
}

export interface ReportDayCreatedTable {
  slot: string;
  created: number;
  crisis: number;
  responded: number;
  response_hours: number | string;
}

export interface ReportDayResolvedTable {
  slot: string;
  resolved: number;
  crisis: number;
}

export interface ReportTableVersionsTable {
  name: string;
  version: number;
}

export interface ReportDayDatabase {
  report_table_versions: ReportTableVersionsTable;
  report_day_versions: ReportDayVersionsTable;
  report_days: ReportDaysTable;
  report_day_figures: ReportDayFiguresTable;
  report_day_people: ReportDayPeopleTable;
  report_day_created: ReportDayCreatedTable;
  report_day_resolved: ReportDayResolvedTable;
}
