import type { Insertable, Selectable } from 'kysely';
import type { DB } from '../../db';
import type { SessionsTable } from '../../db/types';

export type SessionRow = Selectable<SessionsTable>;

export async function createSession(db: DB, values: Insertable<SessionsTable>): Promise<void> {
  await db.insertInto('sessions').values(values).execute();
}

export function findSessionByHash(db: DB, tokenHash: string): Promise<SessionRow | undefined> {
  return db.selectFrom('sessions').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

export async function touchSession(db: DB, id: number, at: string): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: at }).where('id', '=', id).execute();
}

export async function revokeSession(db: DB, id: number, at: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: at })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function deleteSessionsEndedBefore(db: DB, at: string): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expires_at', '<', at), eb('revoked_at', '<', at)]))
    .execute();
}

export async function recordSignInAttempt(
  db: DB,
  attempt: { email: string; ip: string; succeeded: boolean; at: string },
): Promise<void> {
  await db
    .insertInto('sign_in_attempts')
    .values({
      email: attempt.email,
      ip: attempt.ip,
      succeeded: attempt.succeeded ? 1 : 0,
      created_at: attempt.at,
    })
    .execute();
}

/** Failed sign-ins of an account or from an address since `since`: the throttle's window. */
export interface FailureWindow {
  email: string;
  ip: string;
  since: string;
}

/** Failed attempts since `since`, counted separately for the account and for the address. */
export async function countSignInFailures(
  db: DB,
  { email, ip, since }: FailureWindow,
): Promise<{ byEmail: number; byIp: number }> {
  const row = await db
    .selectFrom('sign_in_attempts')
    .select((eb) => [
      eb.fn.count<number>(eb.case().when('email', '=', email).then(1).end()).as('by_email'),
      eb.fn.count<number>(eb.case().when('ip', '=', ip).then(1).end()).as('by_ip'),
    ])
    .where('succeeded', '=', 0)
    .where('created_at', '>=', since)
    .where((eb) => eb.or([eb('email', '=', email), eb('ip', '=', ip)]))
    .executeTakeFirstOrThrow();
  return { byEmail: Number(row.by_email), byIp: Number(row.by_ip) };
}

/** The oldest failure in the window decides when the lock lifts. */
export async function oldestSignInFailureSince(
  db: DB,
  { email, ip, since }: FailureWindow,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('sign_in_attempts')
    .select('created_at')
    .where('succeeded', '=', 0)
    .where('created_at', '>=', since)
    .where((eb) => eb.or([eb('email', '=', email), eb('ip', '=', ip)]))
    .orderBy('created_at', 'asc')
    .limit(1)
    .executeTakeFirst();
  return row?.created_at;
}
