/**
 * The audit trail's hash chain (decision 0022) serialises appends with this PostgreSQL advisory lock (advisory
 * locks share one key space per database, and only the chain uses this key).
 *
 * Every transaction on PostgreSQL takes it FIRST, as it begins: a transaction that took it in the middle, after
 * locking rows, could wait for it while the holder waited for those rows (a deadlock PostgreSQL ends by
 * cancelling one of them: a 500 for a bulk approval racing a single one). Taken first, it is never waited for
 * while rows are held. Write transactions on one database therefore run one at a time; they are short.
 */
export const AUDIT_CHAIN_LOCK_KEY = 0x4155_4449; // "AUDI"

export const TAKE_WRITE_LOCK = `select pg_advisory_xact_lock(${AUDIT_CHAIN_LOCK_KEY})`;

/** A transaction's opening statement that should take the lock (not a read-only one). */
export const opensWriteTransaction = (text: string): boolean =>
  /^\s*(begin|start transaction)\b/i.test(text) && !/\bread only\b/i.test(text);
