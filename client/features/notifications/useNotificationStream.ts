import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { type NavigateFunction, useLocation, useNavigate } from 'react-router';
import {
  NOTIFICATION_STREAM_EVENTS as EVENTS,
  type Notification,
  notificationSchema,
} from '../../../common/schemas/notifications';
import { apiRequest } from '../../api/client';
import { queryKeys } from '../../api/queryKeys';
import { parseTicketPath } from '../../app/paths';
import { loadToast } from '../../app/toaster';
import { emitLiveEvent, STREAM_RECONNECTED } from '../../lib/live-events';
import { setUnreadCount } from './api';
import { safeLink } from './format';

const STREAM_URL = '/api/notifications/stream';
/** After the stream is refused or cut off for good, try again after 5 s, doubling up to a minute. */
const RETRY_MIN_MS = 5_000;
const RETRY_MAX_MS = 60_000;

function parse(data: unknown): Record<string, unknown> {
  if (typeof data !== 'string' || data === '') return {};
  try {
    const value: unknown = JSON.parse(data);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

function countOf(data: Record<string, unknown>): number | null {
  const count = data.unread_count;
  return typeof count === 'number' && Number.isFinite(count) ? count : null;
}

/** The notification of a `notification` event: `{ notification, unread_count }`, or the bare notification. */
export function notificationOf(data: Record<string, unknown>): Notification | null {
  const parsed = notificationSchema.safeParse(data.notification ?? data);
  return parsed.success ? parsed.data : null;
}

function invalidateNotifications(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all });
}

/** A changed ticket: its details, every list (the crisis banners' too) and the figures refetch. */
function invalidateTicket(queryClient: QueryClient, ticketId: number | null): void {
  if (ticketId !== null) void queryClient.invalidateQueries({ queryKey: queryKeys.tickets.detail(ticketId) });
  void queryClient.invalidateQueries({ queryKey: queryKeys.tickets.lists });
  void queryClient.invalidateQueries({ queryKey: queryKeys.tickets.stats });
}

/** Marks a notification read from its toast; the stream tells the other tabs. Failures are logged only. */
function markRead(queryClient: QueryClient, id: number): void {
  apiRequest<{ unread_count: number }>('PATCH', `/notifications/${id}/read`)
    .then((result) => {
      if (typeof result?.unread_count === 'number') setUnreadCount(queryClient, result.unread_count);
      void queryClient.invalidateQueries({ queryKey: queryKeys.notifications.lists });
    })
    .catch((error: unknown) => console.error('Failed to mark the notification read', error));
}

/** The ticket a notification is about, from its subject or else its link. */
export function ticketOfNotification(notification: Notification): number | null {
  if (notification.subject_type === 'ticket' && notification.subject_id !== null)
    return notification.subject_id;
  const link = safeLink(notification.link);
  return link ? (parseTicketPath(link)?.ticketId ?? null) : null;
}

interface ToastContext {
  queryClient: QueryClient;
  navigate: NavigateFunction;
  /** The ticket on screen, if any: its own page already shows the change, so no toast is needed. */
  viewingTicket: number | null;
  /** Open toasts about tickets (toast id -> ticket id), closed when that ticket is opened. */
  ticketToasts: Map<string, number>;
}

function showToast(notification: Notification, context: ToastContext): void {
  const ticketId = ticketOfNotification(notification);
  if (ticketId !== null && ticketId === context.viewingTicket) return;
  const link = safeLink(notification.link);
  // The same notification (a replay after a reconnect) replaces its toast rather than stacking.
  const id = `notification-${notification.id}`;
  const forget = () => context.ticketToasts.delete(id);
  const options = {
    id,
    description: notification.message,
    onDismiss: forget,
    onAutoClose: forget,
    action: link
      ? {
          label: notification.subject_type === 'ticket' ? 'View ticket' : 'View',
          onClick: () => {
            markRead(context.queryClient, notification.id);
            context.navigate(link);
          },
        }
      : undefined,
  };
  if (ticketId !== null) context.ticketToasts.set(id, ticketId);
  void loadToast().then((toast) =>
    notification.priority === 'high'
      ? toast.error(notification.title, options)
      : toast.info(notification.title, options),
  );
}

/**
 * The tab's one live connection (GET /api/notifications/stream, Server-Sent Events) while signed in: new
 * notifications refresh the lists and the badge and show a toast; ticket changes refresh the open ticket
 * pages; live events go to the features listening for them (client/lib/live-events.ts); a resync refetches
 * everything notification-related; signed_out re-reads the session. The browser
 * reconnects by itself (sending Last-Event-ID); if the stream is refused, it is reopened after a pause.
 * Closed on unmount, which includes signing out.
 */
