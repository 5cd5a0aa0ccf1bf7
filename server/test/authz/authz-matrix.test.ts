import fs from 'node:fs';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../../common/permissions';
import { SAMPLE_PLAN } from '../safety-plans';
import { authed, createDemoApp, type TestApp, type Tokens } from '../setup';
import { categoryId, multipartBody, raiseTicket, SAMPLE_FILES, userId } from '../tickets';
import { type RecordKind, ROUTES, type RouteRule } from './routes-table';

/**
 * Every route the app registers, asked signed out, as each role, on the caller's own record, someone else's
 * and a missing one, against the one table in `routes-table.ts`. Every JSON answer is also searched for
 * fields nobody may read (password hashes, token hashes) and, in students' answers, for what is staff-only.
 */
const ROLES: readonly Role[] = ['student', 'counselor', 'advisor', 'admin'];
const MISSING = 987_654;
const INTERNAL_NOTE = 'Internal: discussed with the dean, do not share with the student.';

let t: TestApp;
let tokens: Tokens;
const registered = new Set<string>();
/** Per record kind and role: the caller's own record and someone else's (undefined when there is none). */
const records = new Map<RecordKind, Partial<Record<Role, { own?: number; other?: number }>>>();
/** Every JSON answer, by who asked. */
const answers: { role: Role | 'anon'; route: string; body: unknown }[] = [];

