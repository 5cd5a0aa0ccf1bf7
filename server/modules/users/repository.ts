import type { Selectable } from 'kysely';
import type { DB } from '../../db';
import type { UsersTable } from '../../db/types';

export type UserRow = Selectable<UsersTable>;

export function usersRepository(db: DB) {
  return {
    findById(id: number): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },
    findByEmail(email: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
    },
    async recordLogin(id: number, at: string): Promise<void> {
      await db.updateTable('users').set({ last_login_at: at }).where('id', '=', id).execute();
    },
  };
}
