import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'kysely';
import type { DatabaseKind } from '../config';
import type { DB } from '.';

/**
 * A value that changes whenever any connection commits a write, read BEFORE the data it keys, so caches of
 * query results keyed on it are exact: data read after the version is either the version's own state, or
 * newer because something committed since, and then the version has already moved on and never comes back.
 *
 * - SQLite: total_changes() counts this connection's writes, data_version moves on everyone else's.
 * - PostgreSQL: the current snapshot (`xmin:xmax:in-progress ids`). Two equal snapshots see exactly the same
 *   committed transactions; any write, from this server or another one, takes a transaction id (xmax moves)
 *   and its commit leaves the in-progress list, so the text changes and never repeats. It is one cheap query
 *   and needs no trigger, table or LISTEN connection, so it holds across any number of app servers.
 */
export async function changeVersion(db: DB, kind: DatabaseKind): Promise<string | null> {
  if (kind === 'postgres') return sharedSnapshot(db);
  const result = await sql<{
    v: string;
  }>`select total_changes() || '/' || (select data_version from pragma_data_version) as v`.execute(db);
  return result.rows[0]?.v ?? null;
}

/** A small cache per database that empties itself when the change version moves. */
export function versionedCache<V>(limit = 500) {
  const caches = new WeakMap<object, { version: string; entries: Map<string, V> }>();
  /** Computations under way, so a burst of requests for the same missing answer computes it once. */
  const inflight = new WeakMap<object, Map<string, Promise<V>>>();
  return {
    /** The computations under way on `db`. */
    inflight(db: DB): Map<string, Promise<V>> {
      let running = inflight.get(db);
      if (!running) {
        running = new Map();
        inflight.set(db, running);
      }
      return running;
    },
    get(db: DB, version: string, key: string): V | undefined {
      const cache = caches.get(db);
      return cache && cache.version === version ? cache.entries.get(key) : undefined;
    },
    set(db: DB, version: string, key: string, value: V): void {
      let cache = caches.get(db);
      if (!cache || cache.version !== version) {
        cache = { version, entries: new Map() };
        caches.set(db, cache);
      }
      if (cache.entries.size >= limit) cache.entries.clear();
      cache.entries.set(key, value);
    },
  };
}

/**
 * An expensive read answered from `cache` until the next committed write anywhere (on either database, from
 * any app server). `key` must hold everything else the answer depends on.
 */
export async function cachedUntilWrite<V>(
  cache: ReturnType<typeof versionedCache<V>>,
  db: DB,
  kind: DatabaseKind,
  key: string,
  compute: () => Promise<V>,
  /** The change version when the caller has just read it (no second query). */
  knownVersion?: string | null,
): Promise<V> {
  const version = knownVersion === undefined ? await changeVersion(db, kind) : knownVersion;
  if (version === null) return compute();
  const hit = cache.get(db, version, key);
  if (hit !== undefined) return hit;
  // Requests that miss at the same version share one computation (50 dashboards opening at once, or the
  // first requests after a write, would otherwise each run the same expensive query).
  const flight = `${version}\u0000${key}`;
  const flights = cache.inflight(db);
  const running = flights.get(flight);
  if (running) return running;
  const pending = compute().then((fresh) => {
    cache.set(db, version, key, fresh);
    return fresh;
  });
  flights.set(flight, pending);
  try {
    return await pending;
  } finally {
    flights.delete(flight);
  }
}

/**
 * PostgreSQL's snapshot costs a round trip, and a request needs it once per cache it consults (the session,
 * the list's count) while fifty others need it at the same moment. A snapshot taken AFTER a request arrived
 * is as good for that request as one of its own, so requests share the latest one when it was asked for
 * after they arrived and this server has finished no write since it was asked for (so a request that
 * wrote still reads its own write). A server handles one arrival at a time and asks as soon as it has, so the
 * next request has always arrived after that ask: while a snapshot is being asked for, later arrivals wait for
 * it to answer and then share ONE new ask between them (at most one ask in flight for requests, as a group
 * commit does for writes), instead of each sending its own. Calls outside a request (jobs, tests) always ask
 * afresh.
 */
let ticks = 0;
const arrivals = new AsyncLocalStorage<number>();
interface Ask {
  tick: number;
  finished: number;
  version: Promise<string | null>;
  settled: boolean;
}
export interface Writes {
  finished: number;
  latest?: Ask;
  /** The ask that will be made when `latest` answers, for the requests that arrived after `latest` was made. */
  next?: Promise<string | null>;
}
const writesOf = new WeakMap<object, Writes>();

/** Runs `handle` (one request) as arriving now: it may share snapshots asked for after this moment. */
export function arrive<T>(handle: () => T): T {
  ticks += 1;
  return arrivals.run(ticks, handle);
}

/** The write counter of a PostgreSQL database, shared by its pool (which counts) and `db` (which reads). */
export function writeCounter(): Writes {
  return { finished: 0 };
}

export function watchWrites(db: DB, writes: Writes): void {
  writesOf.set(db, writes);
}

const readSnapshot = (db: DB): Promise<string | null> =>
  sql<{ v: string }>`select pg_current_snapshot()::text as v`
    .execute(db)
    .then((result) => result.rows[0]?.v ?? null);

/** `read` asks the database; exported for tests. */
export function sharedSnapshot(
  db: DB,
  read: (db: DB) => Promise<string | null> = readSnapshot,
): Promise<string | null> {
  const arrived = arrivals.getStore();
  const writes = writesOf.get(db);
  const latest = writes?.latest;
  if (arrived !== undefined && latest && latest.tick > arrived && latest.finished === writes.finished)
    return latest.version;
  if (arrived !== undefined && writes && latest && !latest.settled) {
    // Asked for before this request arrived and not answered yet: wait, then share the next ask.
    writes.next ??= latest.version.then(
      () => ask(db, read, writes),
      () => ask(db, read, writes),
    );
    return writes.next;
  }
  return ask(db, read, writes);
}

function ask(
  db: DB,
  read: (db: DB) => Promise<string | null>,
  writes: Writes | undefined,
): Promise<string | null> {
  ticks += 1;
  const version = read(db);
  if (writes) {
    const entry: Ask = { tick: ticks, finished: writes.finished, version, settled: false };
    writes.latest = entry;
    writes.next = undefined;
    version.then(
      () => {
        entry.settled = true;
      },
      () => {
        entry.settled = true;
        if (writes.latest === entry) writes.latest = undefined;
      },
    );
  }
  return version;
}
