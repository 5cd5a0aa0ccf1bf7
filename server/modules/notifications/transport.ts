import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import type { LiveEvent } from '../../../common/schemas/notifications';
import type { AppContext } from '../../context';

/** What one server tells every server: ids only; each process reads what its own streams need. */
export type Message =
  | { k: 'n'; p: [number, number][] }
  | { k: 'u'; u: number }
  | { k: 't'; t: number; o: number; a: number | null; pa: number | null; s: boolean }
  | { k: 'l'; u: number[]; e: LiveEvent };

const CHANNEL = 'hub_realtime';
/** Notification pairs per NOTIFY: PostgreSQL caps a payload at 8000 bytes. */
const PAIRS_PER_MESSAGE = 300;

/** Messages announcing new notifications, as `[notification id, recipient id]` pairs small enough to send. */
export function notificationMessages(rows: { id: number; user_id: number }[]): Message[] {
  const pairs = rows.map((row): [number, number] => [row.id, row.user_id]);
  const messages: Message[] = [];
  for (let i = 0; i < pairs.length; i += PAIRS_PER_MESSAGE) {
    messages.push({ k: 'n', p: pairs.slice(i, i + PAIRS_PER_MESSAGE) });
  }
  return messages;
}

export interface TransportHandlers {
  /** Delivers a message to this process's streams (called for its own messages and for other servers'). */
  deliver(message: Message): void;
  /** After a lost LISTEN connection came back: streams get what they may have missed meanwhile. */
  catchUp(): Promise<void>;
}

/**
 * Carries messages between server processes. Every process delivers its own messages to its own streams at
 * once; on PostgreSQL each message also goes out through NOTIFY, and every process LISTENs, so a stream on any
 * server behind a load balancer receives what another server raised. On SQLite there is one process, and
 * delivery stays within it.
 */
export class RealtimeTransport {
  private readonly origin = randomBytes(8).toString('hex');
  private listener: pg.Client | null = null;
  private stopped = false;

  constructor(
    private readonly ctx: AppContext,
    private readonly handlers: TransportHandlers,
  ) {}

  /** Whether messages reach other server processes now: always within one process; on PostgreSQL, while LISTENing. */
  get crossing(): 'in-process' | 'listening' | 'reconnecting' {
    if (!this.crossProcess) return 'in-process';
    return this.listener ? 'listening' : 'reconnecting';
  }

  private get crossProcess(): boolean {
    return this.ctx.config.databaseKind === 'postgres';
  }

  async start(): Promise<void> {
    this.stopped = false;
    if (!this.crossProcess) return;
    await this.connect().catch((error: unknown) => {
      this.ctx.log.error({ err: error }, 'live notifications: LISTEN failed; retrying');
      this.retryListen();
    });
  }

  /** Stops reconnecting at once and ends the LISTEN connection. */
  async stop(): Promise<void> {
    this.stopped = true;
    const listener = this.listener;
    this.listener = null;
    if (listener) await listener.end().catch(() => {});
  }

  async publish(messages: Message[]): Promise<void> {
    for (const message of messages) {
      this.handlers.deliver(message);
      if (!this.crossProcess) continue;
      const payload = JSON.stringify({ o: this.origin, m: message });
      // The rows are already committed; a failed NOTIFY only delays other servers until their next catch-up.
      await sql`select pg_notify(${CHANNEL}, ${payload})`.execute(this.ctx.db).catch((error: unknown) => {
        this.ctx.log.error({ err: error }, 'live notifications: NOTIFY failed');
      });
    }
  }

  /** Not awaited by stop(): it must not wait out a back-off pause; the loop sees `stopped`. */
  private retryListen(): void {
    this.reconnect().catch((error: unknown) =>
      this.ctx.log.error({ err: error }, 'live notifications: LISTEN gave up'),
    );
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
      if (parsed && parsed.o !== this.origin) this.handlers.deliver(parsed.m);
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
      await this.handlers
        .catchUp()
        .catch((error: unknown) =>
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
    if (m.k !== 'n' && m.k !== 'u' && m.k !== 't' && m.k !== 'l') return null;
    return { o, m: m as Message };
  } catch {
    return null;
  }
}
