import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import type { Role } from '../../../common/permissions';
import type { Notification } from '../../../common/schemas/notifications';
import type { AppContext } from '../../context';
import { MINUTE } from '../../lib/clock';
import { ticketPolicy } from '../tickets';
import { presentNotification } from './presenter';
import { notificationsRepository } from './repository';

/** One open stream (a browser tab). The hub decides what it receives; the stream decides how it is written. */
export interface StreamClient {
  readonly userId: number;
  readonly role: Role;
  readonly sessionId: number;
  readonly isClosed: boolean;
  /** The highest notification id this connection has sent: where a catch-up resumes. */
  readonly lastId: number;
  /** Live notifications; they wait until the replay is done. */
  notifications(list: Notification[], unreadCount: number): void;
  /** What the connection missed, sent at once, ahead of anything live. */
  replay(list: Notification[], unreadCount: number): void;
  unreadCount(count: number): void;
  ticketChanged(ticketId: number): void;
  /** Ends the replay: says where a reconnect resumes, then sends what arrived meanwhile. */
  ready(resumeId: number, unreadCount: number): void;
  /** Too much was missed to replay: the page refetches. Also ends the replay, like ready(). */
  resync(resumeId: number, unreadCount: number): void;
  ping(): void;
  close(event?: 'signed_out'): void;
}

export interface TicketChange {
  ticketId: number;
  ownerId: number;
  assignedTo: number | null;
  /** The assignee before a reassignment: their list loses the ticket. */
  previousAssignee?: number | null;
  /** Internal notes: staff only. */
  staffOnly?: boolean;
}

type Message =
  | { k: 'n'; p: [number, number][] }
  | { k: 'u'; u: number }
  | { k: 't'; t: number; o: number; a: number | null; pa: number | null; s: boolean };

const CHANNEL = 'hub_realtime';
/** Notification pairs per NOTIFY: PostgreSQL caps a payload at 8000 bytes. */
const PAIRS_PER_MESSAGE = 300;
export const REPLAY_MAX = 100;
const KEEP_ALIVE_MS = 25_000;
const MAX_STREAMS_PER_USER = 10;

/**
 * Live fan-out of notifications and ticket changes to open streams. Every server process keeps its own streams;
 * on PostgreSQL each publication also goes out through NOTIFY, and every process LISTENs, so a stream on any
 * server behind a load balancer receives what another server raised. On SQLite there is one process, and
 * delivery stays within it. Messages carry ids only; each process reads what its own streams need.
 */
export class RealtimeHub {
  private readonly clients = new Map<number, Set<StreamClient>>();
  private readonly origin = randomBytes(8).toString('hex');
  private readonly repo;
  private readonly pending = new Set<Promise<void>>();
  private listener: pg.Client | null = null;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(private readonly ctx: AppContext) {
    this.repo = notificationsRepository(ctx.db);
  }

  get size(): number {
    let n = 0;
    for (const set of this.clients.values()) n += set.size;
    return n;
  }

  /** Registers a stream, replays what it missed after `lastEventId`, and marks it live. */
  async open(client: StreamClient, lastEventId: number | null): Promise<void> {
    const set = this.clients.get(client.userId) ?? new Set();
    this.clients.set(client.userId, set);
    set.add(client);
    // A runaway page opening streams in a loop does not pile them up: the oldest gives way.
    if (set.size > MAX_STREAMS_PER_USER) set.values().next().value?.close();
    if (client.isClosed) {
      // The connection ended before it was registered; its close handler has already run.
      this.remove(client);
      return;
    }
    const latest = await this.repo.latestId(client.userId);
    const unread = await this.repo.unreadCount(client.userId);
    if (lastEventId !== null && lastEventId < latest) {
      const missed = await this.repo.after(client.userId, lastEventId, REPLAY_MAX + 1);
      if (missed.length > REPLAY_MAX) {
        client.resync(latest, unread);
        return;
      }
      client.replay(missed.map(presentNotification), unread);
    }
    client.ready(Math.max(latest, client.lastId), unread);
  }

