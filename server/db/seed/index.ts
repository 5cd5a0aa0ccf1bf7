import type { DB } from '..';
import { DEMO_CATEGORIES, DEMO_USERS, seedDemoSpecializations } from './demo';
import { seedDemoHelp } from './demo-help';
import { seedDemoRecommendation, seedDemoResources } from './demo-resources';
import { seedDemoTickets } from './demo-tickets';
import { buildCategory, buildUser } from './factories';

export interface DemoSeedOptions {
  onlyIfEmpty: boolean;
  /**
   * Adds the demo ticket history, dated back from this moment, in the same transaction. Only for databases
   * a person will look at (a demo server's first start, `npm run db:seed`); tests leave it out.
   */
  ticketsAt?: Date;
}

/** Fills an empty database with the demo university. Returns false when data was already there. */
export async function seedDemoData(
  db: DB,
  options: DemoSeedOptions = { onlyIfEmpty: true },
): Promise<boolean> {
  if (options.onlyIfEmpty) {
    const existing = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
    if (existing) {
      // A demo database made before the Help Center existed gets its content once.
      const help = await db.selectFrom('help_categories').select('id').limit(1).executeTakeFirst();
      if (!help) await db.transaction().execute((trx) => seedDemoHelp(trx, options.ticketsAt ?? new Date()));
      // Likewise one made before the Resource Library.
      const library = await db.selectFrom('resource_categories').select('id').limit(1).executeTakeFirst();
      if (!library)
        await db.transaction().execute((trx) => seedDemoResources(trx, options.ticketsAt ?? new Date()));
      return false;
    }
  }
  await db.transaction().execute(async (trx) => {
    for (const user of DEMO_USERS) await buildUser(trx, user);
    for (const category of DEMO_CATEGORIES) await buildCategory(trx, category);
    await seedDemoSpecializations(trx);
    // The Help Center's content (categories, FAQs, votes, suggestions) is part of every demo university.
    await seedDemoHelp(trx, options.ticketsAt ?? new Date());
    // The Resource Library's content (categories, resources, ratings, a suggestion) likewise.
    await seedDemoResources(trx, options.ticketsAt ?? new Date());
    if (options.ticketsAt) {
      await seedDemoTickets(trx, options.ticketsAt);
      await seedDemoRecommendation(trx, options.ticketsAt);
    }
  });
  return true;
}
