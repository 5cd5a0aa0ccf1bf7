import type SQLite from 'better-sqlite3';

/**
 * Sets of ids that TypeScript hands to one SQLite connection by name: `hub_in_set(name, id)` answers 1 when
 * the id is in the set. A query can then walk an index and keep the rows of a set it already holds, instead
 * of rebuilding the set as a temporary table on every run.
 */
const registries = new WeakMap<object, Map<string, Set<number>>>();
const MAX_SETS = 32;

export function installIdSets(owner: object, sqlite: SQLite.Database): void {
  const sets = new Map<string, Set<number>>();
  registries.set(owner, sets);
  sqlite.function('hub_in_set', { deterministic: false, directOnly: true }, (name, id) =>
    sets.get(String(name))?.has(Number(id)) ? 1 : 0,
  );
}

/** Names a set for `hub_in_set` on this database; false when the database has no such function (PostgreSQL). */
export function shareIdSet(owner: object, name: string, ids: Set<number>): boolean {
  const sets = registries.get(owner);
  if (!sets) return false;
  if (!sets.has(name) && sets.size >= MAX_SETS) sets.delete(sets.keys().next().value!);
  sets.set(name, ids);
  return true;
}
