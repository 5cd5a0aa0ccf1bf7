import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { type DB, dialectOf } from '../../db';
import type { AuditLogsTable } from '../../db/types';
import { AUDIT_CHAIN_LOCK_KEY } from '../../db/write-lock';

/** The `prev_hash` of the first entry: 64 zeros. */
export const GENESIS_HASH = '0'.repeat(64);

/** An audit entry's own fields, as stored: what its hash covers besides its place in the chain. */
export interface ChainedFields {
  actor_id: number | null;
  action: string;
  target_type: string | null;
  target_id: number | null;
  ip: string | null;
  user_agent: string | null;
  details: string | null;
  created_at: string;
}

export interface ChainLink {
  seq: number;
  prev_hash: string;
  hash: string;
}

const numberOrNull = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);
const textOrNull = (value: unknown): string | null =>
  value === null || value === undefined ? null : String(value);

/**
 * The canonical serialisation of an entry: a JSON array of its fields in a fixed order (numbers as numbers,
 * missing values as null), its place in the chain and the previous entry's hash. Version 1.
 */
export function canonicalEntry(fields: ChainedFields, seq: number, prevHash: string): string {
  return JSON.stringify([
    1,
    Number(seq),
    numberOrNull(fields.actor_id),
    String(fields.action),
    textOrNull(fields.target_type),
    numberOrNull(fields.target_id),
    textOrNull(fields.ip),
    textOrNull(fields.user_agent),
    textOrNull(fields.details),
    String(fields.created_at),
    prevHash,
  ]);
}

/** sha256 (hex) of the canonical serialisation. */
export function entryHash(fields: ChainedFields, seq: number, prevHash: string): string {
  return createHash('sha256')
    .update(canonicalEntry(fields, seq, prevHash))
    .digest('hex');
}

/** Gives each entry its place and hashes, following `head` (the last entry so far, or none). */
export function chainEntries<T extends ChainedFields>(
  head: { seq: number; hash: string } | null,
  entries: readonly T[],
): (T & ChainLink)[] {
  let seq = head ? Number(head.seq) : 0;
  let prev = head?.hash ?? GENESIS_HASH;
  return entries.map((entry) => {
    seq += 1;
    const hash = entryHash(entry, seq, prev);
    const linked = { ...entry, seq, prev_hash: prev, hash };
    prev = hash;
    return linked;
  });
}

/** The chain's lock key: every PostgreSQL transaction takes it as it begins (`server/db/write-lock.ts`). */
const CHAIN_LOCK_KEY = AUDIT_CHAIN_LOCK_KEY;

/**
 * Serialises appends to the chain until the transaction `trx` ends. PostgreSQL: a transaction-level advisory
 * lock, so two transactions never read the same head. SQLite: writers are serial; a write that touches no row
 * takes the database's write lock before the head is read, so a transaction that has written nothing yet reads
 * the head another process may just have moved (it waits for that process's commit, within the busy timeout).
 */
export async function lockChain(trx: DB): Promise<void> {
  if (dialectOf(trx) === 'postgres') {
    await sql`select pg_advisory_xact_lock(${CHAIN_LOCK_KEY})`.execute(trx);
  } else {
    await sql`delete from audit_logs where 0`.execute(trx);
  }
}

export function chainHead(trx: DB): Promise<{ seq: number; hash: string } | undefined> {
  return trx
    .selectFrom('audit_logs')
    .select(['seq', 'hash'])
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** A stored row as the verifier reads it. */
export type StoredEntry = ChainedFields & ChainLink & { id: number };
export type AuditRowFields = Omit<AuditLogsTable, 'id' | 'seq' | 'prev_hash' | 'hash'>;
