import type { Insertable, Updateable } from 'kysely';
import type { DB } from '../../db';
import type { CrisisContactsTable } from '../../db/types';

/** The crisis contacts, in the order people see them. */
export function crisisContactsRepository(db: DB) {
  return {
    list(options: { activeOnly: boolean }) {
      let query = db.selectFrom('crisis_contacts').selectAll();
      if (options.activeOnly) query = query.where('is_active', '=', 1).where('value', '!=', '');
      return query.orderBy('sort_order', 'asc').orderBy('id', 'asc').execute();
    },

    find(id: number) {
      return db.selectFrom('crisis_contacts').selectAll().where('id', '=', id).executeTakeFirst();
    },

    count: async () =>
      Number(
        (
          await db
            .selectFrom('crisis_contacts')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),

    async nextSortOrder(): Promise<number> {
      const row = await db
        .selectFrom('crisis_contacts')
        .select((eb) => eb.fn.max('sort_order').as('top'))
        .executeTakeFirst();
      return Number(row?.top ?? 0) + 1;
    },

    async insert(values: Insertable<CrisisContactsTable>): Promise<number> {
      const row = await db
        .insertInto('crisis_contacts')
        .values(values)
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async update(id: number, values: Updateable<CrisisContactsTable>): Promise<void> {
      await db.updateTable('crisis_contacts').set(values).where('id', '=', id).execute();
    },

    async remove(id: number): Promise<void> {
      await db.deleteFrom('crisis_contacts').where('id', '=', id).execute();
    },
  };
}
