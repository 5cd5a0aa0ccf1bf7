import { CircleCheck, Phone, ShieldAlert, UserX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { LIMITS } from '../../../common/limits';
import type { Ticket, TicketStats } from '../../../common/schemas/tickets';
import { ticketPath } from '../../app/paths';
import { Button } from '../../components/ui/button';
import { formatDateTime, shortAge } from '../../lib/format';
import { orderCrisisQueue, previewList } from './format';

const { emergency } = LIMITS.crisisNumbers;
/** Crisis tickets listed in the banner; the rest are counted as "+N more". */
const QUEUE_SHOWN = 5;

interface CrisisQueueBannerProps {
  stats: TicketStats;
  /** Open crisis-flagged tickets (GET /tickets?view=crisis); unacknowledged ones are listed first. */
  tickets?: readonly Ticket[];
  onView: () => void;
  actionLabel?: string;
}

/** The current time, moved on every minute, for ages that should not go stale on an open page. */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/** Crisis cases in the viewer's scope (counselors and admins, only when there are any). */
export function CrisisQueueBanner({
  stats,
  tickets = [],
  onView,
  actionLabel = 'View Crisis Tickets',
}: CrisisQueueBannerProps) {
  const now = useMinuteClock();
  if (stats.crisis <= 0 && tickets.length === 0) return null;
  const { shown, more } = previewList(stats.crisis_categories, 3);
  const queue = previewList(orderCrisisQueue(tickets), QUEUE_SHOWN);
  const waiting = tickets.filter((ticket) => !ticket.crisis_acknowledged_at).length;
  const count = Math.max(stats.crisis, tickets.length);
  return (
    <section
      aria-labelledby="crisis-queue-title"
      className="space-y-4 rounded-xl border border-red-200 bg-gradient-to-r from-red-50 to-rose-50 p-4 sm:p-5"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-red-600 text-white shadow-sm">
            <ShieldAlert className="size-5" aria-hidden="true" />
          </span>
          <div className="min-w-0">
            <h2 id="crisis-queue-title" className="font-semibold text-red-900">
              {count} crisis {count === 1 ? 'case needs' : 'cases need'} attention
            </h2>
            <p className="mt-0.5 text-sm text-red-800">
              {stats.crisis_new_24h} new in the last 24 hours · crisis-flagged or Urgent tickets still open
              {waiting > 0 && (
                <>
                  {' · '}
                  <strong className="font-semibold">{waiting} not acknowledged</strong>
                </>
              )}
            </p>
            {shown.length > 0 && (
              <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="Crisis cases by category">
                {shown.map((category) => (
                  <li
                    key={category.id}
                    className="rounded-full border border-red-200 bg-white px-2 py-0.5 text-xs font-medium text-red-700"
                  >
                    {category.name} ({category.count})
                  </li>
                ))}
                {more > 0 && (
                  <li className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-medium text-red-700">
                    +{more} more
                  </li>
                )}
              </ul>
            )}
          </div>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button asChild variant="outline" className="border-red-300 bg-white text-red-700 hover:bg-red-50">
            <a href={`tel:${emergency}`}>
              <Phone aria-hidden="true" />
              Call {emergency}
            </a>
          </Button>
          <Button className="bg-red-600 hover:bg-red-700" onClick={onView}>
            {actionLabel}
          </Button>
        </div>
      </div>
      {queue.shown.length > 0 && (
        <ul className="space-y-1.5" aria-label="Open crisis tickets">
          {queue.shown.map((ticket) => (
            <li key={ticket.id}>
              <CrisisQueueItem ticket={ticket} now={now} />
            </li>
          ))}
          {queue.more > 0 && (
            <li className="px-1 text-xs font-medium text-red-700">+{queue.more} more crisis tickets</li>
          )}
        </ul>
      )}
    </section>
  );
}

function CrisisQueueItem({ ticket, now }: { ticket: Ticket; now: Date }) {
  const acknowledged = Boolean(ticket.crisis_acknowledged_at);
  const age = shortAge(ticket.created_at, now);
  return (
    <Link
      to={ticketPath(ticket)}
      state={{ crisisAlert: true }}
      className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg bg-white/80 px-3 py-2 text-sm ring-1 ring-red-200 transition hover:bg-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-red-500"
    >
      <span className="font-mono text-xs text-red-700">#{ticket.ticket_number}</span>
      <span className="min-w-0 flex-1 truncate font-medium text-slate-900">{ticket.subject}</span>
      {acknowledged ? (
        <span className="inline-flex items-center gap-1 text-xs font-medium text-emerald-700">
          <CircleCheck className="size-3.5" aria-hidden="true" />
          Acknowledged{ticket.crisis_acknowledged_by ? ` by ${ticket.crisis_acknowledged_by.name}` : ''}
        </span>
      ) : (
        <span className="rounded-full bg-red-600 px-2 py-0.5 text-xs font-semibold text-white">
          Not acknowledged
        </span>
      )}
      <time
        dateTime={ticket.created_at}
        title={formatDateTime(ticket.created_at)}
        className="text-xs text-red-800"
      >
        {age === 'just now' ? 'opened just now' : `opened ${age} ago`}
      </time>
    </Link>
  );
}

/** The unassigned queue (admins): urgent, recent and auto-assign failures. */
export function UnassignedQueueBanner({ stats, onView }: { stats: TicketStats; onView: () => void }) {
  if (stats.unassigned <= 0) return null;
  const figures = [
    { label: 'urgent', value: stats.unassigned_urgent, tone: 'text-red-700' },
    { label: 'in the last 24 hours', value: stats.unassigned_recent, tone: 'text-amber-800' },
    { label: 'auto-assign failed', value: stats.auto_assign_failed, tone: 'text-amber-800' },
  ];
  return (
    <section
      aria-labelledby="unassigned-queue-title"
      className="flex flex-col gap-4 rounded-xl border border-amber-200 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5"
    >
      <div className="flex gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-amber-500 text-white shadow-sm">
          <UserX className="size-5" aria-hidden="true" />
        </span>
        <div>
          <h2 id="unassigned-queue-title" className="font-semibold text-amber-900">
            {stats.unassigned} unassigned {stats.unassigned === 1 ? 'ticket' : 'tickets'} waiting for staff
          </h2>
          <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {figures.map((figure) => (
              <li key={figure.label} className={figure.tone}>
                <span className="font-semibold">{figure.value}</span> {figure.label}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <Button
        variant="outline"
        className="shrink-0 border-amber-300 bg-white text-amber-800"
        onClick={onView}
      >
        Assign Staff
      </Button>
    </section>
  );
}
