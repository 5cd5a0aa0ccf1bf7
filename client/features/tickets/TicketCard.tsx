import {
  CircleCheck,
  ExternalLink,
  MoreVertical,
  Paperclip,
  Phone,
  PlayCircle,
  ScanSearch,
  Trash2,
  UserCheck,
  UserRound,
} from 'lucide-react';
import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { LIMITS } from '../../../common/limits';
import { can, type Role } from '../../../common/permissions';
import type { Ticket, TicketStatus } from '../../../common/schemas/tickets';
import { ticketPath } from '../../app/paths';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { relativeTime } from '../../lib/format';
import { cn } from '../../lib/utils';
import { isCrisisTicket, previewList } from './format';
import {
  AssignmentBadge,
  CategoryChip,
  CrisisMark,
  PriorityBadge,
  SlaBadge,
  StatusBadge,
} from './TicketBadges';

export interface TicketCardActions {
  onStatus: (ticket: Ticket, status: TicketStatus) => void;
  onAssignToMe: (ticket: Ticket) => void;
  onDelete: (ticket: Ticket) => void;
  onTestCrisis: (ticket: Ticket) => void;
}

interface TicketCardProps extends TicketCardActions {
  ticket: Ticket;
  role: Role;
  selectable: boolean;
  selected: boolean;
  onSelectedChange: (selected: boolean) => void;
  now: Date;
}

const INTERACTIVE = 'a,button,input,label,select,textarea,[role="menuitem"],[role="menu"]';

export function TicketCard({
  ticket,
  role,
  selectable,
  selected,
  onSelectedChange,
  now,
  onStatus,
  onAssignToMe,
  onDelete,
  onTestCrisis,
}: TicketCardProps) {
  const navigate = useNavigate();
  const path = `/tickets/${ticket.slug}`;
  const crisis = isCrisisTicket(ticket);
  const staffView = role !== 'student';
  const keywords = previewList(ticket.detected_crisis_keywords, 2);
  const canModify = can(role, 'modify_ticket');
  const titleId = `ticket-${ticket.id}-subject`;

  // The whole card opens the ticket; its own buttons and links keep their meaning.
  const openOnClick = (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest(INTERACTIVE)) return;
    navigate(path);
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the subject link is the keyboard route to the same place
    <article
      aria-labelledby={titleId}
      onClick={openOnClick}
      className={cn(
        'group relative cursor-pointer rounded-xl border bg-white p-4 shadow-sm transition hover:border-indigo-200 hover:shadow-md',
        crisis ? 'border-red-200 border-l-4 border-l-red-500' : 'border-slate-200',
        selected && 'ring-2 ring-indigo-500/40',
      )}
    >
      <div className="flex items-start gap-3">
        {selectable && (
          <Checkbox
            className="mt-1"
            checked={selected}
            onChange={(event) => onSelectedChange(event.target.checked)}
            aria-label={`Select ticket ${ticket.ticket_number}`}
          />
        )}
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-1.5">
            {(ticket.priority_score ?? 0) > 100 && (
              <span
                className="size-2 rounded-full bg-orange-500"
                title={`High priority score (${ticket.priority_score})`}
                role="img"
                aria-label="High priority score"
              />
            )}
            <span className="font-mono text-xs font-medium text-slate-500">#{ticket.ticket_number}</span>
            {ticket.crisis_flag && <CrisisMark student={!staffView} />}
            <PriorityBadge priority={ticket.priority} short />
            <StatusBadge status={ticket.status} short />
          </div>
          <h3 id={titleId} className="mt-1.5 text-base font-semibold leading-snug text-slate-900">
            <Link
              to={path}
              className="rounded focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 group-hover:text-indigo-700"
            >
              {ticket.subject}
            </Link>
          </h3>
          <p className="mt-1 line-clamp-1 text-sm text-slate-500">{ticket.description}</p>
          <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2 text-xs text-slate-500">
            <CategoryChip name={ticket.category.name} color={ticket.category.color} short />
            {staffView && <span className="font-medium text-slate-600">{ticket.user.name}</span>}
            <span className="inline-flex items-center gap-1">
              <UserRound className="size-3.5" aria-hidden="true" />
              {ticket.assignee ? ticket.assignee.name : 'Not assigned yet'}
            </span>
            {(staffView || !ticket.crisis_flag) && (
              <SlaBadge
                deadline={ticket.sla_deadline}
                status={ticket.status}
                now={now}
                crisis={ticket.crisis_flag}
              />
            )}
            {staffView && (
              <AssignmentBadge autoAssigned={ticket.auto_assigned} assigned={ticket.assigned_to !== null} />
            )}
            {ticket.attachment_count > 0 && (
              <span className="inline-flex items-center gap-1" title="Attachments">
                <Paperclip className="size-3.5" aria-hidden="true" />
                {ticket.attachment_count}
              </span>
            )}
            <span>Updated {relativeTime(ticket.updated_at, now)}</span>
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
                  +{keywords.more}
                </li>
              )}
            </ul>
          )}
        </div>
        <div className="flex shrink-0 items-center gap-1">
          {staffView && crisis && (
            <Button asChild size="sm" className="bg-red-600 hover:bg-red-700">
              <a
                href={`tel:${LIMITS.crisisNumbers.emergency}`}
                aria-label={`Call ${LIMITS.crisisNumbers.emergency}`}
              >
                <Phone aria-hidden="true" />
                <span className="hidden sm:inline">Call {LIMITS.crisisNumbers.emergency}</span>
              </a>
            </Button>
          )}
          <DropdownMenu modal={false}>
            <DropdownMenuTrigger asChild>
              <Button
                variant="ghost"
                size="icon"
                className="size-8"
                aria-label={`Actions for ticket ${ticket.ticket_number}`}
              >
                <MoreVertical aria-hidden="true" />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent>
              {canModify && ticket.status === 'Open' && (
                <DropdownMenuItem onSelect={() => onStatus(ticket, 'In Progress')}>
                  <PlayCircle aria-hidden="true" />
                  Mark In Progress
                </DropdownMenuItem>
              )}
              {canModify && (ticket.status === 'Open' || ticket.status === 'In Progress') && (
                <DropdownMenuItem onSelect={() => onStatus(ticket, 'Resolved')}>
                  <CircleCheck aria-hidden="true" />
                  Mark Resolved
                </DropdownMenuItem>
              )}
              {can(role, 'assign_ticket') && ticket.assigned_to === null && (
                <DropdownMenuItem onSelect={() => onAssignToMe(ticket)}>
                  <UserCheck aria-hidden="true" />
                  Assign to Me
                </DropdownMenuItem>
              )}
              {can(role, 'test_crisis_detection') && ticket.category.crisis_detection_enabled && (
                <DropdownMenuItem onSelect={() => onTestCrisis(ticket)}>
                  <ScanSearch aria-hidden="true" />
                  Test Crisis Detection
                </DropdownMenuItem>
              )}
              <DropdownMenuItem onSelect={() => window.open(ticketPath(ticket.id), '_blank', 'noopener')}>
                <ExternalLink aria-hidden="true" />
                Open in new tab
              </DropdownMenuItem>
              {can(role, 'delete_ticket') && (
                <>
                  <DropdownMenuSeparator />
                  <DropdownMenuItem destructive onSelect={() => onDelete(ticket)}>
                    <Trash2 aria-hidden="true" />
                    Delete
                  </DropdownMenuItem>
                </>
              )}
            </DropdownMenuContent>
          </DropdownMenu>
        </div>
      </div>
    </article>
  );
}
