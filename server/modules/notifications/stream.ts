import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Role } from '../../../common/permissions';
import {
  NOTIFICATION_STREAM_EVENTS as EVENTS,
  type LiveEvent,
  type Notification,
} from '../../../common/schemas/notifications';
import { currentSession } from '../../plugins/auth';
import { realtimeHub, type StreamClient } from './hub';
import { notificationViewer } from './routes';

/** A stream that cannot keep up (a stalled tab) is ended rather than buffered without limit; it reconnects. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
/** Ids remembered per connection so a notification that arrives twice (replay and live) is sent once. */
const SENT_IDS_KEPT = 1000;

/** One Server-Sent Events connection. Until ready(), live deliveries wait behind the replay. */
export class SseStream implements StreamClient {
  private queue: (() => void)[] | null = [];
  private readonly sent = new Set<number>();
  private closed = false;
  lastId = 0;

  constructor(
    private readonly res: ServerResponse,
    readonly userId: number,
    readonly role: Role,
    readonly sessionId: number,
  ) {
    res.on('close', () => {
      this.closed = true;
    });
  }

  get isClosed(): boolean {
    return this.closed;
  }

  private write(chunk: string): void {
    if (this.closed) return;
    if (this.res.writableLength > MAX_BUFFERED_BYTES) {
      this.close();
      return;
    }
    this.res.write(chunk);
  }

  private event(name: string, data: unknown, id?: number): void {
    if (id !== undefined && id > this.lastId) this.lastId = id;
    this.write(`${id !== undefined ? `id: ${id}\n` : ''}event: ${name}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  private whenLive(send: () => void): void {
    if (this.queue) this.queue.push(send);
    else send();
  }

  private sendNotifications(list: Notification[], unreadCount: number): void {
    for (const notification of list) {
      if (this.sent.has(notification.id)) continue;
      this.sent.add(notification.id);
      this.event(EVENTS.notification, { notification, unread_count: unreadCount }, notification.id);
    }
    if (this.sent.size > SENT_IDS_KEPT) {
      for (const id of [...this.sent].slice(0, this.sent.size - SENT_IDS_KEPT / 2)) this.sent.delete(id);
    }
  }

  notifications(list: Notification[], unreadCount: number): void {
    this.whenLive(() => this.sendNotifications(list, unreadCount));
  }

  replay(list: Notification[], unreadCount: number): void {
    this.sendNotifications(list, unreadCount);
  }

  unreadCount(count: number): void {
    this.whenLive(() => this.event(EVENTS.unreadCount, { unread_count: count }));
  }

  ticketChanged(ticketId: number): void {
    this.whenLive(() => this.event(EVENTS.ticketChanged, { ticket_id: ticketId }));
  }

  live(event: LiveEvent): void {
    this.whenLive(() => this.event(EVENTS.live, event));
  }

  private goLive(): void {
    const queued = this.queue ?? [];
    this.queue = null;
    for (const send of queued) send();
  }

  ready(resumeId: number, unreadCount: number): void {
    this.event(EVENTS.ready, { unread_count: unreadCount }, resumeId);
    this.goLive();
  }

  resync(resumeId: number, unreadCount: number): void {
    this.event(EVENTS.resync, { unread_count: unreadCount }, resumeId);
    this.goLive();
  }

  ping(): void {
    this.write(': keep-alive\n\n');
  }

  close(event?: 'signed_out'): void {
    if (this.closed) return;
    if (event) this.event(EVENTS.signedOut, { message: 'Your session has ended. Please sign in again.' });
    this.closed = true;
    this.res.end();
  }
}

/** Last-Event-ID as the browser sends it on reconnect (or ?last_event_id= for clients that cannot set headers). */
function resumeIdOf(header: unknown, query: unknown): number | null {
  const value = typeof header === 'string' && header !== '' ? header : query;
  if (typeof value !== 'string' || !/^\d{1,15}$/.test(value)) return null;
  return Number(value);
}

export async function notificationStreamRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const hub = realtimeHub(app.ctx);

  r.get(
    '/api/notifications/stream',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Live notifications and ticket changes (Server-Sent Events)',
        description:
          'text/event-stream. Events: ready, notification (id = notification id), unread_count, ticket.changed, ' +
          'resync, signed_out, live (data { type, ...ids } from live features, not replayed); a keep-alive comment every 25 s. Reconnect with Last-Event-ID to receive what ' +
          'was missed.',
        querystring: z.object({ last_event_id: z.string().max(20).optional() }),
      },
    },
    async (request, reply) => {
      const { session } = currentSession(request);
      const viewer = notificationViewer(request);
      const resumeId = resumeIdOf(request.headers['last-event-id'], request.query.last_event_id);
      // The stream is written by hand from here on; Fastify's own reply (and its hooks) are done with.
      reply.hijack();
      const res = reply.raw;
      // Headers set so far (security headers) still apply.
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) res.setHeader(name, typeof value === 'number' ? String(value) : value);
      }
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-accel-buffering': 'no',
      });
      res.write('retry: 3000\n\n');
      const stream = new SseStream(res, viewer.id, viewer.role, session.id);
      res.on('close', () => hub.remove(stream));
      try {
        await hub.open(stream, resumeId);
      } catch (error) {
        request.log.error({ err: error }, 'notification stream could not start');
        stream.close();
      }
    },
  );
}
