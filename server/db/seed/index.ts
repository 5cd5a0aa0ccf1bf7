import type { DB } from '..';
import { DEMO_CATEGORIES, DEMO_USERS, seedDemoSpecializations } from './demo';
import { buildCategory, buildUser } from './factories';

/** Fills an empty database with the demo university. Returns false when data was already there. */
export async function seedDemoData(
  db: DB,
  options: { onlyIfEmpty: boolean } = { onlyIfEmpty: true },
): Promise<boolean> {
  if (options.onlyIfEmpty) {
    const existing = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
    if (existing) return false;
  }
  await db.transaction().execute(async (trx) => {
    for (const user of DEMO_USERS) await buildUser(trx, user);
    for (const category of DEMO_CATEGORIES) await buildCategory(trx, category);
    await seedDemoSpecializations(trx);
  });
  return true;
}
