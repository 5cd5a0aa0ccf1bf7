import { type Insertable, sql } from 'kysely';
import { RESOURCE_DIFFICULTIES, RESOURCE_TYPES } from '../common/schemas/resources-rules';
import { type DB, dialectOf } from '../server/db';
import type { AppointmentsTable } from '../server/db/appointment-types';
import type { ResourcesTable } from '../server/db/resource-types';
import { rebuildResourceVocabulary } from '../server/modules/resources';
import { indexColumns } from '../server/modules/resources/finder';
import { rng } from './support';

/**
 * The resource library and counseling sessions at the size of a university that holds `ticketCount` tickets
 * (called by `seedLarge`): a library of a few thousand resources with every bench student's bookmarks and
 * ratings, and a year of one-to-one sessions (past ones held, cancelled or missed, with ratings; the next two
 * months booked) plus group sessions with their seats. Adds only what an earlier, smaller run did not.
 */
export async function seedDomains(db: DB, ticketCount: number, log: (line: string) => void) {
  const random = rng(20261126);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const now = Date.now();
  const people = await db
    .selectFrom('users')
    .select(['id', 'role', 'email'])
    .where('email', 'like', 'bench.%')
    .orderBy('id')
    .execute();
  const students = people.filter((p) => p.role === 'student');
  const staff = people.filter((p) => p.role !== 'student');
  if (!students.length || !staff.length) return;
  let added = false;

  const resourceCount = Math.min(5000, Math.max(300, Math.round(ticketCount / 50)));
  const haveResources = await countWhere(db, 'resources', 'slug', 'bench-%');
  if (haveResources < resourceCount) {
    const categories = (await db.selectFrom('resource_categories').select('id').execute()).map((c) => c.id);
    const rows: Insertable<ResourcesTable>[] = [];
    for (let i = haveResources; i < resourceCount; i += 1) {
      const topic = pick(TOPICS);
      const title = `${pick(FORMS)} ${topic} ${i + 1}`;
      const description = `${pick(OPENINGS)} ${topic}. ${pick(CLOSINGS)}`;
      const tags = [topic.split(' ')[0]!.toLowerCase(), pick(TAGS)];
      const at = new Date(now - Math.floor(random() * 365) * 86_400_000).toISOString();
      const published = random() < 0.92;
      rows.push({
        slug: `bench-${i + 1}`,
        category_id: categories.length ? pick(categories) : null,
        title,
        description,
        type: pick(RESOURCE_TYPES),
        difficulty: pick(RESOURCE_DIFFICULTIES),
        external_url: `https://example.edu/library/${i + 1}`,
        duration: `${5 + Math.floor(random() * 40)} min`,
        tags: JSON.stringify(tags),
        author_name: 'Student Wellbeing Service',
        sort_order: i,
        is_published: published ? 1 : 0,
        is_featured: published && random() < 0.02 ? 1 : 0,
        published_at: published ? at : null,
        view_count: Math.floor(random() * 2000),
        created_by: null,
        ...indexColumns({ title, description, tags, author_name: 'Student Wellbeing Service' }),
        created_at: at,
        updated_at: at,
      });
    }
    await inBatches(db, rows, (trx, batch) => trx.insertInto('resources').values(batch).execute());
    log(`  ${resourceCount} library resources`);
    added = true;
  }
  const benchResources = (
    await db
      .selectFrom('resources')
      .select('id')
      .where('slug', 'like', 'bench-%')
      .where('is_published', '=', 1)
      .execute()
  ).map((r) => r.id);

  // Every bench student's bookmarks and ratings (a few each), added once per student.
  const marked = new Set(
    (await db.selectFrom('resource_bookmarks').select('user_id').distinct().execute()).map((r) => r.user_id),
  );
  const bookmarks: { user_id: number; resource_id: number; created_at: string }[] = [];
  const ratings: {
    resource_id: number;
    user_id: number;
    rating: number;
    is_recommended: number;
    created_at: string;
    updated_at: string;
  }[] = [];
  for (const student of students) {
    if (marked.has(student.id)) continue;
    const chosen = new Set(Array.from({ length: 3 + Math.floor(random() * 10) }, () => pick(benchResources)));
    for (const resource of chosen) {
      const at = new Date(now - Math.floor(random() * 300) * 86_400_000).toISOString();
      bookmarks.push({ user_id: student.id, resource_id: resource, created_at: at });
      if (random() < 0.6) {
        const rating = 1 + Math.floor(random() * 5);
        ratings.push({
          resource_id: resource,
          user_id: student.id,
          rating,
          is_recommended: rating >= 4 ? 1 : 0,
          created_at: at,
          updated_at: at,
        });
      }
    }
  }
  if (bookmarks.length) {
    await inBatches(db, bookmarks, (trx, batch) =>
      trx.insertInto('resource_bookmarks').values(batch).execute(),
    );
    await inBatches(db, ratings, (trx, batch) => trx.insertInto('resource_feedback').values(batch).execute());
    // The true averages the library shows (in tenths), as the product keeps them on every rating.
    await sql`update resources set
      rating_count = (select count(*) from resource_feedback f where f.resource_id = resources.id),
      rating_tenths = coalesce((select cast(round(avg(f.rating) * 10) as integer) from resource_feedback f
        where f.resource_id = resources.id), 0)
      where slug like 'bench-%'`.execute(db);
    await rebuildResourceVocabulary(db);
    log(`  ${bookmarks.length} bookmarks and ${ratings.length} ratings`);
    added = true;
  }

  // A year of sessions: about one per two tickets, spread over the staff and students.
  const sessionCount = Math.round(ticketCount / 2);
  const haveSessions = await countWhere(db, 'appointments', 'room', 'bench-%');
  if (haveSessions < sessionCount) {
    const sessions: Insertable<AppointmentsTable>[] = [];
    const halfHour = 1_800_000;
    const yearAgo = Math.floor((now - 365 * 86_400_000) / halfHour) * halfHour;
    const perCounselor = Math.ceil(sessionCount / staff.length);
    const gap = Math.max(8, Math.floor((425 * 48) / perCounselor)) * halfHour;
    for (let i = haveSessions; i < sessionCount; i += 1) {
      // Each counselor's k-th session at least four hours after their previous one, from a year ago to two
      // months ahead, so no two of one counselor's overlap.
      const counselor = staff[i % staff.length]!;
      const k = Math.floor(i / staff.length);
      const start = new Date(yearAgo + k * gap);
      const past = start.getTime() < now;
      const status = past
        ? pick(['completed', 'completed', 'completed', 'cancelled', 'no-show'])
        : 'upcoming';
      const duration = pick([30, 50, 60]);
      sessions.push({
        counselor_id: counselor.id,
        student_id: pick(students).id,
        type: pick(['video', 'phone', 'chat']),
        status: status === 'upcoming' && random() < 0.1 ? 'cancelled' : status,
        start_at: start.toISOString(),
        end_at: new Date(start.getTime() + duration * 60_000).toISOString(),
        duration,
        is_anonymous: random() < 0.05 ? 1 : 0,
        ticket_id: null,
        reason: pick(REASONS),
        cancel_reason: status === 'cancelled' ? 'Could not make it this week.' : null,
        cancelled_by: null,
        room: `bench-${i + 1}`,
        created_by: null,
        created_at: new Date(start.getTime() - 7 * 86_400_000).toISOString(),
        updated_at: new Date(start.getTime() - 7 * 86_400_000).toISOString(),
      });
    }
    // A later, larger size may give a counselor a time an earlier size used: PostgreSQL's no-overlap rule then
    // keeps the first (SQLite has no such rule; the schedule above keeps it true there too).
    await inBatches(db, sessions, (trx, batch) =>
      trx
        .insertInto('appointments')
        .values(batch)
        .onConflict((oc) => oc.doNothing())
        .execute(),
    );
    await sql`insert into appointment_feedback (appointment_id, rating, comment, created_at, updated_at)
      select id, 3 + (id % 3), null, end_at, end_at from appointments
      where room like 'bench-%' and status = 'completed' and id % 3 <> 0
      and not exists (select 1 from appointment_feedback f where f.appointment_id = appointments.id)`.execute(
      db,
    );
    log(`  ${sessionCount} counseling sessions`);
    added = true;
  }

  // Group sessions: two a week over the same span, each with some of the students.
  const groupCount = 120;
  const haveGroups = await countWhere(db, 'group_sessions', 'title', 'Bench group %');
  if (haveGroups < groupCount) added = true;
  for (let i = haveGroups; i < groupCount; i += 1) {
    const start = new Date(
      Math.floor((now - 365 * 86_400_000 + (i / groupCount) * 425 * 86_400_000) / 3_600_000) * 3_600_000,
    );
    const { id } = await db
      .insertInto('group_sessions')
      .values({
        counselor_id: pick(staff).id,
        title: `Bench group ${i + 1}: ${pick(TOPICS)}`,
        type: pick(['video', 'chat']),
        start_at: start.toISOString(),
        end_at: new Date(start.getTime() + 3_600_000).toISOString(),
        duration: 60,
        capacity: 12,
        created_at: new Date(start.getTime() - 14 * 86_400_000).toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const seats = new Set(Array.from({ length: 8 }, () => pick(students).id));
    await db
      .insertInto('group_session_participants')
      .values(
        [...seats].map((student_id) => ({ session_id: id, student_id, joined_at: start.toISOString() })),
      )
      .execute();
  }
  if (added) await analyze(db);
}

/** Fresh statistics for both planners; on PostgreSQL also the visibility map (index-only scans). */
export async function analyze(db: DB) {
  if (dialectOf(db) === 'postgres') await sql`VACUUM ANALYZE`.execute(db);
  else await sql`ANALYZE`.execute(db);
}

async function countWhere(
  db: DB,
  table: 'resources' | 'appointments' | 'group_sessions',
  column: string,
  like: string,
) {
  const row = await sql<{
    n: number | string;
  }>`select count(*) as n from ${sql.table(table)} where ${sql.ref(column)} like ${like}`.execute(db);
  return Number(row.rows[0]?.n ?? 0);
}

async function inBatches<T>(db: DB, rows: T[], insert: (trx: DB, batch: T[]) => Promise<unknown>) {
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.length; i += 400) await insert(trx, rows.slice(i, i + 400));
  });
}

const TOPICS = [
  'exam stress',
  'sleep routines',
  'study planning',
  'money worries',
  'homesickness',
  'grief and loss',
  'making friends',
  'procrastination',
  'panic attacks',
  'low mood',
  'time management',
  'healthy eating',
  'presentation nerves',
  'dissertation writing',
  'mindful breathing',
];
const FORMS = ['A short guide to', 'Workbook:', 'Five minutes on', 'Podcast:', 'Worksheet:', 'Talk:'];
const OPENINGS = [
  'Practical steps students can take today for',
  'What the research says, in plain words, about',
  'A calm walk-through of',
  'Exercises our counselors use for',
];
const CLOSINGS = [
  'Includes a one-page plan to print.',
  'With examples from students who tried it.',
  'Takes about ten minutes to work through.',
  'Ends with where to get more help on campus.',
];
const TAGS = ['wellbeing', 'study', 'sleep', 'money', 'anxiety', 'mindfulness', 'skills'];
const REASONS = ['Exam stress', 'Feeling low', 'Follow-up', 'Study plan', 'Family worries', 'Sleep'];
