import type { DB } from '../../db';

/** The stored rows of `app_settings` whose keys are given (key -> text). */
export async function readSettingRows(db: DB, keys: readonly string[]): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('app_settings')
    .select(['key', 'value'])
    .where('key', 'in', [...keys])
    .execute();
  return new Map(rows.map((row) => [row.key, row.value]));
}

export async function writeSettingRow(db: DB, key: string, value: string, at: string): Promise<void> {
  await db
    .insertInto('app_settings')
    .values({ key, value, updated_at: at })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: at }))
    .execute();
}
