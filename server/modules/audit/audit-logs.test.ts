import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_MESSAGES } from '../../../common/schemas/audit';
import { dialectOf } from '../../db';
import { body, call, createDemoApp, type TestApp, type Tokens } from '../../test/setup';
import { recordAudit } from '.';

/** GET /api/admin/audit-logs, /options, /verify and /export (issue 18, "Audit trail"). */
let t: TestApp;
let tokens: Tokens;
let categoryId: number;
let adminId: number;
const BASE = '/api/admin/audit-logs';

beforeAll(async () => {
  ({ t, tokens } = await createDemoApp());
  const category = await t.db
    .selectFrom('ticket_categories')
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  categoryId = Number(category.id);
  const admin = await t.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'admin@university.edu')
    .executeTakeFirstOrThrow();
  adminId = Number(admin.id);
  const renamed = await call(t.app, tokens.admin, 'PUT', `/api/admin/ticket-categories/${categoryId}`, {
    description: 'Help with courses, deadlines and exams.',
  });
  expect(renamed.statusCode).toBe(200);
  await recordAudit(t.db, {
    actorId: adminId,
    action: 'test.formula',
    target: { type: 'thing', id: 7 },
    details: { note: '=HYPERLINK("http://evil.example")' },
    context: { ip: '192.0.2.9', userAgent: '@agent' },
    at: '2020-01-02T10:00:00.000Z',
  });
});
afterAll(async () => t.close());

describe('who may read the audit log', () => {
  for (const path of [BASE, `${BASE}/options`, `${BASE}/verify`, `${BASE}/export`]) {
    it(`answers 401 signed out and 403 to students and staff at ${path}`, async () => {
      expect((await call(t.app, null, 'GET', path)).statusCode).toBe(401);
      for (const role of ['student', 'counselor', 'advisor'] as const) {
        expect((await call(t.app, tokens[role], 'GET', path)).statusCode).toBe(403);
      }
      expect((await call(t.app, tokens.admin, 'GET', path)).statusCode).toBe(200);
    });
  }
  it('has no route that changes or deletes an entry', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST'] as const) {
      const res = await call(t.app, tokens.admin, method, `${BASE}/1`, {});
      expect(res.statusCode).toBe(404);
    }
  });
});

