import type { Role } from '../../../common/permissions';
import type { LiveEvent, Notification } from '../../../common/schemas/notifications';

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
  /** A live feature's hint for this user (not replayed; the page re-reads the rows after a reconnect). */
  live(event: LiveEvent): void;
  /** Ends the replay: says where a reconnect resumes, then sends what arrived meanwhile. */
  ready(resumeId: number, unreadCount: number): void;
  /** Too much was missed to replay: the page refetches. Also ends the replay, like ready(). */
  resync(resumeId: number, unreadCount: number): void;
  ping(): void;
  close(event?: 'signed_out'): void;
}

const MAX_STREAMS_PER_USER = 10;

/** Who is connected to this server process: the open streams, per user. */
export class StreamRegistry {
  private readonly byUser = new Map<number, Set<StreamClient>>();

  get size(): number {
    let n = 0;
    for (const set of this.byUser.values()) n += set.size;
    return n;
  }

  /** Registers a stream. A runaway page opening streams in a loop does not pile them up: the oldest gives way. */
  add(client: StreamClient): void {
    const set = this.byUser.get(client.userId) ?? new Set();
    this.byUser.set(client.userId, set);
    set.add(client);
    if (set.size > MAX_STREAMS_PER_USER) set.values().next().value?.close();
  }

  remove(client: StreamClient): void {
    const set = this.byUser.get(client.userId);
    if (!set) return;
    set.delete(client);
    if (set.size === 0) this.byUser.delete(client.userId);
  }

  has(userId: number): boolean {
    return this.byUser.has(userId);
  }

  /** The user's open streams (none when they have no stream on this server). */
  ofUser(userId: number): StreamClient[] {
    return [...(this.byUser.get(userId) ?? [])];
  }

  /** Every open stream, a snapshot: streams may close while the caller goes through them. */
  all(): StreamClient[] {
    return [...this.byUser.values()].flatMap((set) => [...set]);
  }

  closeAll(): void {
    for (const client of this.all()) client.close();
  }
}
