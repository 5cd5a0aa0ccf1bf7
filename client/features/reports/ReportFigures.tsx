import { lazy, Suspense } from 'react';
import { formatCell, type ReportTab, reportTables, type Unit } from '../../../common/report-tables';
import type { Pair, Report } from '../../../common/schemas/admin-report';
import { Card } from '../../components/ui/card';
import { ChartSkeleton } from './AnalyticsParts';
import { ReportTableView } from './ReportTableView';

const ReportCharts = lazy(() => import('./ReportCharts'));

/** One figure of the period, the previous period's beside it; an em dash and a sentence where there is none. */
export function FigureTile({ label, pair, unit }: { label: string; pair: Pair; unit: Unit }) {
  return (
    <Card className="p-4">
      <p className="text-xs font-medium uppercase tracking-wide text-slate-600">{label}</p>
      <p className="mt-1 text-2xl font-semibold tabular-nums text-slate-900">
        {formatCell(pair.current, unit)}
      </p>
      {pair.current === null && <p className="text-xs text-slate-600">No data for this period</p>}
      <p className="mt-0.5 text-xs text-slate-600">
        Previous period: <span className="tabular-nums">{formatCell(pair.previous, unit)}</span>
      </p>
    </Card>
  );
}

type Figure = [label: string, pair: Pair, unit: Unit];

function tilesOf(report: Report, tab: ReportTab): Figure[] {
  const { overview: o, users: u, sessions: s, support: t } = report;
  switch (tab) {
    case 'overview':
      return [
        ['Tickets', o.tickets, 'count'],
        ['Crisis tickets', o.crisis_tickets, 'count'],
        ['Active users', o.active_users, 'count'],
        ['Sessions held', o.appointments_held, 'count'],
        ['SLA attainment', o.sla_attainment_rate, 'percent'],
        ['Avg first response', o.avg_first_response_hours, 'hours'],
        ['Avg resolution', o.avg_resolution_hours, 'hours'],
        ['Satisfaction', o.satisfaction, 'rating'],
      ];
    case 'users':
      return [
        ['Active users', u.active_users, 'count'],
        ['Registrations', u.registrations, 'count'],
        ['Sign-ins', u.sign_ins, 'count'],
      ];
    case 'sessions':
      return [
        ['Booked', s.booked, 'count'],
        ['Held', s.held, 'count'],
        ['Cancelled', s.cancelled, 'count'],
        ['No-show', s.no_show, 'count'],
        ['Attendance', s.attendance_rate, 'percent'],
        ['Satisfaction', s.satisfaction, 'rating'],
      ];
    case 'support':
      return [
        ['Tickets', t.tickets, 'count'],
        ['SLA attainment', t.sla.attainment_rate, 'percent'],
        ['Auto-assigned', t.auto_assign_rate, 'percent'],
        ['Avg first response', t.avg_first_response_hours, 'hours'],
        ['Crisis alerts', t.crisis.alerts, 'count'],
        ['Time to acknowledge', t.crisis.avg_acknowledgement_minutes, 'minutes'],
      ];
  }
}

/** A tab's figures, its chart (loaded on first draw) and its tables. */
export function ReportTabBody({ report, tab }: { report: Report; tab: ReportTab }) {
  const tables = reportTables(report).filter((table) => table.tab === tab);
  return (
    <div className="space-y-6">
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {tilesOf(report, tab).map(([label, pair, unit]) => (
          <FigureTile key={label} label={label} pair={pair} unit={unit} />
        ))}
      </div>
      {tab !== 'users' && (
        <Suspense fallback={<ChartSkeleton />}>
          <ReportCharts report={report} tab={tab} />
        </Suspense>
      )}
      {tables.map((table) => (
        <ReportTableView key={table.id} table={table} />
      ))}
    </div>
  );
}
