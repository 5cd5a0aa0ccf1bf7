import { Bell, CalendarDays, Clock, type LucideIcon, Ticket } from 'lucide-react';
import type { NotificationPriority, NotificationType } from '../../../common/schemas/notifications';
import { cn } from '../../lib/utils';
import { PRIORITY_LABELS } from './format';

const TYPE_ICONS: Record<NotificationType, LucideIcon> = {
  appointment: CalendarDays,
  ticket: Ticket,
  system: Bell,
  reminder: Clock,
};

const TYPE_TONES: Record<NotificationType, string> = {
  appointment: 'bg-emerald-50 text-emerald-600',
  ticket: 'bg-indigo-50 text-indigo-600',
  system: 'bg-slate-100 text-slate-600',
  reminder: 'bg-amber-50 text-amber-600',
};

export function NotificationIcon({
  type,
  priority,
  className,
}: {
  type: NotificationType;
  priority: NotificationPriority;
  className?: string;
}) {
  const Icon = TYPE_ICONS[type];
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-9 shrink-0 items-center justify-center rounded-full',
        priority === 'high' ? 'bg-red-50 text-red-600' : TYPE_TONES[type],
        className,
      )}
    >
      <Icon className="size-4" />
    </span>
  );
}

const PRIORITY_CLASSES: Record<NotificationPriority, string> = {
  high: 'border-red-200 bg-red-50 text-red-700',
  medium: 'border-amber-200 bg-amber-50 text-amber-700',
  low: 'border-slate-200 bg-slate-50 text-slate-600',
};

export function NotificationPriorityBadge({ priority }: { priority: NotificationPriority }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-2 py-0.5 text-[11px] font-medium',
        PRIORITY_CLASSES[priority],
      )}
    >
      {PRIORITY_LABELS[priority]}
      <span className="sr-only"> priority</span>
    </span>
  );
}

/** The small dot of an unread notification, with words for screen readers. */
export function UnreadDot() {
  return (
    <span className="inline-flex items-center">
      <span aria-hidden="true" className="size-2 rounded-full bg-indigo-600" />
      <span className="sr-only">Unread</span>
    </span>
  );
}