  remove(client: StreamClient): void {
    const set = this.clients.get(client.userId);
    if (!set) return;
    set.delete(client);
    if (set.size === 0) this.clients.delete(client.userId);
  }

  notificationsCreated(rows: { id: number; user_id: number }[]): Promise<void> {
    const pairs = rows.map((row): [number, number] => [row.id, row.user_id]);
    const messages: Message[] = [];
    for (let i = 0; i < pairs.length; i += PAIRS_PER_MESSAGE) {
      messages.push({ k: 'n', p: pairs.slice(i, i + PAIRS_PER_MESSAGE) });
    }
    return this.publishAll(messages);
  }

  unreadChanged(userId: number): Promise<void> {
    return this.publishAll([{ k: 'u', u: userId }]);
  }

  ticketChanged(change: TicketChange): Promise<void> {
    return this.publishAll([
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

  /** Keep-alive comments, and an end to streams whose session has ended. */
  tick(): Promise<void> {
    for (const client of [...this.clients.values()].flatMap((set) => [...set])) {
      if (client.isClosed) this.remove(client);
      else client.ping();
    }
    return this.endSignedOut([...this.clients.values()].flatMap((set) => [...set]));
  }

  /** Ends the streams of a user whose session was just ended (sign-out). */
  recheck(userId: number): Promise<void> {
    return this.endSignedOut([...(this.clients.get(userId) ?? [])]);
  }

  private async endSignedOut(clients: StreamClient[]): Promise<void> {
    if (clients.length === 0) return;
    const now = this.ctx.clock.now();
    const idleSince = new Date(now.getTime() - this.ctx.config.session.idleMinutes * MINUTE).toISOString();
    const sessionIds = [...new Set(clients.map((c) => c.sessionId))];
    const live = await this.repo.liveSessions(sessionIds, now.toISOString(), idleSince);
    for (const client of clients) if (!live.has(client.sessionId)) client.close('signed_out');
  }

  async start(): Promise<void> {
    this.stopped = false;
    this.timer = setInterval(() => this.track(this.tick()), KEEP_ALIVE_MS);
    this.timer.unref();
    if (this.ctx.config.databaseKind === 'postgres') {
      await this.connect().catch((error: unknown) => {
        this.ctx.log.error({ err: error }, 'live notifications: LISTEN failed; retrying');
        this.retryListen();
      });
    }
  }

  /** Ends every stream (clients reconnect, to this server after a restart or to another one). */
  closeAll(): void {
    for (const set of [...this.clients.values()]) for (const client of [...set]) client.close();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.closeAll();
    await Promise.allSettled([...this.pending]);
    const listener = this.listener;
    this.listener = null;
    if (listener) await listener.end().catch(() => {});
  }

  /** Not tracked with the deliveries: stop() must not wait out a back-off pause; the loop sees `stopped`. */
  private retryListen(): void {
    this.reconnect().catch((error: unknown) =>
      this.ctx.log.error({ err: error }, 'live notifications: LISTEN gave up'),
    );
  }

  private track(work: Promise<void>): void {
    const guarded = work.catch((error: unknown) => {
      if (!this.stopped) this.ctx.log.error({ err: error }, 'live notifications: delivery failed');
    });
    this.pending.add(guarded);
    void guarded.finally(() => this.pending.delete(guarded));
  }

  private async publishAll(messages: Message[]): Promise<void> {
    for (const message of messages) {
      this.track(this.deliver(message));
      if (this.ctx.config.databaseKind !== 'postgres') continue;
      const payload = JSON.stringify({ o: this.origin, m: message });
      // The rows are already committed; a failed NOTIFY only delays other servers until their next catch-up.
      await sql`select pg_notify(${CHANNEL}, ${payload})`.execute(this.ctx.db).catch((error: unknown) => {
        this.ctx.log.error({ err: error }, 'live notifications: NOTIFY failed');
      });
    }
  }

  private async deliver(message: Message): Promise<void> {
    if (message.k === 'n') return this.deliverNotifications(message.p);
    if (message.k === 'u') {
      const clients = this.clients.get(message.u);
      if (!clients) return;
      const count = await this.repo.unreadCount(message.u);
      for (const client of clients) client.unreadCount(count);
      return;
    }
    for (const set of this.clients.values()) {
      for (const client of set) {
        if (message.s && client.role === 'student') continue;
        const viewer = { id: client.userId, role: client.role };
        const facts = { user_id: message.o, assigned_to: message.a, status: 'Open' };
        const mayView =
          ticketPolicy.mayView(viewer, facts) ||
          (message.pa !== null && ticketPolicy.mayView(viewer, { ...facts, assigned_to: message.pa }));
        if (mayView) client.ticketChanged(message.t);
      }
    }
  }

  private async deliverNotifications(pairs: [number, number][]): Promise<void> {
    const wanted = pairs.filter(([, userId]) => this.clients.has(userId)).map(([id]) => id);
    if (wanted.length === 0) return;
    const byUser = new Map<number, Notification[]>();
    for (const row of await this.repo.byIds(wanted)) {
      const list = byUser.get(row.user_id) ?? [];
      list.push(presentNotification(row));
      byUser.set(row.user_id, list);
    }
    for (const [userId, list] of byUser) {
      const clients = this.clients.get(userId);
      if (!clients) continue;
      const unread = await this.repo.unreadCount(userId);
      for (const client of clients) client.notifications(list, unread);
    }
  }

  /** After a lost LISTEN connection, each stream gets what it may have missed meanwhile. */
  private async catchUp(): Promise<void> {
    for (const set of [...this.clients.values()]) {
      for (const client of [...set]) {
        const missed = await this.repo.after(client.userId, client.lastId, REPLAY_MAX + 1);
        if (missed.length === 0) continue;
        const unread = await this.repo.unreadCount(client.userId);
        if (missed.length > REPLAY_MAX) client.resync(await this.repo.latestId(client.userId), unread);
        else client.notifications(missed.map(presentNotification), unread);
      }
    }
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.ctx.config.databaseUrl });
    let lost = false;
    const onLost = (error?: unknown) => {
      if (lost) return;
      lost = true;
      if (this.listener === client) this.listener = null;
      client.end().catch(() => {});
      if (this.stopped) return;
      this.ctx.log.warn({ err: error }, 'live notifications: LISTEN connection lost; reconnecting');
      this.retryListen();
    };
    client.on('error', onLost);
    client.on('end', () => onLost());
    client.on('notification', (note) => {
      if (note.channel !== CHANNEL || !note.payload) return;
      const parsed = parseEnvelope(note.payload);
      if (parsed && parsed.o !== this.origin) this.track(this.deliver(parsed.m));
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      lost = true; // the caller retries; the handlers above must not start a second loop
      await client.end().catch(() => {});
      throw error;
    }
    if (this.stopped) {
      await client.end().catch(() => {});
      return;
    }
    this.listener = client;
  }

  private async reconnect(): Promise<void> {
    let delay = 500;
    while (!this.stopped) {
      await new Promise((resolve) => setTimeout(resolve, delay).unref());
      if (this.stopped) return;
      try {
        await this.connect();
      } catch (error) {
        this.ctx.log.warn({ err: error }, 'live notifications: reconnect failed');
        delay = Math.min(delay * 2, 30_000);
        continue;
      }
      await this.catchUp().catch((error: unknown) =>
        this.ctx.log.error({ err: error }, 'live notifications: catch-up after reconnect failed'),
      );
      return;
    }
  }
}

function parseEnvelope(payload: string): { o: string; m: Message } | null {
  try {
    const value: unknown = JSON.parse(payload);
    if (typeof value !== 'object' || value === null) return null;
    const { o, m } = value as { o?: unknown; m?: { k?: unknown } };
    if (typeof o !== 'string' || typeof m !== 'object' || m === null) return null;
    if (m.k !== 'n' && m.k !== 'u' && m.k !== 't') return null;
    return { o, m: m as Message };
  } catch {
    return null;
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
