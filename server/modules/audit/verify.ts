import type { DB } from '../../db';
import { entryHash, GENESIS_HASH, type StoredEntry } from './chain';

export type ChainProblem = 'changed' | 'missing' | 'out_of_order';

export interface BrokenLink {
  /** The entry where the chain breaks: its place in the chain and its row id. */
  seq: number;
  id: number;
  problem: ChainProblem;
  message: string;
}

export type ChainVerdict =
  | { ok: true; entries: number; head_hash: string; checked_at: string }
  | { ok: false; entries: number; broken: BrokenLink; checked_at: string };

const PAGE = 1000;

/** The sentence `npm run audit:verify` and the admin check show. */
export function verdictSentence(verdict: ChainVerdict): string {
  return verdict.ok
    ? `audit chain intact (${verdict.entries} entries)`
    : `audit chain broken at entry ${verdict.broken.seq} (id ${verdict.broken.id}): ${verdict.broken.message}`;
}

function problemOf(entry: StoredEntry, expectedSeq: number, prevHash: string): BrokenLink | null {
  const seq = Number(entry.seq);
  const at = { seq, id: Number(entry.id) };
  if (seq !== expectedSeq || entry.prev_hash !== prevHash) {
    if (seq > expectedSeq) {
      return {
        ...at,
        problem: 'missing',
        message: `entries ${expectedSeq} to ${seq - 1} are missing (the chain expected entry ${expectedSeq} here)`,
      };
    }
    return {
      ...at,
      problem: 'out_of_order',
      message: 'its link does not name the entry before it (entries were removed, moved or inserted)',
    };
  }
  if (entryHash(entry, seq, prevHash) !== entry.hash) {
    return {
      ...at,
      problem: 'changed',
      message: 'its content does not match its hash (the entry was changed)',
    };
  }
  return null;
}

/**
 * Walks the chain in order of `seq` and answers the first broken link: an entry whose content no longer
 * matches its hash (changed), one whose link skips entries (missing) or names another entry (moved).
 */
export async function verifyChain(db: DB, at: Date = new Date()): Promise<ChainVerdict> {
  const checkedAt = at.toISOString();
  let expectedSeq = 1;
  let prevHash = GENESIS_HASH;
  let entries = 0;
  let lastSeq: number | null = null;
  for (;;) {
    let query = db.selectFrom('audit_logs').selectAll().orderBy('seq').limit(PAGE);
    if (lastSeq !== null) query = query.where('seq', '>', lastSeq);
    const page = (await query.execute()) as StoredEntry[];
    for (const entry of page) {
      const broken = problemOf(entry, expectedSeq, prevHash);
      if (broken) return { ok: false, entries, broken, checked_at: checkedAt };
      entries += 1;
      expectedSeq += 1;
      prevHash = entry.hash;
      lastSeq = Number(entry.seq);
    }
    if (page.length < PAGE) break;
  }
  return { ok: true, entries, head_hash: prevHash, checked_at: checkedAt };
}
