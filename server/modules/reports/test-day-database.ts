import { STAFF_ROLES } from '../../../common/permissions';
import { type DB, migrateToLatest } from '../../db';
import { seedDemoData } from '../../db/seed';
import { freshDatabase } from '../../test/setup';

/** A fresh database of the suite's kind, migrated and seeded, with the ids the day-figure tests write tickets for. */
export interface DayTestDatabase {
  db: DB;
  drop: () => Promise<void>;
  categoryIds: number[];
  staffIds: number[];
  studentIds: number[];
}

export async function seededDayTestDatabase(): Promise<DayTestDatabase> {
  const { db, drop } = await freshDatabase();
  await migrateToLatest(db);
  await seedDemoData(db);
  const categoryIds = (await db.selectFrom('ticket_categories').select('id').execute()).map((r) => r.id);
  const users = await db.selectFrom('users').select(['id', 'role']).execute();
  return {
    db,
    drop,
    categoryIds,
    staffIds: users.filter((u) => (STAFF_ROLES as readonly string[]).includes(u.role)).map((u) => u.id),
    studentIds: users.filter((u) => u.role === 'student').map((u) => u.id),
  };
}
