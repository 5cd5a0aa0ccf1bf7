/** A unique index refused the write (SQLite or PostgreSQL): the caller answers with its own message. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'EAI_AGAIN',
]);
const UNREACHABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Connection ended unexpectedly',
];

/**
 * The database cannot take this request now, though nothing is wrong with the request: SQLite's write lock
 * stayed taken by another process (server/db/sqlite-driver.ts), or PostgreSQL is restarting or out of reach.
 * The API answers 503 with Retry-After; the next request tries again (the pool reconnects by itself).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (code.startsWith('SQLITE_BUSY') || code === 'SQLITE_LOCKED') return true;
    // PostgreSQL: 08xxx connection exceptions, 57P01-03 shutting down or starting, 53300 too many clients.
    if (/^(08...|57P0[123]|53300)$/.test(code)) return true;
    if (UNREACHABLE_CODES.has(code)) return true;
  }
  if (error instanceof AggregateError) return error.errors.some(isDatabaseUnavailable);
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && UNREACHABLE_MESSAGES.some((m) => message.includes(m));
}

/** Seconds a client should wait before trying again after a 503 for a busy or unreachable database. */
export const DATABASE_RETRY_AFTER_SECONDS = 2;
