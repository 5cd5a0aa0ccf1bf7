import type { Insertable, Selectable } from 'kysely';
import type { DB } from '../../db';
import type { SessionsTable } from '../../db/types';

export type SessionRow = Selectable<SessionsTable>;

export function authRepository(db: DB) {
  return {
    async createSession(values: Insertable<SessionsTable>): Promise<void> {
      await db.insertInto('sessions').values(values).execute();
    },
    findSessionByHash(tokenHash: string): Promise<SessionRow | undefined> {
      return db.selectFrom('sessions').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
    },
    async touchSession(id: number, at: string): Promise<void> {
      await db.updateTable('sessions').set({ last_seen_at: at }).where('id', '=', id).execute();
    },
    async revokeSession(id: number, at: string): Promise<void> {
      await db
        .updateTable('sessions')
        .set({ revoked_at: at })
        .where('id', '=', id)
        .where('revoked_at', 'is', null)
        .execute();
    },
    async deleteSessionsEndedBefore(at: string): Promise<void> {
      await db
        .deleteFrom('sessions')
        .where((eb) => eb.or([eb('expires_at', '<', at), eb('revoked_at', '<', at)]))
        .execute();
    },
    async recordAttempt(email: string, ip: string, succeeded: boolean, at: string): Promise<void> {
      await db
        .insertInto('sign_in_attempts')
        .values({ email, ip, succeeded: succeeded ? 1 : 0, created_at: at })
        .execute();
    },
    /** Failed attempts since `since`, counted separately for the account and for the address. */
    async countFailures(
      email: string,
      ip: string,
      since: string,
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
    },
    /** The oldest failure in the window decides when the lock lifts. */
    async oldestFailureSince(email: string, ip: string, since: string): Promise<string | undefined> {
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
    },
  };
}
