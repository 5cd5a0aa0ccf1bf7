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
