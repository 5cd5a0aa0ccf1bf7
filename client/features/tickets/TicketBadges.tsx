import { Clock, HeartHandshake, ShieldAlert } from 'lucide-react';
import type { AutoAssigned, TicketPriority, TicketStatus } from '../../../common/schemas/tickets';
import { cn } from '../../lib/utils';
import {
  PRIORITY_CLASSES,
  SLA_TONE_CLASSES,
  STATUS_CLASSES,
  safeColor,
  shortCategoryName,
  shortPriority,
  shortStatus,
  slaBadge,
} from './format';

const BADGE =
  'inline-flex items-center gap-1 whitespace-nowrap rounded-full border px-2 py-0.5 text-xs font-medium';

/** A pulsing dot: Urgent pulses (product §1.4) while the badge itself stays readable. */
function PulseDot() {
  return (
    <span aria-hidden="true" className="relative flex size-1.5">
      <span className="absolute inline-flex size-full rounded-full bg-red-500 opacity-75 motion-safe:animate-ping" />
      <span className="relative inline-flex size-1.5 rounded-full bg-red-600" />
    </span>
  );
}

/** `short` shows the first letter on small screens (product §1.2.7). */
export function PriorityBadge({ priority, short = false }: { priority: TicketPriority; short?: boolean }) {
  return (
    <span className={cn(BADGE, PRIORITY_CLASSES[priority])} title={`${priority} priority`}>
      {priority === 'Urgent' && <PulseDot />}
      {short ? (
        <>
          <span className="sm:hidden" aria-hidden="true">
            {shortPriority(priority)}
          </span>
          <span className="sr-only sm:not-sr-only">{priority}</span>
        </>
      ) : (
        priority
      )}
    </span>
  );
}

export function StatusBadge({ status, short = false }: { status: TicketStatus; short?: boolean }) {
  return (
    <span className={cn(BADGE, STATUS_CLASSES[status])} title={`Status: ${status}`}>
      {short ? (
        <>
          <span className="sm:hidden" aria-hidden="true">
            {shortStatus(status)}
          </span>
          <span className="sr-only sm:not-sr-only">{status}</span>
        </>
      ) : (
        status
      )}
    </span>
  );
}

export function CrisisBadge() {
  return (
    <span className={cn(BADGE, 'border-red-600 bg-red-600 font-semibold text-white')}>
      <ShieldAlert className="size-3" aria-hidden="true" />
      CRISIS
    </span>
  );
}

/** What a student sees on their own crisis ticket: that help is on its way, never a triage label. */
export function CounselorAlertedBadge() {
  return (
    <span className={cn(BADGE, 'border-rose-200 bg-rose-50 text-rose-800')}>
      <HeartHandshake className="size-3" aria-hidden="true" />
      Counselor alerted
    </span>
  );
}

/** The crisis mark of a ticket: CRISIS for staff, "Counselor alerted" for the student. */
export function CrisisMark({ student }: { student: boolean }) {
  return student ? <CounselorAlertedBadge /> : <CrisisBadge />;
}

export function CategoryChip({
  name,
  color,
  short = false,
}: {
  name: string;
  color: string;
  short?: boolean;
}) {
  const hex = safeColor(color);
  return (
    <span
      className={cn(BADGE, 'border-transparent text-slate-800')}
      style={{ backgroundColor: `${hex}1a` }}
      title={name}
    >
      <span aria-hidden="true" className="size-1.5 rounded-full" style={{ backgroundColor: hex }} />
      {short ? (
        <>
          <span className="sm:hidden" aria-hidden="true">
            {shortCategoryName(name)}
          </span>
          <span className="sr-only sm:not-sr-only">{name}</span>
        </>
      ) : (
        name
      )}
    </span>
  );
}

/** The SLA countdown; finished tickets have none. */
/**
 * Time left to the response target. A crisis runs on the crisis target and says so; students are not shown
 * a countdown on a crisis (they are told a counselor was alerted instead).
 */
export function SlaBadge({
  deadline,
  status,
  now,
  crisis = false,
}: {
  deadline: string;
  status: TicketStatus;
  now?: Date;
  crisis?: boolean;
}) {
  if (status === 'Resolved' || status === 'Closed') return null;
  const badge = slaBadge(deadline, now);
  if (!badge) return null;
  return (
    <span
      className={cn(BADGE, SLA_TONE_CLASSES[badge.tone])}
      title={crisis ? 'Time left to the crisis response target' : 'Time left to the response target'}
    >
      <Clock className="size-3" aria-hidden="true" />
      {crisis ? `Crisis response: ${badge.label}` : badge.label}
    </span>
  );
}

const ASSIGNMENT_BADGES: Record<AutoAssigned, { label: string; className: string }> = {
  yes: { label: 'Auto', className: 'border-sky-200 bg-sky-50 text-sky-700' },
  manual: { label: 'Manual', className: 'border-indigo-200 bg-indigo-50 text-indigo-700' },
  no: { label: 'Unassigned', className: 'border-amber-200 bg-amber-50 text-amber-700' },
};

/** "Auto", "Manual" or "Unassigned" (product §1.2.7). */
export function AssignmentBadge({
  autoAssigned,
  assigned,
}: {
  autoAssigned: AutoAssigned;
  assigned: boolean;
}) {
  const kind: AutoAssigned = autoAssigned === 'no' || !assigned ? 'no' : autoAssigned;
  const badge = ASSIGNMENT_BADGES[kind];
  return <span className={cn(BADGE, badge.className)}>{badge.label}</span>;
}
