import { Link } from 'react-router';
import type { SystemOverview } from '../../../common/schemas/reports';
import { PAGE_PATHS } from '../../app/paths';
import { LoadingState } from '../../components/query-state';
import { Badge } from '../../components/ui/badge';
import { relativeTime } from '../../lib/format';
import { useCrisisQueue, useTicketStats } from '../tickets/api';
import { useSystemOverview } from './api';

interface Alert {
  key: string;
  severity: 'high' | 'medium';
  type: string;
  message: string;
  when?: string;
  to: string;
}

const SEVERITY_BADGE = { high: 'destructive', medium: 'warning' } as const;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The system's own alerts from GET /api/admin/system-overview: the mail outbox and the backups. */
function systemAlerts(overview: SystemOverview | undefined): Alert[] {
  if (!overview) return [];
  const alerts: Alert[] = [];
  const settings = PAGE_PATHS['admin-settings'];
  if (overview.mail && overview.mail.abandoned > 0)
    alerts.push({
      key: 'mail-abandoned',
      severity: 'high',
      type: 'E-mail',
      message: `${plural(overview.mail.abandoned, 'e-mail was', 'e-mails were')} given up on in the last 24 hours (Settings → Integrations)`,
      to: settings,
    });
  if (overview.mail && overview.mail.waiting > 0)
    alerts.push({
      key: 'mail-waiting',
      severity: 'medium',
      type: 'E-mail',
      message: `${plural(overview.mail.waiting, 'e-mail failed and waits', 'e-mails failed and wait')} to be sent again`,
      to: settings,
    });
  if (overview.backups.overdue)
    alerts.push({
      key: 'backups',
      severity: 'medium',
      type: 'Backups',
      message: overview.backups.last_backup_at
        ? 'The newest backup is more than two backup periods old (Settings → Advanced)'
        : 'No backup has been taken yet (Settings → Advanced)',
      when: overview.backups.last_backup_at ?? undefined,
      to: settings,
    });
  return alerts;
}

/**
 * The admin dashboard's alerts, each from data: crises nobody has acknowledged yet, tickets past their
 * response target, tickets waiting for someone, e-mails that failed and overdue backups. Nothing is shown
 * that did not happen.
 */
export function AdminAlerts() {
  const stats = useTicketStats();
  const crisisQueue = useCrisisQueue();
  const overview = useSystemOverview();
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

  alerts.push(...systemAlerts(overview.data));

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
