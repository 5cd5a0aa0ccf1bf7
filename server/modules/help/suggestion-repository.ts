import type { Insertable, Selectable, Updateable } from 'kysely';
import type { DB } from '../../db';
import type { FaqSuggestionsTable } from '../../db/types';
import { contains } from '../../lib/like';

export type SuggestionRow = Selectable<FaqSuggestionsTable> & {
  category_name: string | null;
  category_color: string | null;
  creator_name: string | null;
  creator_email: string | null;
};

export interface SuggestionFilter {
  status?: string;
  /** Text matched (case-insensitively, wildcards taken literally) in the question, answer and tags. */
  search?: string;
}

function suggestions(db: DB) {
  return db
    .selectFrom('faq_suggestions as s')
    .leftJoin('help_categories as c', 'c.id', 's.category_id')
    .leftJoin('users as u', 'u.id', 's.created_by');
}

function filtered(db: DB, filter: SuggestionFilter) {
  let query = suggestions(db);
  if (filter.status) query = query.where('s.status', '=', filter.status);
  const search = filter.search;
  if (search) {
    query = query.where((eb) =>
      eb.or(['s.question', 's.answer', 's.tags'].map((column) => contains(column, search))),
    );
  }
  return query;
}

const COLUMNS = [
  'c.name as category_name',
  'c.color as category_color',
  'u.name as creator_name',
  'u.email as creator_email',
] as const;

export function listSuggestions(db: DB, filter: SuggestionFilter, page: { limit: number; offset: number }) {
  return filtered(db, filter)
    .selectAll('s')
    .select(COLUMNS)
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countSuggestions(db: DB, filter: SuggestionFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function suggestionCounts(db: DB): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('faq_suggestions')
    .select((eb) => ['status', eb.fn.countAll<number>().as('n')])
    .groupBy('status')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.n)]));
}

export function findSuggestion(db: DB, id: number): Promise<SuggestionRow | undefined> {
  return suggestions(db).selectAll('s').select(COLUMNS).where('s.id', '=', id).executeTakeFirst();
}

export async function insertSuggestion(db: DB, values: Insertable<FaqSuggestionsTable>): Promise<number> {
  return (await db.insertInto('faq_suggestions').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateSuggestion(db: DB, id: number, values: Updateable<FaqSuggestionsTable>) {
  await db.updateTable('faq_suggestions').set(values).where('id', '=', id).execute();
}

/**
 * Moves a pending suggestion to its verdict. Conditional: of two admins deciding at the same moment, only
 * one changes the row (PostgreSQL makes the second wait on the row and then finds it no longer pending;
 * SQLite runs one writer at a time). Answers whether this call made the change.
 */
export async function decideSuggestion(
  db: DB,
  id: number,
  values: Updateable<FaqSuggestionsTable> & { status: 'approved' | 'rejected' },
): Promise<boolean> {
  const result = await db
    .updateTable('faq_suggestions')
    .set(values)
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
