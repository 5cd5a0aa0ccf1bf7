import { sql } from 'kysely';
import type { DatabaseKind } from '../config';
import type { DB } from '.';

/**
 * A value that changes whenever any connection commits a write to the SQLite file (total_changes() counts
 * this connection's, data_version moves on everyone else's). Caches of query results keyed on it are exact.
 * PostgreSQL has no such cheap signal: null there, and callers do not cache.
 */
export async function changeVersion(db: DB, kind: DatabaseKind): Promise<string | null> {
  if (kind !== 'sqlite') return null;
  const result = await sql<{
    v: string;
  }>`select total_changes() || '/' || (select data_version from pragma_data_version) as v`.execute(db);
  return result.rows[0]?.v ?? null;
}

/** A small cache per database that empties itself when the change version moves. */
export function versionedCache<V>(limit = 500) {
  const caches = new WeakMap<object, { version: string; entries: Map<string, V> }>();
  return {
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
 * An expensive read answered from `cache` until the next committed write (SQLite); computed every time on
 * PostgreSQL. `key` must hold everything else the answer depends on.
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
  const fresh = await compute();
  cache.set(db, version, key, fresh);
  return fresh;
}
