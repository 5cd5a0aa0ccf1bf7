import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { WRITTEN_LANGUAGES } from '../../../common/crisis/types';
import { body, call, createDemoApp, type TestApp, type Tokens } from '../../test/setup';
import type { RaisedTicket } from '../../test/tickets';
import { CALM, CRISIS, markUrl, SPANISH_CRISIS, ticketFor } from './test-tickets';

let t: TestApp;
let tokens: Tokens;
let calm: RaisedTicket;
let crisis: RaisedTicket;
let spanish: RaisedTicket;

const LIST = '/api/admin/screening-reviews';
const EXPORT = '/api/admin/screening-reviews/export';

/** The case shape the held-out rounds are checked against (common/crisis/evaluation/held-out/index.ts). */
const heldOutCase = z
  .object({
    text: z.string().min(1),
    label: z.enum(['risky', 'harmless']),
    level: z.enum(['medium', 'high', 'critical']).nullable(),
    kind: z.string().min(1),
    language: z.enum(WRITTEN_LANGUAGES),
  })
  .strict();

type Review = {
  id: number;
  ticket_id: number;
  ticket_number: string;
  kind: string;
  level: string | null;
  note: string | null;
  engine_level: string;
  engine_score: number;
  marked_by: { name: string; role: string };
  state: string;
  ticket: { subject: string; description: string } | null;
};
type ListData = { reviews: Review[]; pagination: { total: number; last_page: number }; counts: object };
const listOf = async (query = '') => {
  const res = await call(t.app, tokens.admin, 'GET', `${LIST}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return body(res).data as ListData;
};

beforeAll(async () => {
  ({ t, tokens } = await createDemoApp());
  const raise = (subject: string, description: string) =>
    ticketFor(t, tokens, {
      token: tokens.student,
      subject,
      description,
      assignee: 'counselor@university.edu',
    });
  calm = await raise('Timetable clash', CALM);
  crisis = await raise('Exam timetable question', CRISIS);
  spanish = await raise('Problema con mi horario', SPANISH_CRISIS);
  const mark = async (token: string, ticketId: number, payload: object) => {
    const res = await call(t.app, token, 'PUT', markUrl(ticketId), payload);
    if (res.statusCode !== 201) throw new Error(`marking failed: ${res.body}`);
    t.clock.advance(60_000);
  };
  await mark(tokens.counselor, calm.id, {
    kind: 'missed_crisis',
    level: 'high',
    note: '<b>gave her cat away</b>',
  });
  await mark(tokens.counselor, crisis.id, { kind: 'false_alarm' });
  await mark(tokens.admin, spanish.id, { kind: 'false_alarm', note: 'Song lyrics' });
});
afterAll(async () => t.close());

describe('screening review calls: who may', () => {
  it.each([
    ['GET', LIST],
    ['POST', EXPORT],
  ] as const)('%s %s: 401 signed out, 403 for everyone but admins', async (method, url) => {
    expect((await call(t.app, null, method, url, method === 'POST' ? {} : undefined)).statusCode).toBe(401);
    for (const role of ['student', 'student2', 'counselor', 'advisor'] as const) {
      const res = await call(t.app, tokens[role], method, url, method === 'POST' ? {} : undefined);
      expect(res.statusCode, role).toBe(403);
    }
    const open = await t.db
      .selectFrom('screening_reviews')
      .select('id')
      .where('exported_at', 'is', null)
      .execute();
    expect(open).toHaveLength(3);
  });
});

describe('GET /api/admin/screening-reviews', () => {
  it('lists every mark newest first, with the engine’s figures, the marker, the note and the ticket’s words', async () => {
    const data = await listOf();
    expect(data.counts).toEqual({ open: 3, exported: 0 });
    expect(data.pagination.total).toBe(3);
    expect(data.reviews.map((r) => r.ticket_id)).toEqual([spanish.id, crisis.id, calm.id]);
    const missed = data.reviews[2]!;
    expect(missed).toMatchObject({
      ticket_number: calm.ticket_number,
      kind: 'missed_crisis',
      level: 'high',
      engine_level: 'none',
      engine_score: 0,
      note: '<b>gave her cat away</b>',
      marked_by: { role: 'counselor' },
      state: 'open',
      ticket: { subject: 'Timetable clash', description: CALM },
    });
    const flagged = data.reviews[1]!;
    expect(flagged).toMatchObject({ kind: 'false_alarm', level: null, marked_by: { role: 'counselor' } });
    expect(flagged.engine_score).toBeGreaterThan(0);
  });

  it('filters by kind and by open or exported, and pages', async () => {
    const missed = await listOf('?kind=missed_crisis');
    expect(missed.reviews.map((r) => r.ticket_id)).toEqual([calm.id]);
    expect((await listOf('?kind=false_alarm&state=open')).reviews).toHaveLength(2);
    expect((await listOf('?state=exported')).reviews).toEqual([]);
    expect((await listOf('?kind=all&state=')).reviews).toHaveLength(3);
    const page = await listOf('?per_page=1&page=2');
    expect(page.reviews.map((r) => r.ticket_id)).toEqual([crisis.id]);
    expect(page.pagination).toMatchObject({ total: 3, last_page: 3 });
  });

  it('answers 422 for bad filters', async () => {
    for (const [query, field, message] of [
      ['?kind=maybe', 'kind', 'Choose missed crisis or false alarm'],
      ['?state=closed', 'state', 'State must be open or exported'],
      ['?per_page=500', 'per_page', 'Per page must be between 1 and 100'],
      ['?page=0', 'page', 'Page must be at least 1'],
    ] as const) {
      const res = await call(t.app, tokens.admin, 'GET', `${LIST}${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(body(res).errors?.[field]).toContain(message);
    }
  });
});

