import type { DB } from '../../db';

/** The latest sign-in attempts of one account from one address (newest first): the pair's throttle. */
export function recentAttemptsOfPair(
  db: DB,
  { email, ip, since, limit }: { email: string; ip: string; since: string; limit: number },
): Promise<{ succeeded: number; created_at: string }[]> {
  return db
    .selectFrom('sign_in_attempts')
    .select(['succeeded', 'created_at'])
    .where('email', '=', email)
    .where('ip', '=', ip)
    .where('created_at', '>=', since)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Failed attempts from an address since `since`, across accounts: their count, oldest and newest. */
export async function failuresOfAddress(
  db: DB,
  { ip, since }: { ip: string; since: string },
): Promise<{ count: number; oldest: string | null; newest: string | null }> {
  const row = await db
    .selectFrom('sign_in_attempts')
    .select((eb) => [
      eb.fn.countAll<number>().as('n'),
      eb.fn.min<string>('created_at').as('oldest'),
      eb.fn.max<string>('created_at').as('newest'),
    ])
    .where('ip', '=', ip)
    .where('succeeded', '=', 0)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), oldest: row.oldest ?? null, newest: row.newest ?? null };
}

export interface RefusalKey {
  email: string;
  ip: string;
  lockedAt: string;
}

export function findRefusal(db: DB, key: RefusalKey) {
  return db
    .selectFrom('sign_in_refusals')
    .select(['id', 'refused', 'first_at', 'audit_log_id'])
    .where('ip', '=', key.ip)
    .where('email', '=', key.email)
    .where('locked_at', '=', key.lockedAt)
    .executeTakeFirst();
}

export async function insertRefusal(
  db: DB,
  key: RefusalKey,
  at: string,
  auditLogId: number | null,
): Promise<void> {
  await db
    .insertInto('sign_in_refusals')
    .values({
      email: key.email,
      ip: key.ip,
      locked_at: key.lockedAt,
      first_at: at,
      last_at: at,
      refused: 1,
      audit_log_id: auditLogId,
    })
    .execute();
}

export async function countRefusal(db: DB, id: number, at: string): Promise<void> {
  await db
    .updateTable('sign_in_refusals')
    .set((eb) => ({ refused: eb('refused', '+', 1), last_at: at }))
    .where('id', '=', id)
    .execute();
}

/** Drops attempts and refusal counts older than `before`: the throttle never looks that far back. */
export async function pruneSignInRecords(db: DB, before: string): Promise<void> {
  await db.deleteFrom('sign_in_attempts').where('created_at', '<', before).execute();
  await db.deleteFrom('sign_in_refusals').where('last_at', '<', before).execute();
}