beforeAll(async () => {
  const demo = await createDemoApp({}, undefined, {
    onRoute: ({ method, url }) => {
      for (const m of Array.isArray(method) ? method : [method]) {
        if (m !== 'HEAD' && url.startsWith('/api/')) registered.add(`${m} ${url}`);
      }
    },
  });
  t = demo.t;
  tokens = demo.tokens;
  const academic = await categoryId(t.db, 'Academic Support');
  const ids = {
    student: await userId(t.db, 'student@university.edu'),
    student2: await userId(t.db, 'student2@university.edu'),
    counselor: await userId(t.db, 'counselor@university.edu'),
    advisor: await userId(t.db, 'advisor@university.edu'),
    admin: await userId(t.db, 'admin@university.edu'),
  };
  const raise = (token: string, subject: string) =>
    raiseTicket(t.app, token, {
      subject,
      description: 'I need help planning my courses for next semester because of a timetable clash.',
      category_id: academic,
    });
  const assign = (id: number, to: number | null) =>
    t.db.updateTable('tickets').set({ assigned_to: to }).where('id', '=', id).execute();
  // Student's ticket with the counselor, student2's with nobody, student2's with the advisor.
  const mine = await raise(tokens.student, 'Course planning help');
  const theirs = await raise(tokens.student2, 'Housing deposit refund');
  const advisors = await raise(tokens.student2, 'Exchange semester credits');
  await assign(mine.id, ids.counselor);
  await assign(theirs.id, null);
  await assign(advisors.id, ids.advisor);
  // An internal note on the student's ticket, and a crisis ticket of theirs: neither may show in their answers.
  const note = await t.app.inject({
    method: 'POST',
    url: `/api/tickets/${mine.id}/responses`,
    ...authed(tokens.counselor),
    payload: { message: INTERNAL_NOTE, is_internal: true },
  });
  expect(note.statusCode, note.body).toBe(201);
  const crisis = await raiseTicket(t.app, tokens.student, {
    subject: 'I cannot go on',
    description: 'I want to kill myself tonight, I have the pills ready.',
    category_id: academic,
  });
  expect(crisis.crisis_flag).toBe(true);
  records.set('ticket', {
    student: { own: mine.id, other: theirs.id },
    counselor: { own: mine.id, other: theirs.id },
    advisor: { own: advisors.id, other: mine.id },
    admin: { own: mine.id },
  });

  // A file on the student's ticket (with the counselor) and one on student2's (with nobody).
  const withFile = async (token: string, subject: string) => {
    const form = multipartBody(
      {
        subject,
        description: 'My timetable clashes on Tuesday afternoons; the file shows both courses.',
        category_id: String(academic),
      },
      [{ name: 'timetable.pdf', content: SAMPLE_FILES.pdf, type: 'application/pdf' }],
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/tickets',
      payload: form.payload,
      headers: { ...form.headers, authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(201);
    const ticketId = res.json().data.ticket.id as number;
    const file = await t.db
      .selectFrom('ticket_attachments')
      .select('id')
      .where('ticket_id', '=', ticketId)
      .executeTakeFirstOrThrow();
    return { ticketId, fileId: file.id };
  };
  const myFile = await withFile(tokens.student, 'Timetable clash with file');
  const theirFile = await withFile(tokens.student2, 'Another timetable clash');
  await assign(myFile.ticketId, ids.counselor);
  await assign(theirFile.ticketId, null);
  records.set('attachment', {
    student: { own: myFile.fileId, other: theirFile.fileId },
    counselor: { own: myFile.fileId, other: theirFile.fileId },
    advisor: { other: myFile.fileId },
    admin: { own: myFile.fileId },
  });

  // One notification for each person.
  const notes: Record<string, number> = {};
  for (const [name, id] of Object.entries(ids)) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/notifications',
      ...authed(tokens.admin),
      payload: { user_id: id, title: `For ${name}`, message: 'Matrix notification.' },
    });
    expect(res.statusCode).toBe(201);
    const row = await t.db
      .selectFrom('notifications')
      .select('id')
      .where('user_id', '=', id)
      .where('title', '=', `For ${name}`)
      .executeTakeFirstOrThrow();
    notes[name] = row.id;
  }
  records.set('notification', {
    student: { own: notes.student, other: notes.student2 },
    counselor: { own: notes.counselor, other: notes.student },
    advisor: { own: notes.advisor, other: notes.counselor },
    admin: { own: notes.admin, other: notes.student },
  });

  // The student shares a safety plan with the counselor only.
  const plan = await t.app.inject({
    method: 'PUT',
    url: '/api/safety-plan',
    ...authed(tokens.student),
    payload: SAMPLE_PLAN,
  });
  expect(plan.statusCode, plan.body).toBeLessThan(300);
  const share = await t.app.inject({
    method: 'PUT',
    url: '/api/safety-plan/shares',
    ...authed(tokens.student),
    payload: { user_ids: [ids.counselor] },
  });
  expect(share.statusCode, share.body).toBeLessThan(300);
  records.set('shared-plan', {
    counselor: { own: ids.student, other: ids.student2 },
    advisor: { other: ids.student },
    admin: { other: ids.student },
  });
  // The student shares their check-ins; the counselor holds their appointment, the advisor nothing of theirs.
  const wellness = await t.app.inject({
    method: 'PUT',
    url: '/api/wellness/sharing',
    ...authed(tokens.student),
    payload: { shared: true },
  });
  expect(wellness.statusCode, wellness.body).toBe(200);
  records.set('shared-wellness', {
    counselor: { own: ids.student, other: ids.student2 },
    advisor: { other: ids.student },
    admin: { other: ids.student },
  });
  records.set('category', { admin: { own: academic } });
  // A published FAQ every reader may open, and the demo's draft, which the readers' routes never show.
  const faqOf = async (published: number) =>
    (
      await t.db
        .selectFrom('faqs')
        .select('id')
        .where('is_published', '=', published)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
  const [publishedFaq, draftFaq] = [await faqOf(1), await faqOf(0)];
  records.set('faq', {
    student: { own: publishedFaq, other: draftFaq },
    counselor: { own: publishedFaq, other: draftFaq },
    advisor: { own: publishedFaq, other: draftFaq },
    admin: { own: publishedFaq, other: draftFaq },
  });
  const resourceOf = async (published: number) =>
    (
      await t.db
        .selectFrom('resources')
        .select('id')
        .where('is_published', '=', published)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
  const [publishedResource, draftResource] = [await resourceOf(1), await resourceOf(0)];
  records.set('resource', {
    student: { own: publishedResource, other: draftResource },
    counselor: { own: publishedResource, other: draftResource },
    advisor: { own: publishedResource, other: draftResource },
    admin: { own: publishedResource, other: draftResource },
  });
  records.set('admin-record', {});
  // The demo's appointments: the student's with the counselor, student2's with the advisor.
  const appointmentOf = async (studentId: number) =>
    (
      await t.db
        .selectFrom('appointments')
        .select('id')
        .where('student_id', '=', studentId)
        .where('status', '=', 'upcoming')
        .orderBy('start_at')
        .executeTakeFirstOrThrow()
    ).id;
  const [studentsAppointment, student2sAppointment] = [
    await appointmentOf(ids.student),
    await appointmentOf(ids.student2),
  ];
  records.set('appointment', {
    student: { own: studentsAppointment, other: student2sAppointment },
    counselor: { own: studentsAppointment, other: student2sAppointment },
    advisor: { own: student2sAppointment, other: studentsAppointment },
    admin: { own: studentsAppointment },
  });
  // A crisis chat of the student's with the counselor, and an ended one of student2's nobody took.
  const chatOf = async (studentId: number, counselorId: number | null, status: string) =>
    (
      await t.db
        .insertInto('crisis_chats')
        .values({
          student_id: studentId,
          counselor_id: counselorId,
          status,
          anonymous: 0,
          requested_at: '2026-01-01T00:00:00.000Z',
          updated_at: '2026-01-01T00:00:00.000Z',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const [studentsChat, student2sChat] = [
    await chatOf(ids.student, ids.counselor, 'active'),
    await chatOf(ids.student2, null, 'ended'),
  ];
  records.set('crisis-chat', {
    student: { own: studentsChat, other: student2sChat },
    counselor: { own: studentsChat, other: student2sChat },
    admin: { own: studentsChat },
  });
  records.set('staff', {
    counselor: { own: ids.counselor, other: ids.advisor },
    advisor: { own: ids.advisor, other: ids.counselor },
    admin: { own: ids.counselor },
  });
}, 120_000);

afterAll(async () => {
  await t?.close();
  if (t) fs.rmSync(t.config.dataDir, { recursive: true, force: true });
});

const pathOf = (route: string) => route.slice(route.indexOf(' ') + 1);
const methodOf = (route: string) => route.slice(0, route.indexOf(' ')) as InjectOptions['method'];
const withId = (path: string, id: number) => path.replace(/:[A-Za-z]+/, String(id));
const isRead = (route: string) => route.startsWith('GET ');

async function ask(
  route: string,
  who: Role | 'anon',
  id: number | undefined,
  body: unknown,
): Promise<LightMyRequestResponse> {
  const method = methodOf(route);
  const url = id === undefined ? pathOf(route) : withId(pathOf(route), id);
  const res = await t.app.inject({
    method,
    url,
    ...(who === 'anon' ? {} : authed(tokens[who])),
    ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
  });
  if ((res.headers['content-type'] ?? '').toString().includes('application/json')) {
    if (res.statusCode < 300 && !route.includes('/api/docs'))
      answers.push({ role: who, route, body: res.json() });
  }
  return res;
}

const passes = (rule: RouteRule, role: Role) =>
  rule.who === 'public' || rule.who === 'signed-in' || rule.who.includes(role);

const writeBody = (route: string) => (isRead(route) || route.startsWith('DELETE ') ? undefined : {});

function describeStatus(res: LightMyRequestResponse) {
  return `${res.statusCode} ${res.body.slice(0, 200)}`;
}

describe('authorization matrix', () => {
  it('lists every route the app registers, and no route it does not', () => {
    const listed = new Set(Object.keys(ROUTES));
    const unlisted = [...registered].filter((route) => !listed.has(route)).sort();
    const gone = [...listed].filter((route) => !registered.has(route)).sort();
    expect(unlisted, 'routes missing from server/test/authz/routes-table.ts').toEqual([]);
    expect(gone, 'rows in routes-table.ts whose route is gone').toEqual([]);
  });

  for (const [route, rule] of Object.entries(ROUTES)) {
    describe(route, () => {
      const sample = (role: Role) => {
        if (!rule.record) return undefined;
        return records.get(rule.record)?.[role]?.own ?? MISSING;
      };

      it('signed out', async () => {
        const res = await ask(route, 'anon', rule.record ? MISSING : undefined, writeBody(route));
        if (rule.who === 'public') expect(res.statusCode, describeStatus(res)).not.toBe(401);
        else expect(res.statusCode, describeStatus(res)).toBe(401);
        expect(res.statusCode).toBeLessThan(500);
      });

      for (const role of ROLES) {
        if (!passes(rule, role)) {
          it(`${role}: refused (403)`, async () => {
            const res = await ask(route, role, sample(role), rule.valid ?? writeBody(route));
            expect(res.statusCode, describeStatus(res)).toBe(403);
          });
          continue;
        }
        if (!rule.mutates) {
          it(`${role}: ${rule.record ? 'own record' : 'allowed'}`, async () => {
            const id = rule.record ? records.get(rule.record)?.[role]?.own : undefined;
            if (rule.record && id === undefined) return;
            const res = await ask(route, role, id, writeBody(route));
            const allowed = rule.allowed ?? (isRead(route) ? [200] : [200, 201, 400, 422]);
            expect(allowed, describeStatus(res)).toContain(res.statusCode);
          });
        }
        if (rule.record) {
          it(`${role}: someone else's record (403 or 404)`, async () => {
            const id = records.get(rule.record!)?.[role]?.other;
            if (id === undefined) return;
            const res = await ask(route, role, id, rule.valid ?? writeBody(route));
            expect([403, 404], describeStatus(res)).toContain(res.statusCode);
          });
          it(`${role}: a missing record (404)`, async () => {
            const res = await ask(route, role, MISSING, rule.valid ?? writeBody(route));
            const expected =
              rule.valid !== undefined || isRead(route) || route.startsWith('DELETE ')
                ? [404]
                : [404, 400, 422];
            expect(expected, describeStatus(res)).toContain(res.statusCode);
          });
        }
      }
    });
  }
});

/** Every (path, key, value) in an answer. */
function* fields(value: unknown, path = ''): Generator<[string, string, unknown]> {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* fields(item, `${path}[${index}]`);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      yield [path, key, item];
      yield* fields(item, `${path}.${key}`);
    }
  }
}

/** Never in any answer. */
const SECRET_KEYS = new Set(['password_hash', 'password', 'token_hash', 'secret', 'session_token']);
/** Only the answers that start a session carry its token. */
const SESSION_ROUTES = new Set([
  'POST /api/auth/login',
  'POST /api/auth/demo-login',
  'POST /api/auth/set-password',
  'POST /api/auth/change-password',
]);
/** Staff-only: never in a student's answer (screening internals, workloads and ratings, internal notes). */
const STAFF_ONLY_KEYS = new Set([
  'crisis_score',
  'crisis_level',
  'crisis_lexicon',
  'matches',
  'engine_score',
  'engine_level',
  'current_workload',
  'max_workload',
  'category_max_workload',
  'expertise_rating',
  'assignment_score',
  'concern',
  'concerns',
  'possible_concern',
]);

describe('no answer carries what its reader may not see', () => {
  it('the matrix collected answers from every role', () => {
    for (const role of ROLES)
      expect(
        answers.some((a) => a.role === role),
        role,
      ).toBe(true);
    expect(
      answers.some((a) => a.role === 'student' && a.route === 'GET /api/tickets/:id'),
      "a student's own ticket",
    ).toBe(true);
  });

  it('no password or token hash, and session tokens only from the sign-in answers', () => {
    const found: string[] = [];
    for (const answer of answers) {
      for (const [path, key, value] of fields(answer.body)) {
        if (SECRET_KEYS.has(key) && value !== null && value !== undefined)
          found.push(`${answer.route} (${answer.role}): ${path}.${key}`);
        if (key === 'token' && !SESSION_ROUTES.has(answer.route))
          found.push(`${answer.route} (${answer.role}): ${path}.token`);
      }
    }
    expect(found).toEqual([]);
  });

  it('students never get screening internals, staff workloads or internal notes, even on their crisis ticket', async () => {
    const found: string[] = [];
    for (const answer of answers.filter((a) => a.role === 'student')) {
      for (const [path, key, value] of fields(answer.body)) {
        const at = `${answer.route}: ${path}.${key}`;
        if (STAFF_ONLY_KEYS.has(key)) found.push(at);
        if (key === 'detected_crisis_keywords' && !(Array.isArray(value) && value.length === 0))
          found.push(at);
        if ((key === 'is_internal' && value === true) || (key === 'visibility' && value === 'internal'))
          found.push(at);
        if (typeof value === 'string' && value.includes(INTERNAL_NOTE)) found.push(at);
      }
    }
    expect(found).toEqual([]);
  });
});
