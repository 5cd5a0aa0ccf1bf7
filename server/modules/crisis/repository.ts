import { randomBytes } from 'node:crypto';
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { DB } from '../../db';
import type { CrisisKeywordsTable } from '../../db/types';
import { contains } from '../../lib/like';

const VERSION_KEY = 'crisis_lexicon_version';

export type CrisisKeywordRow = Selectable<CrisisKeywordsTable>;

export interface CrisisKeywordFilter {
  search?: string;
  category?: string;
  severity_level?: string;
  is_active?: boolean;
}

export function listCrisisKeywords(db: DB, filter: CrisisKeywordFilter = {}) {
  let q = db
    .selectFrom('crisis_keywords')
    .selectAll()
    .orderBy('severity_weight', 'desc')
    .orderBy('keyword', 'asc');
  if (filter.search) q = q.where(contains('keyword', filter.search));
  if (filter.category) q = q.where('category', '=', filter.category);
  if (filter.severity_level) q = q.where('severity_level', '=', filter.severity_level);
  if (filter.is_active !== undefined) q = q.where('is_active', '=', filter.is_active ? 1 : 0);
  return q.execute();
}

export function activeCrisisKeywords(db: DB): Promise<CrisisKeywordRow[]> {
  return db.selectFrom('crisis_keywords').selectAll().where('is_active', '=', 1).execute();
}

/** Changes whenever a keyword is added, changed or removed: the compiled lexicon's cache key. */
export async function lexiconVersion(db: DB): Promise<string> {
  const row = await db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', VERSION_KEY)
    .executeTakeFirst();
  return row?.value ?? 'none';
}

export async function bumpLexiconVersion(db: DB, at: string): Promise<void> {
  const value = randomBytes(8).toString('hex');
  await db
    .insertInto('app_settings')
    .values({ key: VERSION_KEY, value, updated_at: at })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: at }))
    .execute();
}

export function findCrisisKeyword(db: DB, id: number) {
  return db.selectFrom('crisis_keywords').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The keyword of this text, whatever its case. */
export function findCrisisKeywordByText(db: DB, keyword: string) {
  return db
    .selectFrom('crisis_keywords')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['keyword']), '=', keyword.toLowerCase()))
    .executeTakeFirst();
}

export async function insertCrisisKeyword(db: DB, values: Insertable<CrisisKeywordsTable>): Promise<number> {
  return (await db.insertInto('crisis_keywords').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function insertCrisisKeywords(db: DB, values: Insertable<CrisisKeywordsTable>[]): Promise<void> {
  // Two servers starting together may both seed: whichever comes second adds nothing.
  for (let i = 0; i < values.length; i += 100) {
    await db
      .insertInto('crisis_keywords')
      .values(values.slice(i, i + 100))
      .onConflict((oc) => oc.column('keyword').doNothing())
      .execute();
  }
}

export async function updateCrisisKeyword(
  db: DB,
  id: number,
  values: Updateable<CrisisKeywordsTable>,
): Promise<void> {
  await db.updateTable('crisis_keywords').set(values).where('id', '=', id).execute();
}

export async function deleteCrisisKeyword(db: DB, id: number): Promise<void> {
  await db.deleteFrom('crisis_keywords').where('id', '=', id).execute();
}

export function readCrisisSetting(db: DB, key: string) {
  return db.selectFrom('app_settings').select('value').where('key', '=', key).executeTakeFirst();
}

/** Stores the setting unless it is set already. */
export async function setCrisisSettingOnce(
  db: DB,
  setting: { key: string; value: string; at: string },
): Promise<void> {
  await db
    .insertInto('app_settings')
    .values({ key: setting.key, value: setting.value, updated_at: setting.at })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}
