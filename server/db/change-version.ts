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
  if (kind === 'postgres') {
    const result = await sql<{ v: string }>`select pg_current_snapshot()::text as v`.execute(db);
    return result.rows[0]?.v ?? null;
  }
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
): Promise<V> {
  const version = await changeVersion(db, kind);
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
