import {
  LIVE_EVENT_MAX_BYTES,
  LIVE_EVENT_MAX_RECIPIENTS,
  type LiveEvent,
  liveEventSchema,
  type Notification,
} from '../../../common/schemas/notifications';
import type { AppContext } from '../../context';
import { MINUTE } from '../../lib/clock';
import { sessionTimeouts } from '../settings';
import { presentNotification } from './presenter';
import {
  latestNotificationId,
  liveSessions,
  notificationsAfter,
  notificationsByIds,
  unreadNotificationCount,
} from './repository';
import { type StreamClient, StreamRegistry } from './stream-registry';
import { type Message, notificationMessages, RealtimeTransport } from './transport';
import { receivesNotification, receivesTicketChange, type TicketChange } from './visibility';

export type { StreamClient } from './stream-registry';
export type { TicketChange } from './visibility';

export const REPLAY_MAX = 100;
const KEEP_ALIVE_MS = 25_000;

/**
 * Live fan-out of notifications and ticket changes to open streams. The hub composes three parts: the
 * registry of this process's open streams (stream-registry.ts), the transport that carries each message to
 * every server process (transport.ts: in-process, or PostgreSQL LISTEN/NOTIFY) and the filter of who may
 * receive what (visibility.ts). Messages carry ids only; each process reads what its own streams need.
 */
export class RealtimeHub {
  private readonly streams = new StreamRegistry();
  private readonly transport: RealtimeTransport;
  private readonly pending = new Set<Promise<void>>();
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(private readonly ctx: AppContext) {
    this.transport = new RealtimeTransport(ctx, {
      deliver: (message) => this.track(this.deliver(message)),
      catchUp: () => this.catchUp(),
    });
  }

  get size(): number {
    return this.streams.size;
  }

  /** How live messages travel between server processes (see RealtimeTransport.crossing). */
  get crossing(): RealtimeTransport['crossing'] {
    return this.transport.crossing;
  }

  /** Registers a stream, replays what it missed after `lastEventId`, and marks it live. */
  async open(client: StreamClient, lastEventId: number | null): Promise<void> {
    this.streams.add(client);
    if (client.isClosed) {
      // The connection ended before it was registered; its close handler has already run.
      this.remove(client);
      return;
    }
    const latest = await latestNotificationId(this.ctx.db, client.userId);
    const unread = await unreadNotificationCount(this.ctx.db, client.userId);
    if (lastEventId !== null && lastEventId < latest) {
      const missed = await this.missed(client, lastEventId);
      if (missed.length > REPLAY_MAX) {
        client.resync(latest, unread);
        return;
      }
      client.replay(missed.map(presentNotification), unread);
    }
    client.ready(Math.max(latest, client.lastId), unread);
  }

  remove(client: StreamClient): void {
    this.streams.remove(client);
  }

  notificationsCreated(rows: { id: number; user_id: number }[]): Promise<void> {
    return this.transport.publish(notificationMessages(rows));
  }

  unreadChanged(userId: number): Promise<void> {
    return this.transport.publish([{ k: 'u', u: userId }]);
  }

  ticketChanged(change: TicketChange): Promise<void> {
    return this.transport.publish([
      {
        k: 't',
        t: change.ticketId,
        o: change.ownerId,
        a: change.assignedTo,
        pa: change.previousAssignee ?? null,
        s: change.staffOnly ?? false,
      },
    ]);
  }

  /**
   * Sends a live event to every open stream of these users, on every server. Events are hints (a type and a
   * few ids); a stream that was not open misses them and its page re-reads the rows when it reconnects.
   */
  async live(userIds: number[], event: LiveEvent): Promise<void> {
    const parsed = liveEventSchema.parse(event);
    if (JSON.stringify(parsed).length > LIVE_EVENT_MAX_BYTES)
      throw new Error('A live event carries ids, not content');
    const users = [...new Set(userIds)];
    const messages: Message[] = [];
    for (let i = 0; i < users.length; i += LIVE_EVENT_MAX_RECIPIENTS) {
      messages.push({ k: 'l', u: users.slice(i, i + LIVE_EVENT_MAX_RECIPIENTS), e: parsed });
    }
    return this.transport.publish(messages);
  }

  /** Keep-alive comments, and an end to streams whose session has ended. */
  tick(): Promise<void> {
    for (const client of this.streams.all()) {
      if (client.isClosed) this.remove(client);
      else client.ping();
    }
    return this.endSignedOut(this.streams.all());
  }

