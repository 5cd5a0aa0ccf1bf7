import type { DB } from '../../db';

/** Revokes every live session of the account; answers how many ended. */
export async function revokeUserSessions(db: DB, userId: number, at: string): Promise<number> {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: at })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
