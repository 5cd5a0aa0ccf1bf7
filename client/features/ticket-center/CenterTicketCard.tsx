import { Bot, CircleCheck, Eye, Pencil, ShieldAlert, Trash2, UserCheck, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import type { Ticket } from '../../../common/schemas/tickets';
import { Button } from '../../components/ui/button';
import { formatDateTime } from '../../lib/format';
import { cn } from '../../lib/utils';
import { isCrisisTicket, previewList } from '../tickets/format';
import { CategoryChip, CrisisBadge, PriorityBadge, StatusBadge } from '../tickets/TicketBadges';
import { preview } from './filters';

export type TicketAction = 'delete' | 'assign' | 'resolve';

/** One ticket of the Tickets tab (product §1.2.10) with its admin actions. */
export function CenterTicketCard({
  ticket,
  onAction,
}: {
  ticket: Ticket;
  onAction: (ticket: Ticket, action: TicketAction) => void;
}) {
  const path = `/tickets/${ticket.slug}`;
  const keywords = previewList(ticket.detected_crisis_keywords, 3);
  const finished = ticket.status === 'Resolved' || ticket.status === 'Closed';
  const titleId = `center-ticket-${ticket.id}`;
  const label = `ticket ${ticket.ticket_number}`;

  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'rounded-xl border bg-white p-4 shadow-sm',
        isCrisisTicket(ticket) ? 'border-red-200 border-l-4 border-l-red-500' : 'border-slate-200',
      )}
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-1.5">
            <span className="font-mono text-xs font-medium text-slate-500">#{ticket.ticket_number}</span>
            <StatusBadge status={ticket.status} />
            <PriorityBadge priority={ticket.priority} />
            {ticket.crisis_flag && <CrisisBadge />}
            {ticket.auto_assigned === 'yes' && (
              <span className="inline-flex items-center gap-1 rounded-full border border-sky-200 bg-sky-50 px-2 py-0.5 text-xs font-medium text-sky-700">
                <Bot className="size-3" aria-hidden="true" />
                Auto-assigned
              </span>
            )}
          </div>
          <h3 id={titleId} className="mt-1.5 text-base font-semibold leading-snug text-slate-900">
            <Link
              to={path}
              className="hover:text-indigo-700 focus-visible:underline focus-visible:outline-none"
            >
              {ticket.subject}
            </Link>
          </h3>
          <p className="mt-1 text-sm text-slate-500">{preview(ticket.description)}</p>
          <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2 text-xs text-slate-500">
            <span className="inline-flex items-center gap-1">
              <CategoryChip name={ticket.category.name} color={ticket.category.color} />
              {ticket.category.crisis_detection_enabled && (
                <ShieldAlert className="size-3.5 text-red-500" aria-label="Crisis detection on" role="img" />
              )}
              {ticket.category.auto_assign && (
                <Bot className="size-3.5 text-sky-600" aria-label="Auto-assign on" role="img" />
              )}
            </span>
            <span>
              By <span className="font-medium text-slate-700">{ticket.user?.name || 'Unknown User'}</span>
            </span>
            <span>{formatDateTime(ticket.created_at)}</span>
            <span className="inline-flex items-center gap-1">
              <UserRound className="size-3.5" aria-hidden="true" />
              {ticket.assignee ? ticket.assignee.name : 'Unassigned'}
            </span>
          </div>
          {keywords.shown.length > 0 && (
            <ul className="mt-2 flex flex-wrap gap-1" aria-label="Detected crisis keywords">
              {keywords.shown.map((hit) => (
                <li
                  key={hit.keyword}
                  className="rounded-md border border-red-200 bg-red-50 px-1.5 py-0.5 text-[11px] font-medium text-red-700"
                >
                  {hit.keyword}
                </li>
              ))}
              {keywords.more > 0 && (
                <li className="rounded-md bg-red-100 px-1.5 py-0.5 text-[11px] font-medium text-red-700">
                  +{keywords.more} more
                </li>
              )}
            </ul>
          )}
        </div>
        <div className="flex shrink-0 flex-wrap items-center gap-1">
          <Button asChild variant="ghost" size="sm" aria-label={`View ${label}`} title="View">
            <Link to={path}>
              <Eye aria-hidden="true" />
            </Link>
          </Button>
          <Button asChild variant="ghost" size="sm" aria-label={`Edit ${label}`} title="Edit">
            <Link to={path}>
              <Pencil aria-hidden="true" />
            </Link>
          </Button>
          {ticket.assigned_to === null && (
            <Button variant="outline" size="sm" onClick={() => onAction(ticket, 'assign')}>
              <UserCheck aria-hidden="true" />
              Assign to me
            </Button>
          )}
          {!finished && (
            <Button variant="outline" size="sm" onClick={() => onAction(ticket, 'resolve')}>
              <CircleCheck aria-hidden="true" />
              Mark resolved
            </Button>
          )}
          <Button
            variant="ghost"
            size="sm"
            className="text-red-600 hover:bg-red-50 hover:text-red-700"
            aria-label={`Delete ${label}`}
            title="Delete"
            onClick={() => onAction(ticket, 'delete')}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </div>
    </article>
  );
}
