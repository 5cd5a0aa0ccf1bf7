import { BellOff, ChevronLeft, ChevronRight, Mail, MailOpen, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import type { Notification, ReadStatus } from '../../../common/schemas/notifications';
import { EmptyState } from '../../components/empty-state';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Checkbox } from '../../components/ui/checkbox';
import { formatDateTime, timeAgo } from '../../lib/format';
import { cn } from '../../lib/utils';
import { pageButtons, safeLink, TYPE_LABELS } from './format';
import { NotificationIcon, NotificationPriorityBadge, UnreadDot } from './parts';

export function CountTile({
  label,
  value,
  tone,
}: {
  label: string;
  value: number | undefined;
  tone: string;
}) {
  return (
    <Card className="px-4 py-3">
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd className={cn('mt-1 text-2xl font-semibold tracking-tight', tone)}>
        {value === undefined ? (
          <>
            <span aria-hidden="true">—</span>
            <span className="sr-only">Not available yet</span>
          </>
        ) : (
          value
        )}
      </dd>
    </Card>
  );
}

export interface NotificationRowProps {
  notification: Notification;
  now: Date;
  selected: boolean;
  busy: boolean;
  onSelectedChange: (on: boolean) => void;
  onOpen: () => void;
  onToggleRead: () => void;
  onDelete: () => void;
}

export function NotificationRow({
  notification,
  now,
  selected,
  busy,
  onSelectedChange,
  onOpen,
  onToggleRead,
  onDelete,
}: NotificationRowProps) {
  const titleId = useId();
  const link = safeLink(notification.link);
  const unread = !notification.read;
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'flex gap-3 rounded-xl border bg-white p-4 shadow-sm transition-colors',
        unread ? 'border-indigo-200 bg-indigo-50/30' : 'border-slate-200',
        selected && 'ring-2 ring-indigo-300',
      )}
    >
      <Checkbox
        className="mt-2.5"
        checked={selected}
        onChange={(event) => onSelectedChange(event.target.checked)}
        aria-label={`Select notification: ${notification.title}`}
      />
      <NotificationIcon type={notification.type} priority={notification.priority} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2
            id={titleId}
            className={cn('min-w-0 text-sm text-slate-900', unread ? 'font-semibold' : 'font-medium')}
          >
            {link ? (
              <Link
                to={link}
                state={{ crisisAlert: /^crisis/i.test(notification.title) }}
                onClick={onOpen}
                className="rounded hover:text-indigo-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
              >
                {notification.title}
              </Link>
            ) : (
              notification.title
            )}
          </h2>
          {unread && <UnreadDot />}
        </div>
        <p className="mt-1 text-sm text-slate-600">{notification.message}</p>
        <div className="mt-2 flex flex-wrap items-center gap-2 text-xs text-slate-600">
          <span className="rounded-full bg-slate-100 px-2 py-0.5 font-medium text-slate-600">
            {TYPE_LABELS[notification.type]}
          </span>
          <NotificationPriorityBadge priority={notification.priority} />
          <time dateTime={notification.created_at} title={formatDateTime(notification.created_at)}>
            {timeAgo(notification.created_at, now)}
          </time>
        </div>
      </div>
      <div className="flex shrink-0 items-start gap-1">
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          disabled={busy}
          onClick={onToggleRead}
          aria-label={unread ? 'Mark as read' : 'Mark as unread'}
          title={unread ? 'Mark as read' : 'Mark as unread'}
        >
          {unread ? <MailOpen aria-hidden="true" /> : <Mail aria-hidden="true" />}
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="size-8 text-slate-500 hover:bg-red-50 hover:text-red-700"
          disabled={busy}
          onClick={onDelete}
          aria-label="Delete notification"
          title="Delete"
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
    </article>
  );
}

export function EmptyNotifications({ readStatus, filtered }: { readStatus: ReadStatus; filtered: boolean }) {
  const [title, text] = filtered
    ? ['No notifications found', 'Try adjusting your search or filters.']
    : readStatus === 'unread'
      ? ["You're all caught up", 'There are no unread notifications.']
      : readStatus === 'read'
        ? ['No read notifications', 'Notifications you have read will appear here.']
        : ['No notifications yet', 'Updates on your tickets and appointments will appear here.'];
  return <EmptyState icon={BellOff} title={title} text={text} className="bg-white py-12" />;
}

interface PageButtonsProps {
  page: number;
  lastPage: number;
  total: number;
  from: number | null;
  to: number | null;
  onPageChange: (page: number) => void;
}

/** Previous, Next and up to 5 page buttons (product §2.2 "Notifications page"). */
export function PageButtons({ page, lastPage, total, from, to, onPageChange }: PageButtonsProps) {
  return (
    <nav
      aria-label="Pagination"
      className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="text-sm text-slate-600">
        Showing {from ?? 0} to {to ?? 0} of {total}
      </p>
      <div className="flex flex-wrap items-center gap-1">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          <ChevronLeft aria-hidden="true" />
          Previous
        </Button>
        {pageButtons(page, lastPage).map((n) => (
          <Button
            key={n}
            variant={n === page ? 'default' : 'outline'}
            size="sm"
            className="min-w-8"
            aria-label={`Page ${n}`}
            aria-current={n === page ? 'page' : undefined}
            onClick={() => onPageChange(n)}
          >
            {n}
          </Button>
        ))}
        <Button
          variant="outline"
          size="sm"
          disabled={page >= lastPage}
          onClick={() => onPageChange(page + 1)}
        >
          Next
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
