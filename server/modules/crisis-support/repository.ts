import type { Insertable, Updateable } from 'kysely';
import type { DB } from '../../db';
import type { CrisisContactsTable } from '../../db/types';

/** The crisis contacts, in the order people see them. */
export function listCrisisContacts(db: DB, options: { activeOnly: boolean }) {
  let query = db.selectFrom('crisis_contacts').selectAll();
  if (options.activeOnly) query = query.where('is_active', '=', 1).where('value', '!=', '');
  return query.orderBy('sort_order', 'asc').orderBy('id', 'asc').execute();
}

export function findCrisisContact(db: DB, id: number) {
  return db.selectFrom('crisis_contacts').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function countCrisisContacts(db: DB): Promise<number> {
  const row = await db
    .selectFrom('crisis_contacts')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The sort order that puts a new contact last. */
export async function nextContactSortOrder(db: DB): Promise<number> {
  const row = await db
    .selectFrom('crisis_contacts')
    .select((eb) => eb.fn.max('sort_order').as('top'))
    .executeTakeFirst();
  return Number(row?.top ?? 0) + 1;
}

export async function insertCrisisContact(db: DB, values: Insertable<CrisisContactsTable>): Promise<number> {
  const row = await db.insertInto('crisis_contacts').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateCrisisContact(
  db: DB,
  id: number,
  values: Updateable<CrisisContactsTable>,
): Promise<void> {
  await db.updateTable('crisis_contacts').set(values).where('id', '=', id).execute();
}

export async function deleteCrisisContact(db: DB, id: number): Promise<void> {
  await db.deleteFrom('crisis_contacts').where('id', '=', id).execute();
}
