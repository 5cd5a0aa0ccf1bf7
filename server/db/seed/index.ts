import type { DB } from '..';
import { DEMO_CATEGORIES, DEMO_USERS, seedDemoSpecializations } from './demo';
import { seedDemoAppointments } from './demo-appointments';
import { seedDemoGroupSessions } from './demo-group-sessions';
import { seedDemoHelp } from './demo-help';
import { seedDemoRecommendation, seedDemoResources } from './demo-resources';
import { seedDemoTickets } from './demo-tickets';
import { seedDemoWellness } from './demo-wellness';
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
      // Likewise a demo database made before appointments existed gets schedules and appointments once.
      const schedule = await db.selectFrom('staff_schedules').select('id').limit(1).executeTakeFirst();
      const demoCounselor = await db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'counselor@university.edu')
        .executeTakeFirst();
      if (!schedule && demoCounselor)
        await db.transaction().execute((trx) => seedDemoAppointments(trx, options.ticketsAt ?? new Date()));
      // Likewise one made before the group therapy screens gets its group sessions once.
      const group = await db.selectFrom('group_sessions').select('id').limit(1).executeTakeFirst();
      if (!group && demoCounselor)
        await db.transaction().execute((trx) => seedDemoGroupSessions(trx, options.ticketsAt ?? new Date()));
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
    // Every demo counselor and advisor keeps a schedule; the demo students have appointments (issue 16).
    await seedDemoAppointments(trx, options.ticketsAt ?? new Date());
    // Two group sessions to come, one nearly full (the Counseling page's Group Therapy tile).
    await seedDemoGroupSessions(trx, options.ticketsAt ?? new Date());
    // Two weeks of one student's wellness check-ins, the last two days low (the Counseling page's Wellness tab).
    await seedDemoWellness(trx, options.ticketsAt ?? new Date());
  });
  return true;
}