export function useNotificationStream(): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const navigateRef = useRef(navigate);
  const viewingRef = useRef<number | null>(null);
  const ticketToasts = useRef(new Map<string, number>());
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);

  // Opening a ticket closes the toasts about it: the page itself shows what they said.
  useEffect(() => {
    const viewing = parseTicketPath(pathname)?.ticketId ?? null;
    viewingRef.current = viewing;
    if (viewing === null) return;
    for (const [id, ticketId] of ticketToasts.current) {
      if (ticketId !== viewing) continue;
      void loadToast().then((toast) => toast.dismiss(id));
      ticketToasts.current.delete(id);
    }
  }, [pathname]);

  useEffect(() => {
    if (typeof window === 'undefined' || typeof window.EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let retryTimer: number | undefined;
    let retryDelay = RETRY_MIN_MS;
    let lastEventId = '';
    let connectedBefore = false;
    let stopped = false;

    const stop = () => {
      stopped = true;
      window.clearTimeout(retryTimer);
      source?.close();
      source = null;
    };

    const open = () => {
      if (stopped) return;
      const url = lastEventId ? `${STREAM_URL}?last_event_id=${encodeURIComponent(lastEventId)}` : STREAM_URL;
      const stream = new EventSource(url, { withCredentials: true });
      source = stream;

      const on = (name: string, handle: (data: Record<string, unknown>) => void) =>
        stream.addEventListener(name, (event) => {
          const message = event as MessageEvent<string>;
          if (message.lastEventId) lastEventId = message.lastEventId;
          handle(parse(message.data));
        });

      on(EVENTS.ready, (data) => {
        retryDelay = RETRY_MIN_MS;
        const count = countOf(data);
        if (count !== null) setUnreadCount(queryClient, count);
        // Back after a break: ticket changes are not replayed, so whatever is on screen refetches.
        if (connectedBefore) {
          invalidateNotifications(queryClient);
          invalidateTicket(queryClient, null);
          emitLiveEvent({ type: STREAM_RECONNECTED });
        }
        connectedBefore = true;
      });

      on(EVENTS.notification, (data) => {
        const count = countOf(data);
        if (count !== null) setUnreadCount(queryClient, count);
        else void queryClient.invalidateQueries({ queryKey: queryKeys.notifications.unreadCount });
        void queryClient.invalidateQueries({ queryKey: queryKeys.notifications.lists });
        const notification = notificationOf(data);
        if (notification && !notification.read) {
          showToast(notification, {
            queryClient,
            navigate: navigateRef.current,
            viewingTicket: viewingRef.current,
            ticketToasts: ticketToasts.current,
          });
        }
      });

      on(EVENTS.unreadCount, (data) => {
        const count = countOf(data);
        if (count !== null) setUnreadCount(queryClient, count);
        // Read, unread or deleted in another tab: the lists here follow.
        void queryClient.invalidateQueries({ queryKey: queryKeys.notifications.lists });
      });

      on(EVENTS.ticketChanged, (data) => {
        const id = data.ticket_id;
        invalidateTicket(queryClient, typeof id === 'number' && Number.isInteger(id) ? id : null);
      });

      // A live feature's hint (a session room, a crisis chat): its listeners re-read their rows.
      on(EVENTS.live, (data) => emitLiveEvent(data));

      on(EVENTS.resync, (data) => {
        invalidateNotifications(queryClient);
        const count = countOf(data);
        if (count !== null) setUnreadCount(queryClient, count);
        connectedBefore = true;
      });

      on(EVENTS.signedOut, () => {
        stop();
        void queryClient.invalidateQueries({ queryKey: queryKeys.session });
      });

      stream.onerror = () => {
        // CONNECTING: the browser is already reconnecting. CLOSED: it gave up (refused, signed out, server down).
        if (stream.readyState !== EventSource.CLOSED || stopped) return;
        stream.close();
        if (source === stream) source = null;
        void queryClient.invalidateQueries({ queryKey: queryKeys.session });
        window.clearTimeout(retryTimer);
        retryTimer = window.setTimeout(open, retryDelay);
        retryDelay = Math.min(RETRY_MAX_MS, retryDelay * 2);
      };
    };

    open();
    return stop;
  }, [queryClient]);
}
