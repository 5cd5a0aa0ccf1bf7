import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenText } from '../../../common/crisis';
import { HOUR } from '../../lib/clock';
import { crisisEscalation } from '../../modules/escalation/service';
import {
  body,
  call,
  createTestApp,
  freshDatabase,
  signInDemoAccounts,
  type TestApp,
  type Tokens,
} from '../../test/setup';
import { migrateToLatest } from '..';
import { seedDemoData } from '.';
import { DEMO_SPECIALIZATIONS } from './demo';
import { DEMO_TICKET_STORIES, DEMO_TICKET_STUDENTS } from './demo-tickets';

let t: TestApp;
let tokens: Tokens;
let now: Date;

const rows = () => t.db.selectFrom('tickets').selectAll().orderBy('id').execute();
const users = () => t.db.selectFrom('users').selectAll().execute();
const categories = () => t.db.selectFrom('ticket_categories').selectAll().execute();
interface TicketList {
  tickets: { subject: string; ticket_number: string; user: { email: string } }[];
}

/** The data of a successful GET. */
async function get<T>(token: string, url: string): Promise<T> {
  const res = await call(t.app, token, 'GET', url);
  expect(res.statusCode, url).toBe(200);
  return body(res).data as T;
}

const iso = (value: string | null) => (value === null ? null : Date.parse(value));

beforeAll(async () => {
  t = await createTestApp();
  now = t.clock.now();
  expect(await seedDemoData(t.db, { onlyIfEmpty: true, ticketsAt: now })).toBe(true);
  tokens = await signInDemoAccounts(t.app);
});

afterAll(async () => {
  await t?.close();
});

