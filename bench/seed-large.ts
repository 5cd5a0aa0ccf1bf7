/**
 * Fills a database with a large, realistic ticket load for benchmarks:
 *   npm run seed:large -- --tickets 100000 [--database sqlite:./data/bench.sqlite]
 * Students, tickets (with responses, tags and crisis keywords) spread over the past year. Runs the
 * migrations and the demo seed first, so the demo accounts can sign in to the benchmarked server.
 */
import { parseArgs } from 'node:util';
import type { Insertable } from 'kysely';
import { ORDINARY_BODIES } from '../common/crisis/evaluation/ordinary';
import { PRIORITY_RANK, type TicketPriority } from '../common/schemas/tickets';
import { createDatabase, type DB, migrateToLatest } from '../server/db';
import { seedDemoData } from '../server/db/seed';
import { seedDemoSpecializations } from '../server/db/seed/demo';
import { passwordHashFor } from '../server/db/seed/factories';
import type { TicketResponsesTable, TicketsTable, UsersTable } from '../server/db/types';
import { searchTextOf } from '../server/modules/tickets/search';
import { analyze, seedDomains } from './seed-domains';
import { rng } from './support';

const SUBJECTS: Record<string, string[]> = {
  'Academic Support': [
    'Course registration problem',
    'Extension request for {course}',
    'Question about my {course} grade',
    'Academic probation meeting',
    'Timetable clash in {course}',
  ],
  'Mental Health & Wellbeing': [
    'Feeling overwhelmed this term',
    'Trouble sleeping before exams',
    'Would like to talk to a counselor',
    'Anxiety about presentations',
    'Homesick and lonely',
  ],
  'Crisis Support': ['I need help now', 'Not safe at home', 'Please call me back today'],
  'Financial Aid': [
    'Emergency hardship fund application',
    'Scholarship payment delayed',
    'Tuition payment plan',
    'Work-study hours question',
  ],
  'Housing & Campus Life': [
    'Roommate conflict',
    'Heating broken in {hall}',
    'Room change request',
    'Noise complaints in {hall}',
  ],
  'Career Guidance': [
    'CV review before the career fair',
    'Internship offer questions',
    'Interview practice session',
  ],
  'Technical Support': [
    'Cannot log in to the learning platform',
    'Wi-Fi drops in the library',
    'Student e-mail not syncing',
  ],
  'General Inquiry': ['Where do I get a transcript?', 'Lost student ID card', 'Parking permit question'],
};
const COURSES = [
  'Organic Chemistry',
  'Calculus II',
  'Microeconomics',
  'Data Structures',
  'World History',
  'Statistics 201',
  'Psychology 101',
];
const COUNSELOR_CATEGORIES = ['Mental Health & Wellbeing', 'Crisis Support'];
const ADVISOR_CATEGORIES = ['Academic Support', 'Financial Aid', 'Housing & Campus Life', 'Career Guidance'];
const HALLS = ['Maple Hall', 'Riverside Hall', 'North Tower', 'Cedar House'];
const CRISIS = [
  {
    text: 'Honestly I have been thinking about ending my life and I do not know who else to tell.',
    keyword: 'ending my life',
    category: 'explicit_ideation',
    level: 'critical',
    weight: 95,
  },
  {
    text: 'Everyone would be better off without me, I feel like such a burden.',
    keyword: 'better off without me',
    category: 'passive_wish',
    level: 'high',
    weight: 75,
  },
  {
    text: 'I have been cutting again and I cannot stop.',
    keyword: 'cutting',
    category: 'self_harm',
    level: 'high',
    weight: 80,
  },
];
const TAGS = [
  'first-year',
  'international',
  'follow-up',
  'exam-period',
  'accessibility',
  'financial',
  'housing',
  'urgent-callback',
];
const FIRST = [
  'Alex',
  'Sam',
  'Jordan',
  'Taylor',
  'Casey',
  'Riley',
  'Morgan',
  'Jamie',
  'Avery',
  'Quinn',
  'Maya',
  'Leo',
  'Zara',
  'Omar',
  'Hana',
  'Diego',
];
const LAST = [
  'Nguyen',
  'Smith',
  'Garcia',
  'Khan',
  'Okoro',
  'Rossi',
  'Kowalski',
  'Tanaka',
  'Murphy',
  'Silva',
  'Haddad',
  'Larsen',
];

/** A small deterministic generator so every run seeds the same data. */
async function insertUsers(db: DB, rows: Insertable<UsersTable>[]) {
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto('users')
      .values(rows.slice(i, i + 500))
      .execute();
}

async function insertResponses(db: DB, rows: Insertable<TicketResponsesTable>[]) {
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto('ticket_responses')
      .values(rows.slice(i, i + 500))
      .execute();
}

