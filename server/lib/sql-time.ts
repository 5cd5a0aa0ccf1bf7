import { type RawBuilder, sql } from 'kysely';
import type { DatabaseKind } from '../config';

/** Hours from column `from` to column `to`, both ISO-8601 text, in each database's own date arithmetic. */
export function hoursBetween(kind: DatabaseKind, from: string, to: string): RawBuilder<number> {
  return kind === 'postgres'
    ? sql<number>`extract(epoch from (${sql.ref(to)}::timestamptz - ${sql.ref(from)}::timestamptz)) / 3600.0`
    : sql<number>`(julianday(${sql.ref(to)}) - julianday(${sql.ref(from)})) * 24.0`;
}