  /** Ends the streams of a user whose session was just ended (sign-out). */
  recheck(userId: number): Promise<void> {
    return this.endSignedOut(this.streams.ofUser(userId));
  }

  async start(): Promise<void> {
    this.stopped = false;
    this.timer = setInterval(() => this.track(this.tick()), KEEP_ALIVE_MS);
    this.timer.unref();
    await this.transport.start();
  }

  /** Ends every stream (clients reconnect, to this server after a restart or to another one). */
  closeAll(): void {
    this.streams.closeAll();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.closeAll();
    const closing = this.transport.stop();
    await Promise.allSettled([...this.pending]);
    await closing;
  }

  private async endSignedOut(clients: StreamClient[]): Promise<void> {
    if (clients.length === 0) return;
    const now = this.ctx.clock.now();
    const { idleMinutes } = await sessionTimeouts(this.ctx);
    const idleSince = new Date(now.getTime() - idleMinutes * MINUTE).toISOString();
    const sessionIds = [...new Set(clients.map((c) => c.sessionId))];
    const live = await liveSessions(this.ctx.db, { sessionIds, now: now.toISOString(), idleSince });
    for (const client of clients) if (!live.has(client.sessionId)) client.close('signed_out');
  }

  private missed(client: StreamClient, afterId: number) {
    return notificationsAfter(this.ctx.db, { userId: client.userId, afterId, limit: REPLAY_MAX + 1 });
  }

  /** The open streams that may receive a notification of this user (read after any await: streams come and go). */
  private recipients(userId: number): StreamClient[] {
    return this.streams.ofUser(userId).filter((client) => receivesNotification(client, userId));
  }

  private track(work: Promise<void>): void {
    const guarded = work.catch((error: unknown) => {
      if (!this.stopped) this.ctx.log.error({ err: error }, 'live notifications: delivery failed');
    });
    this.pending.add(guarded);
    void guarded.finally(() => this.pending.delete(guarded));
  }

  private async deliver(message: Message): Promise<void> {
    if (message.k === 'n') return this.deliverNotifications(message.p);
    if (message.k === 'l') {
      for (const userId of message.u)
        for (const client of this.streams.ofUser(userId)) client.live(message.e);
      return;
    }
    if (message.k === 'u') {
      if (!this.streams.has(message.u)) return;
      const count = await unreadNotificationCount(this.ctx.db, message.u);
      for (const client of this.recipients(message.u)) client.unreadCount(count);
      return;
    }
    const change: TicketChange = {
      ticketId: message.t,
      ownerId: message.o,
      assignedTo: message.a,
      previousAssignee: message.pa,
      staffOnly: message.s,
    };
    for (const client of this.streams.all()) {
      if (receivesTicketChange(client, change)) client.ticketChanged(message.t);
    }
  }

  private async deliverNotifications(pairs: [number, number][]): Promise<void> {
    const wanted = pairs.filter(([, userId]) => this.streams.has(userId)).map(([id]) => id);
    if (wanted.length === 0) return;
    const byUser = new Map<number, Notification[]>();
    for (const row of await notificationsByIds(this.ctx.db, wanted)) {
      const list = byUser.get(row.user_id) ?? [];
      list.push(presentNotification(row));
      byUser.set(row.user_id, list);
    }
    for (const [userId, list] of byUser) {
      if (!this.streams.has(userId)) continue;
      const unread = await unreadNotificationCount(this.ctx.db, userId);
      for (const client of this.recipients(userId)) client.notifications(list, unread);
    }
  }

  /** After a lost LISTEN connection, each stream gets what it may have missed meanwhile. */
  private async catchUp(): Promise<void> {
    for (const client of this.streams.all()) {
      const missed = await this.missed(client, client.lastId);
      if (missed.length === 0) continue;
      const unread = await unreadNotificationCount(this.ctx.db, client.userId);
      if (missed.length > REPLAY_MAX) {
        client.resync(await latestNotificationId(this.ctx.db, client.userId), unread);
      } else client.notifications(missed.map(presentNotification), unread);
    }
  }
}

const hubs = new WeakMap<AppContext, RealtimeHub>();

/** The hub of one app instance (tests build several apps in one process). */
export function realtimeHub(ctx: AppContext): RealtimeHub {
  let hub = hubs.get(ctx);
  if (!hub) {
    hub = new RealtimeHub(ctx);
    hubs.set(ctx, hub);
  }
  return hub;
}
