import type { DB } from '../../db';

/** The sessions table as other modules need it: ending every session of an account. */
export function sessionsRepository(db: DB) {
  return {
    /** Revokes every live session of the account; answers how many ended. */
    async revokeUserSessions(userId: number, at: string): Promise<number> {
      const result = await db
        .updateTable('sessions')
        .set({ revoked_at: at })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}
