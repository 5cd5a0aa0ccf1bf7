import type { AppContext } from '../../context';
import { HOUR, MINUTE } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { RequestContext } from '../../lib/events';
import { recordAuditReturningId } from '../audit';
import {
  countRefusal,
  failuresOfAddress,
  findRefusal,
  insertRefusal,
  pruneSignInRecords,
  type RefusalKey,
  recentAttemptsOfPair,
} from './throttle-repository';

/** How far back the throttle looks at one account and address; older attempts are pruned. */
export const THROTTLE_LOOKBACK_MS = 24 * HOUR;
/** Old attempts are pruned at most this often per process, on the write of a failure or a refusal. */
const PRUNE_EVERY_MS = MINUTE;

/** A lock in force: whose (one account from one address, or an address across accounts) and until when. */
export interface SignInLock {
  scope: 'account' | 'address';
  /** The failure that set the lock; refusals during it are counted in one row. */
  lockedAt: string;
  liftsAt: number;
}

/** The delay after `failures` consecutive failures of one account from one address (0 while free). */
export function pairDelayMs(failures: number, limit: AppContext['config']['signInLimit']): number {
  if (failures < limit.freeFailures) return 0;
  const doubled = limit.baseDelaySeconds * 1000 * 2 ** Math.min(failures - limit.freeFailures, 30);
  return Math.min(doubled, limit.maxDelayMinutes * MINUTE);
}

/**
 * Sign-in throttling (docs/security.md). An account is throttled per address, with growing delays, so
 * wrong passwords from elsewhere never lock its owner out; an address is throttled across accounts too,
 * against password spraying. Refusals are counted, not written one row each.
 */
export function signInThrottle(ctx: AppContext) {
  const limit = ctx.config.signInLimit;
  let lastPrune = Number.NEGATIVE_INFINITY;
  const iso = (ms: number) => new Date(ms).toISOString();

  async function pairLock(email: string, ip: string, now: number): Promise<SignInLock | null> {
    const rows = await recentAttemptsOfPair(ctx.db, {
      email,
      ip,
      since: iso(now - THROTTLE_LOOKBACK_MS),
      limit: limit.freeFailures + 32,
    });
    let failures = 0;
    for (const row of rows) {
      if (Number(row.succeeded) === 1) break;
      failures += 1;
    }
    const last = rows[0];
    const delay = pairDelayMs(failures, limit);
    if (!last || delay === 0) return null;
    const liftsAt = Date.parse(last.created_at) + delay;
    return now < liftsAt ? { scope: 'account', lockedAt: last.created_at, liftsAt } : null;
  }

  async function addressLock(ip: string, now: number): Promise<SignInLock | null> {
    const window = limit.windowMinutes * MINUTE;
    const failures = await failuresOfAddress(ctx.db, { ip, since: iso(now - window) });
    if (failures.count < limit.maxFailures || !failures.oldest || !failures.newest) return null;
    return { scope: 'address', lockedAt: failures.newest, liftsAt: Date.parse(failures.oldest) + window };
  }

  /** Drops attempts older than the look-back, at most once a minute per process. */
  async function prune(): Promise<void> {
    const now = ctx.clock.now().getTime();
    if (now - lastPrune < PRUNE_EVERY_MS) return;
    lastPrune = now;
    await pruneSignInRecords(ctx.db, iso(now - THROTTLE_LOOKBACK_MS));
  }

  return {
    prune,

    /** The lock that holds this account and address now, if any (the later-lifting one of the two). */
    async lockOf(email: string, ip: string): Promise<SignInLock | null> {
      const now = ctx.clock.now().getTime();
      const [pair, address] = await Promise.all([pairLock(email, ip, now), addressLock(ip, now)]);
      if (!pair) return address;
      if (!address) return pair;
      return pair.liftsAt >= address.liftsAt ? pair : address;
    },

    /**
     * Counts a refused sign-in against its lock. Audit rows are never changed, so the count is written as
     * new rows at the 1st, 10th, 100th, ... refusal of a lock (a flood adds a handful of rows); the running
     * count stays in `sign_in_refusals`. Answers the 429 to throw.
     */
    async refuse(lock: SignInLock, email: string, context: RequestContext): Promise<AppError> {
      const now = ctx.clock.now();
      const at = now.toISOString();
      const key: RefusalKey = {
        email: lock.scope === 'address' ? '' : email.slice(0, 255),
        ip: context.ip,
        lockedAt: lock.lockedAt,
      };
      const audit = (trx: typeof ctx.db, refused: number, firstAt: string) =>
        recordAuditReturningId(trx, {
          actorId: null,
          action: 'auth.sign_in_failed',
          target: null,
          details: {
            email: email.slice(0, 255),
            reason: 'rate_limited',
            scope: lock.scope,
            refused,
            first_at: firstAt,
            last_at: at,
          },
          context,
          at,
        });
      await ctx.db.transaction().execute(async (trx) => {
        const existing = await findRefusal(trx, key);
        if (existing) {
          await countRefusal(trx, existing.id, at);
          const refused = Number(existing.refused) + 1;
          if (isCountMilestone(refused)) await audit(trx, refused, existing.first_at);
          return;
        }
        const auditId = await audit(trx, 1, at);
        await insertRefusal(trx, key, at, auditId);
      });
      await prune();
      const seconds = Math.max(1, Math.ceil((lock.liftsAt - now.getTime()) / 1000));
      const minutes = Math.ceil(seconds / 60);
      return new AppError(
        'RATE_LIMITED',
        `Too many failed sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
        { headers: { 'retry-after': String(seconds) } },
      );
    },
  };
}

/** 1, 10, 100, 1000, ...: the refusal counts of one lock that are written to the audit trail. */
export function isCountMilestone(refused: number): boolean {
  return refused >= 1 && 10 ** Math.round(Math.log10(refused)) === refused;
}

export type SignInThrottle = ReturnType<typeof signInThrottle>;