export async function seedLarge(db: DB, ticketCount: number, log: (line: string) => void = console.log) {
  await migrateToLatest(db);
  await seedDemoData(db, { onlyIfEmpty: true });
  const existing = await db
    .selectFrom('tickets')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(existing.n) >= ticketCount) {
    log(`The database already holds ${existing.n} tickets.`);
    await seedDomains(db, ticketCount, log);
    return;
  }
  const random = rng(20261122);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const now = Date.now();

  const studentCount = Math.max(50, Math.round(ticketCount / 50));
  const hash = await passwordHashFor('Password123!');
  const created = new Date(now - 400 * 86_400_000).toISOString();
  const students = Array.from({ length: studentCount }, (_, i) => ({
    name: `${pick(FIRST)} ${pick(LAST)}`,
    email: `bench.student${i}@university.edu`,
    password_hash: hash,
    role: 'student',
    status: 'active',
    student_id: `NU-B${String(i).padStart(6, '0')}`,
    created_at: created,
    updated_at: created,
  }));
  // Staff in proportion to the load, each a specialist of the categories of their role.
  const staffCount = Math.max(6, Math.round(ticketCount / 5000));
  const staff = Array.from({ length: staffCount }, (_, i) => ({
    name: `${i % 2 === 0 ? 'Dr. ' : ''}${pick(FIRST)} ${pick(LAST)}`,
    email: `bench.staff${i}@university.edu`,
    password_hash: hash,
    role: i % 2 === 0 ? 'counselor' : 'advisor',
    status: 'active',
    employee_id: `EMP-B${String(i).padStart(5, '0')}`,
    created_at: created,
    updated_at: created,
  }));
  // A larger size adds to a smaller one: the people an earlier run made are kept, only the new ones are added.
  const known = new Set(
    (await db.selectFrom('users').select('email').where('email', 'like', 'bench.%').execute()).map(
      (u) => u.email,
    ),
  );
  const isNew = (person: { email: string }) => !known.has(person.email);
  await db.transaction().execute(async (trx) => {
    await insertUsers(trx, students.filter(isNew));
    await insertUsers(trx, staff.filter(isNew));
    const levels = ['primary', 'secondary', 'backup'] as const;
    await seedDemoSpecializations(
      trx,
      staff.flatMap((person, i) =>
        !isNew(person)
          ? []
          : (person.role === 'counselor' ? COUNSELOR_CATEGORIES : ADVISOR_CATEGORIES).map((category, j) => ({
              email: person.email,
              category,
              priority_level: levels[(i + j) % levels.length]!,
              max_workload: 5 + Math.floor(random() * 21),
              expertise_rating: 2 + Math.floor(random() * 4),
              is_available: random() > 0.1,
            })),
      ),
    );
  });
  const specialists = await db
    .selectFrom('counselor_specializations')
    .select(['user_id', 'category_id'])
    .execute();
  const people = await db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'role'])
    .where('status', '=', 'active')
    .execute();
  const studentRows = people.filter((p) => p.role === 'student');
  const staffRows = people.filter((p) => p.role === 'counselor' || p.role === 'advisor');
  const categories = await db
    .selectFrom('ticket_categories')
    .select(['id', 'name', 'sla_response_hours'])
    .where('is_active', '=', 1)
    .execute();
  const expertsOf = new Map(
    categories.map((c) => [
      c.id,
      staffRows.filter((p) => specialists.some((x) => x.user_id === p.id && x.category_id === c.id)),
    ]),
  );
  log(`Seeding ${ticketCount} tickets for ${studentRows.length} students and ${staffRows.length} staff…`);

  const start = Date.now();
  const chunk = 5_000;
  let seq = Number(existing.n);
  const first = seq;
  for (let done = Number(existing.n); done < ticketCount; done += chunk) {
    const tickets: Insertable<TicketsTable>[] = [];
    const meta: { responses: number; staff: number | null; at: number }[] = [];
    for (let i = 0; i < Math.min(chunk, ticketCount - done); i += 1) {
      seq += 1;
      const category = pick(categories);
      const student = pick(studentRows);
      const crisis = random() < 0.03 ? pick(CRISIS) : null;
      // Raised over the last year in time order, as a real table fills (a window of days is neighbouring rows).
      const share = (seq - first + random()) / (ticketCount - first);
      const at = Math.min(now, now - 365 * 86_400_000 + Math.floor(share * 365 * 86_400_000));
      const status = crisis
        ? pick(['Open', 'In Progress', 'Resolved'])
        : pick(['Open', 'In Progress', 'Resolved', 'Resolved', 'Closed', 'Closed']);
      const priority: TicketPriority = crisis ? 'Urgent' : pick(['Low', 'Medium', 'Medium', 'High']);
      // Most tickets went to a specialist of their category, the rest to whoever was free.
      const experts = expertsOf.get(category.id) ?? [];
      const staff = random() < 0.75 ? pick(experts.length && random() < 0.9 ? experts : staffRows) : null;
      const subject = pick(SUBJECTS[category.name] ?? SUBJECTS['General Inquiry']!)
        .replace('{course}', pick(COURSES))
        .replace('{hall}', pick(HALLS));
      const description = `${crisis ? `${crisis.text} ` : ''}${pick(ORDINARY_BODIES)} ${pick(ORDINARY_BODIES)}`;
      const tags = random() < 0.4 ? [pick(TAGS)] : [];
      const keywords = crisis
        ? [
            {
              keyword: crisis.keyword,
              category: crisis.category,
              severity_level: crisis.level,
              weight: crisis.weight,
            },
          ]
        : [];
      const number = `TKT-${new Date(at).getUTCFullYear()}-B${String(seq).padStart(7, '0')}`;
      const responses = Math.floor(random() * 4);
      const updated = Math.min(now, at + responses * 3_600_000 * (1 + random() * 20));
      tickets.push({
        ticket_number: number,
        subject,
        description,
        category_id: category.id,
        priority,
        priority_rank: PRIORITY_RANK[priority],
        status,
        crisis_flag: crisis ? 1 : 0,
        crisis_level: crisis ? crisis.level : 'none',
        crisis_score: crisis ? crisis.weight : 0,
        detected_crisis_keywords: JSON.stringify(keywords),
        priority_score: crisis
          ? 100 + crisis.weight
          : { Low: 25, Medium: 50, High: 75, Urgent: 100 }[priority],
        user_id: student.id,
        created_by: student.id,
        assigned_to: staff?.id ?? null,
        auto_assigned: staff ? pick(['yes', 'manual']) : 'no',
        tags: JSON.stringify(tags),
        search_text: searchTextOf({
          ticket_number: number,
          subject,
          description,
          requester_name: student.name,
          requester_email: student.email,
          assignee_name: staff?.name ?? null,
          category_name: category.name,
          tags,
          keywords: keywords.map((k) => k.keyword),
        }),
        response_count: responses,
        attachment_count: 0,
        sla_deadline: new Date(at + category.sla_response_hours * 3_600_000).toISOString(),
        first_response_at:
          responses > 0 && staff ? new Date(at + 3_600_000 * (1 + random() * 30)).toISOString() : null,
        resolved_at: status === 'Resolved' || status === 'Closed' ? new Date(updated).toISOString() : null,
        closed_at: status === 'Closed' ? new Date(updated).toISOString() : null,
        created_at: new Date(at).toISOString(),
        updated_at: new Date(updated).toISOString(),
      });
      meta.push({ responses, staff: staff?.id ?? null, at });
    }
    await db.transaction().execute(async (trx) => {
      const ids: number[] = [];
      for (let i = 0; i < tickets.length; i += 400) {
        const rows = await trx
          .insertInto('tickets')
          .values(tickets.slice(i, i + 400))
          .returning('id')
          .execute();
        ids.push(...rows.map((r) => r.id));
      }
      const responses: Insertable<TicketResponsesTable>[] = [];
      ids.forEach((id, index) => {
        const m = meta[index]!;
        const owner = tickets[index]!.user_id;
        for (let r = 0; r < m.responses; r += 1) {
          const fromStaff = r % 2 === 0 && m.staff !== null;
          responses.push({
            ticket_id: id,
            user_id: fromStaff ? m.staff : owner,
            message: fromStaff
              ? 'Thanks for reaching out. Could you tell me a little more about when this started?'
              : 'Thank you, that helps. I am available on Tuesday afternoon.',
            is_internal: fromStaff && r === 2 ? 1 : 0,
            is_urgent: 0,
            created_at: new Date(m.at + (r + 1) * 3_600_000).toISOString(),
          });
        }
      });
      await insertResponses(trx, responses);
    });
    log(`  ${Math.min(done + chunk, ticketCount)} tickets (${((Date.now() - start) / 1000).toFixed(1)} s)`);
  }
  await seedDomains(db, ticketCount, log);
  await analyze(db);
}

async function main() {
  const { values } = parseArgs({
    options: { tickets: { type: 'string', default: '100000' }, database: { type: 'string' } },
  });
  const count = Number(values.tickets);
  if (!Number.isInteger(count) || count < 1 || count > 2_000_000)
    throw new Error('--tickets must be a whole number from 1 to 2000000');
  const url = values.database ?? process.env.DATABASE_URL ?? 'sqlite:./data/bench.sqlite';
  const db = createDatabase(url);
  try {
    await seedLarge(db, count);
  } finally {
    await db.destroy();
  }
}

if (process.argv[1]?.endsWith('seed-large.ts')) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