describe('the demo ticket history', () => {
  it('spreads about fifty tickets over every category, status and priority of the last 45 days', async () => {
    const tickets = await rows();
    expect(tickets).toHaveLength(DEMO_TICKET_STORIES.length);
    expect(tickets.length).toBeGreaterThanOrEqual(40);
    expect(tickets.length).toBeLessThanOrEqual(60);
    const ids = new Set(tickets.map((ticket) => ticket.category_id));
    for (const category of await categories()) expect(ids, category.name).toContain(category.id);
    expect(new Set(tickets.map((ticket) => ticket.status))).toEqual(
      new Set(['Open', 'In Progress', 'Resolved', 'Closed']),
    );
    expect(new Set(tickets.map((ticket) => ticket.priority))).toEqual(
      new Set(['Low', 'Medium', 'High', 'Urgent']),
    );
    const ages = tickets.map((ticket) => (now.getTime() - Date.parse(ticket.created_at)) / (24 * HOUR));
    expect(Math.min(...ages)).toBeGreaterThan(0);
    expect(Math.max(...ages)).toBeLessThanOrEqual(46);
    expect(tickets.filter((ticket) => JSON.parse(ticket.tags).length > 0).length).toBeGreaterThan(2);
  });

  it('numbers tickets as the service does, each number once', async () => {
    const tickets = await rows();
    for (const ticket of tickets) {
      const year = new Date(ticket.created_at).getUTCFullYear();
      expect(ticket.ticket_number).toBe(`TKT-${year}-${String(ticket.id).padStart(6, '0')}`);
    }
    expect(new Set(tickets.map((ticket) => ticket.ticket_number)).size).toBe(tickets.length);
    const created = tickets.map((ticket) => ticket.created_at);
    expect(created).toEqual([...created].sort());
  });

  it('adds the extra students as active student accounts', async () => {
    const all = await users();
    for (const student of DEMO_TICKET_STUDENTS) {
      const found = all.find((user) => user.email === student.email);
      expect(found, student.email).toMatchObject({ role: 'student', status: 'active' });
      expect(found?.student_id).toMatch(/^NU\d{4}-\d{4}$/);
      expect(found?.email).toMatch(/@university\.edu$/);
    }
  });

  it('assigns tickets only to active counselors and advisors, within their capacity', async () => {
    const tickets = await rows();
    const people = new Map((await users()).map((user) => [user.id, user]));
    const byName = new Map((await categories()).map((category) => [category.id, category]));
    for (const ticket of tickets) {
      const category = byName.get(ticket.category_id)!;
      if (ticket.assigned_to === null) {
        expect(ticket.auto_assigned).toBe('no');
        continue;
      }
      const assignee = people.get(ticket.assigned_to)!;
      expect(assignee.status).toBe('active');
      expect(['counselor', 'advisor']).toContain(assignee.role);
      const specialist = DEMO_SPECIALIZATIONS.some(
        (s) => s.email === assignee.email && s.category === category.name,
      );
      if (ticket.auto_assigned === 'yes') {
        expect(specialist, ticket.subject).toBe(true);
        expect(category.auto_assign === 1 || ticket.crisis_flag === 1).toBe(true);
      } else {
        expect(ticket.auto_assigned).toBe('manual');
        expect(category.auto_assign === 0 || !specialist, ticket.subject).toBe(true);
      }
    }
    for (const s of DEMO_SPECIALIZATIONS) {
      const user = [...people.values()].find((u) => u.email === s.email)!;
      const category = [...byName.values()].find((c) => c.name === s.category)!;
      const workload = tickets.filter(
        (ticket) =>
          ticket.assigned_to === user.id &&
          ticket.category_id === category.id &&
          ['Open', 'In Progress'].includes(ticket.status),
      ).length;
      expect(workload, `${s.email} in ${s.category}`).toBeLessThan(s.max_workload);
    }
    // Some active tickets wait in categories nobody specializes in, for the unassigned banner.
    const covered = new Set(DEMO_SPECIALIZATIONS.map((s) => s.category));
    const waiting = tickets.filter(
      (ticket) =>
        ticket.assigned_to === null &&
        ['Open', 'In Progress'].includes(ticket.status) &&
        !covered.has(byName.get(ticket.category_id)!.name),
    );
    expect(waiting.length).toBeGreaterThanOrEqual(2);
  });

  it('stores the screening the server computes, and gives each crisis to a counselor who acknowledged it', async () => {
    const tickets = await rows();
    const people = new Map((await users()).map((user) => [user.id, user]));
    for (const ticket of tickets) {
      const screening = screenText(`${ticket.subject}\n${ticket.description}`, {
        categoryId: ticket.category_id,
      });
      expect(ticket.crisis_flag, ticket.subject).toBe(screening.is_crisis ? 1 : 0);
      expect(ticket.crisis_level).toBe(screening.level);
      expect(ticket.crisis_score).toBe(screening.crisis_score);
      expect(JSON.parse(ticket.detected_crisis_keywords)).toEqual(
        screening.matches.map((m) => ({
          keyword: m.keyword,
          category: m.category,
          severity_level: m.severity_level,
          weight: m.weight,
        })),
      );
    }
    const crises = tickets.filter((ticket) => ticket.crisis_flag === 1);
    expect(crises.length).toBeGreaterThanOrEqual(2);
    expect(crises.length).toBeLessThanOrEqual(3);
    for (const ticket of crises) {
      expect(ticket.priority).toBe('Urgent');
      expect(people.get(ticket.assigned_to!)?.role).toBe('counselor');
      expect(ticket.auto_assigned).toBe('yes');
      expect(ticket.crisis_acknowledged_by).toBe(ticket.assigned_to);
      expect(ticket.crisis_acknowledged_by_name).toBe(people.get(ticket.assigned_to!)?.name);
      const schedule = await t.db
        .selectFrom('crisis_escalations')
        .selectAll()
        .where('ticket_id', '=', ticket.id)
        .executeTakeFirstOrThrow();
      expect(schedule).toMatchObject({
        acknowledged_at: ticket.crisis_acknowledged_at,
        next_escalation_at: null,
      });
      expect(iso(ticket.crisis_acknowledged_at)! - iso(ticket.created_at)!).toBeLessThan(10 * 60_000);
    }
    // Nothing is left for the escalation clock, however late it runs.
    t.clock.set(new Date(now.getTime() + 24 * HOUR));
    expect(await crisisEscalation(t.app.ctx).runEscalations(t.clock.now())).toBe(0);
    t.clock.set(now);
  });

  it('keeps responses, first response, resolution and history consistent', async () => {
    const tickets = await rows();
    const people = new Map((await users()).map((user) => [user.id, user]));
    const slaOf = new Map((await categories()).map((c) => [c.id, c.sla_response_hours]));
    const responses = await t.db.selectFrom('ticket_responses').selectAll().orderBy('id').execute();
    const history = await t.db.selectFrom('ticket_history').selectAll().orderBy('id').execute();
    for (const ticket of tickets) {
      const created = iso(ticket.created_at)!;
      const end = iso(ticket.resolved_at) ?? now.getTime();
      // A crisis runs on the crisis response target (default 1 hour), never its category's hours.
      const target = ticket.crisis_flag === 1 ? HOUR : slaOf.get(ticket.category_id)! * HOUR;
      expect(iso(ticket.sla_deadline)).toBe(created + target);
      const mine = responses.filter((r) => r.ticket_id === ticket.id);
      const visible = mine.filter((r) => r.is_internal === 0);
      expect(ticket.response_count, ticket.subject).toBe(visible.length);
      const staffReplies = visible.filter((r) => people.get(r.user_id!)?.role !== 'student');
      expect(ticket.first_response_at).toBe(staffReplies[0]?.created_at ?? null);
      for (const r of mine) {
        expect(iso(r.created_at)).toBeGreaterThanOrEqual(created);
        expect(iso(r.created_at)).toBeLessThanOrEqual(end);
        expect(iso(r.created_at)).toBeLessThanOrEqual(iso(ticket.updated_at)!);
        const author = people.get(r.user_id!)!;
        if (author.role === 'student') {
          expect(r.user_id).toBe(ticket.user_id);
          expect(r.is_internal).toBe(0);
          expect(screenText(r.message, { categoryId: ticket.category_id }).matches).toEqual([]);
        }
      }
      const done = ['Resolved', 'Closed'].includes(ticket.status);
      expect(ticket.resolved_at !== null, ticket.subject).toBe(done);
      expect(ticket.closed_at !== null).toBe(ticket.status === 'Closed');
      if (ticket.status !== 'Open') expect(ticket.first_response_at).not.toBeNull();
      if (done) expect(iso(ticket.resolved_at)).toBeGreaterThan(iso(ticket.first_response_at)!);
      if (ticket.closed_at) expect(iso(ticket.closed_at)).toBeGreaterThan(iso(ticket.resolved_at)!);
      expect(iso(ticket.closed_at) ?? end).toBeLessThanOrEqual(now.getTime());

      const rowsOf = history.filter((h) => h.ticket_id === ticket.id);
      expect(rowsOf[0]).toMatchObject({ field: 'created', new_value: 'Open', created_at: ticket.created_at });
      const statuses = rowsOf.filter((h) => h.field === 'status').map((h) => h.new_value);
      expect(statuses.at(-1) ?? 'Open').toBe(ticket.status);
      const assignment = rowsOf.filter((h) => h.field === 'assigned_to').at(-1);
      expect(assignment?.new_value ?? null).toBe(
        ticket.assigned_to === null ? null : people.get(ticket.assigned_to)!.name,
      );
      for (const h of rowsOf) expect(iso(h.created_at)).toBeLessThanOrEqual(iso(ticket.updated_at)!);
    }
  });

  it('is found by full-text search, and each student sees only their own tickets', async () => {
    const found = (await get<TicketList>(tokens.admin, '/api/tickets?search=Madrid')).tickets;
    expect(found.map((ticket) => ticket.subject)).toEqual(['Pre-approval of study abroad courses in Madrid']);
    const byNumber = await get<TicketList>(tokens.admin, `/api/tickets?search=${found[0]!.ticket_number}`);
    expect(byNumber.tickets).toHaveLength(1);
    // The assignee's name is searchable too.
    const byAssignee = await get<TicketList>(tokens.admin, '/api/tickets?search=Rachel%20scholarship');
    expect(byAssignee.tickets.length).toBeGreaterThan(0);

    const mine = (await get<TicketList>(tokens.student, '/api/tickets?per_page=50')).tickets;
    expect(mine.length).toBeGreaterThanOrEqual(4);
    expect(new Set(mine.map((ticket) => ticket.user.email))).toEqual(new Set(['student@university.edu']));
  });

  it('gives the dashboards and the 30-day analytics something to show', async () => {
    const { stats } = await get<{ stats: Record<string, number> }>(tokens.admin, '/api/tickets/stats');
    expect(stats.overdue).toBeGreaterThan(0);
    expect(stats.unassigned).toBeGreaterThan(0);
    expect(stats.crisis).toBeGreaterThan(0);
    const { analytics } = await get<{
      analytics: { volume_by_day: { created: number; resolved: number }[]; sla: { attainment_rate: number } };
    }>(tokens.admin, '/api/tickets/analytics?timeframe=30');
    expect(analytics.volume_by_day.filter((day) => day.created > 0).length).toBeGreaterThan(15);
    expect(analytics.volume_by_day.filter((day) => day.resolved > 0).length).toBeGreaterThan(8);
    expect(analytics.sla.attainment_rate).toBeGreaterThan(50);
    expect(analytics.sla.attainment_rate).toBeLessThan(100);
    const performance = await get<{ staff: { cases: number }[] }>(
      tokens.admin,
      '/api/admin/staff-performance',
    );
    expect(performance.staff.filter((s) => s.cases > 0).length).toBeGreaterThanOrEqual(4);
  });

  it('is left out unless asked for, so test databases start without tickets', async () => {
    const other = await freshDatabase();
    try {
      await migrateToLatest(other.db);
      expect(await seedDemoData(other.db)).toBe(true);
      const count = await other.db.selectFrom('tickets').select('id').execute();
      expect(count).toHaveLength(0);
    } finally {
      await other.db.destroy();
      await other.drop();
    }
  });
});