describe('POST /api/admin/screening-reviews/export', () => {
  it('answers 422 for bad or unknown selections', async () => {
    for (const [payload, message] of [
      [{ ids: [0] }, 'Invalid mark selected'],
      [{ ids: [999_999] }, 'Some selected marks no longer exist'],
      [{ ids: Array.from({ length: 501 }, (_, i) => i + 1) }, 'Export at most 500 marks at once'],
    ] as const) {
      const res = await call(t.app, tokens.admin, 'POST', EXPORT, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(422);
      expect(JSON.stringify(body(res).errors)).toContain(message);
    }
    // Wrong JSON types are a malformed request (the contract's 400), with the field's message.
    for (const ids of ['all', ['abc']]) {
      const res = await call(t.app, tokens.admin, 'POST', EXPORT, { ids });
      expect(res.statusCode).toBe(400);
      expect(body(res).errors).toBeDefined();
    }
  });

  it('downloads the selected marks as held-out cases and marks them exported', async () => {
    const [first] = (await listOf('?kind=missed_crisis')).reviews;
    const res = await call(t.app, tokens.admin, 'POST', EXPORT, { ids: [first!.id] });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="screening-review-cases-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.json"/,
    );
    const cases = z.array(heldOutCase).parse(res.json());
    expect(cases).toEqual([
      {
        text: `Timetable clash\n${CALM}`,
        label: 'risky',
        level: 'high',
        kind: 'missed-crisis',
        language: 'en',
      },
    ]);
    const after = await listOf();
    expect(after.counts).toEqual({ open: 2, exported: 1 });
    expect(after.reviews.find((r) => r.id === first!.id)?.state).toBe('exported');
    const audit = await t.db
      .selectFrom('audit_logs')
      .select(['action', 'details'])
      .where('action', '=', 'screening_mark.exported')
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('downloads every open mark when none is selected, with the detected language, then has none left', async () => {
    const res = await call(t.app, tokens.admin, 'POST', EXPORT);
    expect(res.statusCode).toBe(200);
    const cases = z.array(heldOutCase).parse(res.json());
    expect(cases).toEqual([
      {
        text: `Exam timetable question\n${CRISIS}`,
        label: 'harmless',
        level: null,
        kind: 'false-alarm',
        language: 'en',
      },
      {
        text: `Problema con mi horario\n${SPANISH_CRISIS}`,
        label: 'harmless',
        level: null,
        kind: 'false-alarm',
        language: 'es',
      },
    ]);
    expect((await listOf('?state=exported')).reviews).toHaveLength(3);
    const none = await call(t.app, tokens.admin, 'POST', EXPORT, {});
    expect(none.statusCode).toBe(422);
    expect(body(none).errors?.ids).toEqual(['There are no open marks to export']);
  });

  it('downloads exported marks again when selected, and lets their marker mark the ticket afresh', async () => {
    const exported = (await listOf('?state=exported')).reviews;
    const again = await call(t.app, tokens.admin, 'POST', EXPORT, { ids: exported.map((r) => r.id) });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toHaveLength(3);
    // An exported mark is closed: the counselor's next mark on that ticket is a new open one.
    const next = await call(t.app, tokens.counselor, 'PUT', markUrl(calm.id), {
      kind: 'missed_crisis',
      level: 'critical',
    });
    expect(next.statusCode).toBe(201);
    expect((await listOf()).counts).toEqual({ open: 1, exported: 3 });
  });
});

describe('the OpenAPI document', () => {
  it('describes the screening routes like the others', async () => {
    const doc = (await call(t.app, null, 'GET', '/api/docs/json')).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(doc.paths['/api/tickets/{id}/screening-mark'] ?? {}).sort()).toEqual([
      'delete',
      'get',
      'put',
    ]);
    expect(doc.paths['/api/admin/screening-reviews']?.get).toBeDefined();
    expect(JSON.stringify(doc.paths['/api/admin/screening-reviews/export'])).toContain('language');
  });
});
