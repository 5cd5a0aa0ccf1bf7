import { Link } from 'react-router';
import { PAGE_PATHS } from '../../app/paths';
import { LoadingState } from '../../components/query-state';
import { Badge } from '../../components/ui/badge';
import { relativeTime } from '../../lib/format';
import { useCrisisQueue, useTicketStats } from '../tickets/api';

interface Alert {
  key: string;
  severity: 'high' | 'medium';
  type: string;
  message: string;
  when?: string;
  to: string;
}

const SEVERITY_BADGE = { high: 'destructive', medium: 'warning' } as const;

/**
 * The admin dashboard's alerts, each from data: crises nobody has acknowledged yet, tickets past their
 * response target, and tickets waiting for someone. Nothing is shown that did not happen.
 */
export function AdminAlerts() {
  const stats = useTicketStats();
  const crisisQueue = useCrisisQueue();
  const alerts: Alert[] = [];
  for (const ticket of crisisQueue.data?.tickets ?? []) {
    if (ticket.crisis_acknowledged_at || ticket.status === 'Resolved' || ticket.status === 'Closed') continue;
    alerts.push({
      key: `crisis-${ticket.id}`,
      severity: 'high',
      type: 'Crisis',
      message: `Crisis not yet acknowledged on ${ticket.ticket_number}${ticket.assignee ? ` (with ${ticket.assignee.name})` : ' (unassigned)'}`,
      when: ticket.created_at,
      to: `/tickets/${ticket.slug}`,
    });
  }
  const s = stats.data;
  if (s && s.overdue > 0)
    alerts.push({
      key: 'overdue',
      severity: 'medium',
      type: 'Response target',
      message: `${s.overdue} open ${s.overdue === 1 ? 'ticket is' : 'tickets are'} past the response target`,
      to: `${PAGE_PATHS.tickets}?overdue=true`,
    });
  if (s && s.unassigned > 0)
    alerts.push({
      key: 'unassigned',
      severity: 'medium',
      type: 'Assignment',
      message: `${s.unassigned} open ${s.unassigned === 1 ? 'ticket waits' : 'tickets wait'} for someone to take ${s.unassigned === 1 ? 'it' : 'them'}`,
      to: `${PAGE_PATHS.tickets}?view=unassigned`,
    });

  if (!stats.data && !crisisQueue.data) return <LoadingState label="Loading alerts..." />;
  if (alerts.length === 0) return <p className="text-sm text-slate-600">No alerts right now.</p>;
  return (
    <ul className="divide-y divide-slate-100">
      {alerts.map((alert) => (
        <li
          key={alert.key}
          className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center"
        >
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant={SEVERITY_BADGE[alert.severity]}>{alert.severity}</Badge>
              <span className="text-xs font-medium text-slate-600">{alert.type}</span>
              {alert.when && (
                <time className="text-xs text-slate-600" dateTime={alert.when}>
                  {relativeTime(alert.when)}
                </time>
              )}
            </div>
            <p className="mt-1 text-sm text-slate-800">{alert.message}</p>
          </div>
          <Link className="text-sm font-medium text-indigo-700 underline" to={alert.to}>
            View
          </Link>
        </li>
      ))}
    </ul>
  );
}
