import * as Dialog from '@radix-ui/react-dialog';
import { BellOff, CheckCheck, LoaderCircle, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Notification } from '../../../common/schemas/notifications';
import { PAGE_PATHS } from '../../app/paths';
import { ErrorState, LoadingState } from '../../components/query-state';
import { Button } from '../../components/ui/button';
import { timeAgo } from '../../lib/format';
import { cn } from '../../lib/utils';
import { CENTER_SIZE, useMarkAllRead, useMarkRead, useNotificationList } from './api';
import { DEFAULT_NOTIFICATION_FILTERS, fetchErrorText, safeLink } from './format';
import { NotificationIcon, NotificationPriorityBadge, UnreadDot } from './parts';

const CENTER_FILTERS = { ...DEFAULT_NOTIFICATION_FILTERS, per_page: CENTER_SIZE };

interface NotificationCenterProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  unreadCount: number;
}

/** The notification center (product §2.2 "Navigation"): the latest notifications in a panel that slides in from the right. */
export function NotificationCenter({ open, onOpenChange, unreadCount }: NotificationCenterProps) {
  const list = useNotificationList(CENTER_FILTERS, open);
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const navigate = useNavigate();
  const [now, setNow] = useState(() => new Date());

  // The times are read afresh each time the panel opens.
  useEffect(() => {
    if (open) setNow(new Date());
  }, [open]);

  const openItem = (notification: Notification) => {
    if (!notification.read) markRead.mutate({ id: notification.id, read: true });
    const link = safeLink(notification.link);
    onOpenChange(false);
    // A crisis alert preselects "Responding to the crisis alert" on the ticket (decision 0034).
    if (link) navigate(link, { state: { crisisAlert: /^crisis/i.test(notification.title) } });
  };

  const notifications = list.data?.notifications ?? [];

  const body = () => {
    if (list.isPending) {
      return <LoadingState label="Loading notifications" rows={4} className="p-4" />;
    }
    if (list.isError && !list.data) {
      return (
        <ErrorState message={fetchErrorText(list.error)} onRetry={list.refetch} compact className="m-4" />
      );
    }
    if (notifications.length === 0) {
      return (
        <div className="flex flex-col items-center gap-2 px-6 py-16 text-center">
          <span className="flex size-11 items-center justify-center rounded-full bg-slate-100 text-slate-500">
            <BellOff className="size-5" aria-hidden="true" />
          </span>
          <p className="font-medium text-slate-800">No notifications yet</p>
          <p className="text-sm text-slate-500">Updates on your tickets and appointments will appear here.</p>
        </div>
      );
    }
    return (
      <ul className="divide-y divide-slate-100" aria-label="Latest notifications">
        {notifications.map((notification) => (
          <li key={notification.id}>
            <button
              type="button"
              onClick={() => openItem(notification)}
              className={cn(
                'flex w-full cursor-pointer gap-3 px-4 py-3 text-left transition-colors hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-indigo-500',
                !notification.read && 'bg-indigo-50/40',
              )}
            >
              <NotificationIcon type={notification.type} priority={notification.priority} />
              <span className="min-w-0 flex-1">
                <span className="flex items-start gap-2">
                  <span
                    className={cn(
                      'min-w-0 flex-1 text-sm text-slate-900',
                      notification.read ? 'font-medium' : 'font-semibold',
                    )}
                  >
                    {notification.title}
                  </span>
                  {!notification.read && (
                    <span className="mt-1.5">
                      <UnreadDot />
                    </span>
                  )}
                </span>
                <span className="mt-0.5 line-clamp-2 block text-sm text-slate-600">
                  {notification.message}
                </span>
                <span className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-600">
                  {notification.priority === 'high' && <NotificationPriorityBadge priority="high" />}
                  <time dateTime={notification.created_at}>{timeAgo(notification.created_at, now)}</time>
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    );
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/30 backdrop-blur-[1px] motion-safe:animate-[fade-in_150ms_ease-out]" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 right-0 z-50 flex w-[26rem] max-w-[92vw] flex-col bg-white shadow-2xl focus:outline-none motion-safe:animate-[slide-in-right_200ms_ease-out]"
        >
          <div className="flex h-16 shrink-0 items-center justify-between gap-3 border-b border-slate-200 px-4">
            <div className="min-w-0">
              <Dialog.Title className="text-base font-semibold text-slate-900">Notifications</Dialog.Title>
              <p className="text-xs text-slate-500" aria-live="polite">
                {unreadCount > 0 ? `${unreadCount} unread` : 'All caught up'}
              </p>
            </div>
            <div className="flex items-center gap-1">
              {unreadCount > 0 && (
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={markAll.isPending}
                  onClick={() => markAll.mutate()}
                >
                  {markAll.isPending ? (
                    <LoaderCircle className="animate-spin" aria-hidden="true" />
                  ) : (
                    <CheckCheck aria-hidden="true" />
                  )}
                  Mark all read
                </Button>
              )}
              <Dialog.Close
                aria-label="Close notifications"
                className="flex size-9 cursor-pointer items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
              >
                <X className="size-5" aria-hidden="true" />
              </Dialog.Close>
            </div>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto">{body()}</div>
          <div className="shrink-0 border-t border-slate-200 p-3">
            <Button asChild variant="outline" className="w-full">
              <Link to={PAGE_PATHS.notifications} onClick={() => onOpenChange(false)}>
                View all
              </Link>
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
