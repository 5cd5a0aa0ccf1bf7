import type { Insertable, Selectable, Updateable } from 'kysely';
import type { DB } from '../../db';
import type { ScreeningReviewsTable } from '../../db/types';

export type ScreeningMarkRow = Selectable<ScreeningReviewsTable>;

/** A mark with the facts of its ticket: its number and words, and who may see it (tickets/policy.ts). */
export type ScreeningReviewRow = ScreeningMarkRow & {
  ticket_number: string;
  subject: string;
  description: string;
  ticket_user_id: number;
  ticket_assigned_to: number | null;
  ticket_status: string;
  ticket_crisis_flag: number;
};

export interface ScreeningReviewFilter {
  kind?: string;
  state?: 'open' | 'exported';
}

/** The person's mark on the ticket that has not been exported yet (at most one: a unique index). */
export function findOpenMark(db: DB, ticketId: number, userId: number) {
  return db
    .selectFrom('screening_reviews')
    .selectAll()
    .where('ticket_id', '=', ticketId)
    .where('marked_by', '=', userId)
    .where('exported_at', 'is', null)
    .executeTakeFirst();
}

export async function insertMark(db: DB, values: Insertable<ScreeningReviewsTable>): Promise<number> {
  return (await db.insertInto('screening_reviews').values(values).returning('id').executeTakeFirstOrThrow())
    .id;
}

export async function updateMark(db: DB, id: number, values: Updateable<ScreeningReviewsTable>) {
  await db.updateTable('screening_reviews').set(values).where('id', '=', id).execute();
}

export async function deleteMark(db: DB, id: number): Promise<void> {
  await db.deleteFrom('screening_reviews').where('id', '=', id).execute();
}

export function findMark(db: DB, id: number) {
  return db.selectFrom('screening_reviews').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

function reviews(db: DB) {
  return db
    .selectFrom('screening_reviews as r')
    .innerJoin('tickets as t', 't.id', 'r.ticket_id')
    .selectAll('r')
    .select([
      't.ticket_number',
      't.subject',
      't.description',
      't.user_id as ticket_user_id',
      't.assigned_to as ticket_assigned_to',
      't.status as ticket_status',
      't.crisis_flag as ticket_crisis_flag',
    ]);
}

function filtered(db: DB, filter: ScreeningReviewFilter) {
  let query = reviews(db);
  if (filter.kind) query = query.where('r.kind', '=', filter.kind);
  if (filter.state === 'open') query = query.where('r.exported_at', 'is', null);
  if (filter.state === 'exported') query = query.where('r.exported_at', 'is not', null);
  return query;
}

/** One page of marks, newest first. */
export function listReviews(
  db: DB,
  filter: ScreeningReviewFilter,
  page: { limit: number; offset: number },
): Promise<ScreeningReviewRow[]> {
  return filtered(db, filter)
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/** How many marks match the filter, and how many marks (of the kind filter alone) are open and exported. */
export async function countReviews(db: DB, filter: ScreeningReviewFilter) {
  let query = db
    .selectFrom('screening_reviews')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('total'),
      eb.fn.count<number | string>('exported_at').as('exported'),
    ]);
  if (filter.kind) query = query.where('kind', '=', filter.kind);
  const row = await query.executeTakeFirstOrThrow();
  const total = Number(row.total);
  const exported = Number(row.exported);
  const open = total - exported;
  const matching = filter.state === 'open' ? open : filter.state === 'exported' ? exported : total;
  return { matching, open, exported };
}

/** The marks of these ids (oldest first), or every open mark when `ids` is undefined. */
export function reviewsForExport(db: DB, ids: readonly number[] | undefined): Promise<ScreeningReviewRow[]> {
  let query = reviews(db);
  query = ids === undefined ? query.where('r.exported_at', 'is', null) : query.where('r.id', 'in', [...ids]);
  return query.orderBy('r.created_at', 'asc').orderBy('r.id', 'asc').execute();
}

/** Marks the open ones among these as exported; a mark exported before keeps its first export. */
export async function markExported(db: DB, ids: readonly number[], at: string, by: number): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('screening_reviews')
    .set({ exported_at: at, exported_by: by })
    .where('id', 'in', [...ids])
    .where('exported_at', 'is', null)
    .execute();
}