describe('GET /api/admin/audit-logs', () => {
  it('lists entries newest first with the person, record, time, address and details', async () => {
    const res = await call(t.app, tokens.admin, 'GET', `${BASE}?action=category.updated`);
    expect(res.statusCode).toBe(200);
    const data = body(res).data as { entries: Record<string, unknown>[]; pagination: { total: number } };
    expect(data.pagination.total).toBe(1);
    expect(data.entries[0]).toMatchObject({
      action: 'category.updated',
      actor: { id: adminId, name: expect.any(String), role: 'admin' },
      record_type: 'ticket_category',
      record_id: categoryId,
      details: expect.objectContaining({ description: expect.anything() }),
      hash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
  });

  it('filters by person, record and period, and pages', async () => {
    const byRecord = body(
      await call(t.app, tokens.admin, 'GET', `${BASE}?record_type=thing&record_id=7&actor_id=${adminId}`),
    ).data as { entries: { action: string }[] };
    expect(byRecord.entries.map((e) => e.action)).toEqual(['test.formula']);
    const inPeriod = body(await call(t.app, tokens.admin, 'GET', `${BASE}?from=2020-01-02&to=2020-01-02`))
      .data as { entries: { action: string }[] };
    expect(inPeriod.entries.map((e) => e.action)).toEqual(['test.formula']);
    const empty = body(await call(t.app, tokens.admin, 'GET', `${BASE}?from=2019-01-01&to=2019-12-31`))
      .data as { entries: unknown[]; pagination: { total: number } };
    expect(empty).toMatchObject({ entries: [], pagination: { total: 0 } });
    const all = body(await call(t.app, tokens.admin, 'GET', `${BASE}?action=all&per_page=2&page=2`)).data as {
      entries: unknown[];
      pagination: { current_page: number; per_page: number; total: number };
    };
    expect(all.entries).toHaveLength(2);
    expect(all.pagination).toMatchObject({ current_page: 2, per_page: 2 });
    expect(all.pagination.total).toBeGreaterThanOrEqual(7);
  });

  it('answers 422 with the messages for bad filters, never a crash', async () => {
    const cases: [string, string, string][] = [
      ['actor_id=abc', 'actor_id', AUDIT_MESSAGES.actor],
      ['actor_id=-1', 'actor_id', AUDIT_MESSAGES.actor],
      ['record_id=1e3', 'record_id', AUDIT_MESSAGES.recordId],
      [`action=${'a'.repeat(101)}`, 'action', AUDIT_MESSAGES.action],
      [`record_type=${'r'.repeat(51)}`, 'record_type', AUDIT_MESSAGES.recordType],
      ['from=yesterday', 'from', AUDIT_MESSAGES.from],
      ['to=2026-02-31T25:00:00Z', 'to', AUDIT_MESSAGES.to],
      ['from=2026-03-02&to=2026-03-01', 'to', AUDIT_MESSAGES.period],
      ['page=0', 'page', 'Page must be at least 1'],
      ['per_page=101', 'per_page', 'Per page must be between 1 and 100'],
    ];
    for (const [query, field, message] of cases) {
      const res = await call(t.app, tokens.admin, 'GET', `${BASE}?${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(body(res).errors?.[field], query).toEqual([message]);
      expect((await call(t.app, tokens.admin, 'GET', `${BASE}/export?${query}`)).statusCode).toBe(
        field === 'page' || field === 'per_page' ? 200 : 422,
      );
    }
  });
});

describe('GET /api/admin/audit-logs/options', () => {
  it('names the actions, record types and people of the log', async () => {
    const data = body(await call(t.app, tokens.admin, 'GET', `${BASE}/options`)).data as {
      actions: string[];
      record_types: string[];
      actors: { id: number }[];
    };
    expect(data.actions).toEqual(
      expect.arrayContaining(['auth.sign_in', 'category.updated', 'test.formula']),
    );
    expect(data.record_types).toEqual(expect.arrayContaining(['ticket_category', 'thing']));
    expect(data.actors.map((a) => a.id)).toContain(adminId);
  });
});

describe('GET /api/admin/audit-logs/export', () => {
  it('sends the filtered entries as CSV with formulas neutralised, and audits the export', async () => {
    const res = await call(t.app, tokens.admin, 'GET', `${BASE}/export?action=test.formula`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'id,seq,when,person_id,person,action,record_type,record_id,ip,user_agent,details,hash',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`'@agent`);
    expect(lines[1]).not.toMatch(/,=|,"=/);
    const exported = await t.db
      .selectFrom('audit_logs')
      .selectAll()
      .where('action', '=', 'audit.exported')
      .orderBy('seq', 'desc')
      .executeTakeFirstOrThrow();
    expect(exported.actor_id).toBe(adminId);
    expect(JSON.parse(exported.details ?? '{}')).toEqual({ filters: { action: 'test.formula' }, entries: 1 });
  });

  it('sends only the header when nothing matches', async () => {
    const res = await call(t.app, tokens.admin, 'GET', `${BASE}/export?action=nothing.here`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(
      'id,seq,when,person_id,person,action,record_type,record_id,ip,user_agent,details,hash\r\n',
    );
  });
});

describe('GET /api/admin/audit-logs/verify', () => {
  it('reports an intact chain, then the first broken link after tampering', async () => {
    const ok = await call(t.app, tokens.admin, 'GET', `${BASE}/verify`);
    expect(ok.statusCode).toBe(200);
    const verification = (body(ok).data as { verification: { ok: boolean; entries: number } }).verification;
    expect(verification).toMatchObject({ ok: true });
    expect(body(ok).message).toBe(`audit chain intact (${verification.entries} entries)`);

    const target = await t.db
      .selectFrom('audit_logs')
      .select(['id', 'seq'])
      .where('action', '=', 'test.formula')
      .executeTakeFirstOrThrow();
    if (dialectOf(t.db) === 'postgres') {
      await sql`alter table audit_logs disable trigger audit_logs_no_change`.execute(t.db);
    } else {
      await sql`drop trigger audit_logs_no_update`.execute(t.db);
    }
    await t.db.updateTable('audit_logs').set({ ip: '203.0.113.1' }).where('id', '=', target.id).execute();
    const broken = await call(t.app, tokens.admin, 'GET', `${BASE}/verify`);
    expect(broken.statusCode).toBe(200);
    expect(body(broken).data).toMatchObject({
      verification: { ok: false, broken: { seq: target.seq, id: target.id, problem: 'changed' } },
    });
    expect(body(broken).message).toMatch(new RegExp(`^audit chain broken at entry ${target.seq} `));
  });
});
