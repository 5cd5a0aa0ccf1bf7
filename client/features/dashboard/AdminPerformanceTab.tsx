import { ArrowRight, Users } from 'lucide-react';
import { Link } from 'react-router';
import type { StaffPerformance } from '../../../common/schemas/reports';
import { PAGE_PATHS } from '../../app/paths';
import { EmptyState } from '../../components/empty-state';
import { ErrorState, LoadingState } from '../../components/query-state';
import { Button } from '../../components/ui/button';
import { formatHours, formatPercent } from '../../lib/format';
import { ROLE_LABELS } from '../../lib/roles';
import { useStaffPerformance } from './api';
import { RESPONSE_HOURS } from './format';
import { SectionCard } from './parts';

const COLUMNS = ['Name', 'Role', 'Cases', 'Active', 'Resolved', 'Resolution Rate', 'Response Time'];

export function AdminPerformanceTab() {
  const performance = useStaffPerformance();
  return (
    <div className="space-y-6">
      <SectionCard
        title="Staff Performance"
        description="Tickets assigned to each active counselor and advisor now; response time is the average wait for the first staff reply."
        icon={Users}
        action={
          <Button asChild variant="ghost" size="sm">
            <Link to={PAGE_PATHS['admin-reports']}>
              View Detailed Reports
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        }
      >
        <StaffTable
          data={performance.data}
          isError={performance.isError}
          onRetry={() => void performance.refetch()}
        />
        <p className="mt-3 text-xs text-slate-500">
          Session ratings are shown in the booking wizard and on each counselor’s dashboard; this table does
          not list them yet. The response time trend and resolution figures per day are in{' '}
          <Link
            to={`${PAGE_PATHS['admin-tickets']}?tab=analytics`}
            className="font-medium text-indigo-700 underline underline-offset-2"
          >
            Ticket Center analytics
          </Link>
          .
        </p>
      </SectionCard>
    </div>
  );
}

function StaffTable({
  data,
  isError,
  onRetry,
}: {
  data: StaffPerformance | undefined;
  isError: boolean;
  onRetry: () => void;
}) {
  if (isError && !data) {
    return <ErrorState message="Failed to load staff performance." onRetry={onRetry} compact />;
  }
  if (!data) {
    return (
      <LoadingState
        label="Loading staff performance..."
        rows={3}
        rowClass="h-9 rounded-md"
        className="space-y-2"
      />
    );
  }
  if (data.staff.length === 0) {
    return <EmptyState icon={Users} title="No active counselors or advisors" />;
  }
  const cell = 'px-3 py-2.5 text-slate-600 tabular-nums';
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">Staff performance</caption>
        <thead className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-500">
          <tr>
            {COLUMNS.map((heading) => (
              <th key={heading} scope="col" className="px-3 py-2 font-medium">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {data.staff.map((row) => (
            <tr key={row.id}>
              <th scope="row" className="px-3 py-2.5 font-medium text-slate-900">
                {row.name}
              </th>
              <td className={cell}>{ROLE_LABELS[row.role]}</td>
              <td className={cell}>{row.cases}</td>
              <td className={cell}>{row.active}</td>
              <td className={cell}>{row.resolved}</td>
              <td className={cell}>{formatPercent(row.resolution_rate)}</td>
              <td className={cell}>{formatHours(row.avg_response_hours, RESPONSE_HOURS)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t border-slate-200 font-medium text-slate-900">
          <tr>
            <th scope="row" className="px-3 py-2.5">
              All staff
            </th>
            <td className={cell}>{data.totals.staff} people</td>
            <td className={cell}>{data.totals.cases}</td>
            <td className={cell}>{data.totals.active}</td>
            <td className={cell}>{data.totals.resolved}</td>
            <td className={cell}>{formatPercent(data.totals.resolution_rate)}</td>
            <td className={cell}>{formatHours(data.totals.avg_response_hours, RESPONSE_HOURS)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
