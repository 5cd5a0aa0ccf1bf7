import type { Insertable, Selectable } from 'kysely';
import type { DB } from '../../db';
import type { SessionsTable } from '../../db/types';
import type { UserRow } from '../users';

export type SessionRow = Selectable<SessionsTable>;

export async function createSession(db: DB, values: Insertable<SessionsTable>): Promise<void> {
  await db.insertInto('sessions').values(values).execute();
}

/**
 * A session by its token's hash with its account, in one statement (the check every signed-in request makes
 * when the session cache has been invalidated by a write). `user` is undefined when the account is gone.
 */
export async function findSessionWithUser(
  db: DB,
  tokenHash: string,
): Promise<{ session: SessionRow; user: UserRow | undefined } | undefined> {
  const row = await db
    .selectFrom('sessions as s')
    .leftJoin('users as u', 'u.id', 's.user_id')
    .selectAll('u')
    .select([
      's.id as s_id',
      's.token_hash as s_token_hash',
      's.user_id as s_user_id',
      's.created_at as s_created_at',
      's.last_seen_at as s_last_seen_at',
      's.expires_at as s_expires_at',
      's.ip as s_ip',
      's.user_agent as s_user_agent',
      's.revoked_at as s_revoked_at',
    ])
    .where('s.token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (row === undefined) return undefined;
  const {
    s_id,
    s_token_hash,
    s_user_id,
    s_created_at,
    s_last_seen_at,
    s_expires_at,
    s_ip,
    s_user_agent,
    s_revoked_at,
    ...user
  } = row;
  const session: SessionRow = {
    id: s_id,
    token_hash: s_token_hash,
    user_id: s_user_id,
    created_at: s_created_at,
    last_seen_at: s_last_seen_at,
    expires_at: s_expires_at,
    ip: s_ip,
    user_agent: s_user_agent,
    revoked_at: s_revoked_at,
  };
  return { session, user: user.id === null ? undefined : (user as UserRow) };
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
