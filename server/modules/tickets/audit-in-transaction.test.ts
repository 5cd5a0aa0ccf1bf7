import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, call, createDemoApp, type TestApp, type Tokens } from '../../test/setup';
import { categoryId, raiseTicket, TICKET_DESCRIPTION, userId } from '../../test/tickets';

/**
 * An audit row is written in the transaction of the change it records: a listener that fails after the
 * commit cannot lose it, and a change whose audit row cannot be written is not made at all.
 */
let t: TestApp;
let tokens: Tokens;
let academic: number;
let counselorId: number;
let advisorId: number;

beforeAll(async () => {
  ({ t, tokens } = await createDemoApp());
  academic = await categoryId(t.db, 'Academic Support');
  counselorId = await userId(t.db, 'counselor@university.edu');
  advisorId = await userId(t.db, 'advisor@university.edu');
  // Whatever else listens, these listeners fail on every event they hear.
  t.app.ctx.bus.on('ticket.assigned', () => {
    throw new Error('listener down');
  });
  t.app.ctx.bus.on('category.changed', () => {
    throw new Error('listener down');
  });
});
afterAll(async () => t.close());

async function newTicket(subject: string): Promise<number> {
  const ticket = await raiseTicket(t.app, tokens.student, {
    subject,
    description: TICKET_DESCRIPTION,
    category_id: academic,
  });
  return ticket.id;
}

function auditRows(action: string, targetId: number) {
  return t.db
    .selectFrom('audit_logs')
    .select(['actor_id', 'target_type', 'target_id', 'details'])
    .where('action', '=', action)
    .where('target_id', '=', targetId)
    .execute();
}

const assigneeOf = async (id: number) =>
  (await t.db.selectFrom('tickets').select('assigned_to').where('id', '=', id).executeTakeFirstOrThrow())
    .assigned_to;

/** Makes every audit insert fail while `work` runs (the table is renamed away and back). */
async function withAuditDown(work: () => Promise<void>): Promise<void> {
  await sql`alter table audit_logs rename to audit_logs_away`.execute(t.db);
  try {
    await work();
  } finally {
    await sql`alter table audit_logs_away rename to audit_logs`.execute(t.db);
  }
}

describe('with a failing listener', () => {
  it('stores an assignment and its audit row', async () => {
    const id = await newTicket('Help choosing a module');
    const adminId = await userId(t.db, 'admin@university.edu');
    const res = await call(t.app, tokens.admin, 'POST', `/api/tickets/${id}/assign`, {
      assigned_to: counselorId,
      reason: 'Knows the module',
    });
    expect(res.statusCode).toBe(200);
    expect(await assigneeOf(id)).toBe(counselorId);
    const rows = await auditRows('ticket.assigned', id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actor_id: adminId, target_type: 'ticket', target_id: id });
    expect(JSON.parse(rows[0]?.details ?? 'null')).toEqual({
      from: null,
      to: counselorId,
      reason: 'Knows the module',
    });
  });

  it('stores a bulk assignment with one audit row per ticket', async () => {
    const ids = [await newTicket('First question on fees'), await newTicket('Second question on fees')];
    const res = await call(t.app, tokens.admin, 'POST', '/api/admin/bulk-assign', {
      ticket_ids: ids,
      assigned_to: advisorId,
    });
    expect(res.statusCode).toBe(200);
    for (const id of ids) {
      expect(await assigneeOf(id)).toBe(advisorId);
      expect(await auditRows('ticket.assigned', id)).toHaveLength(1);
    }
  });

  it('stores a new category and its audit row', async () => {
    const res = await call(t.app, tokens.admin, 'POST', '/api/admin/ticket-categories', {
      name: 'Audited Category',
    });
    expect(res.statusCode).toBe(201);
    const id = (body(res).data as { category: { id: number } }).category.id;
    const rows = await auditRows('category.created', id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ target_type: 'ticket_category', target_id: id });
    expect(JSON.parse(rows[0]?.details ?? 'null')).toEqual({ name: 'Audited Category' });
  });
});

describe('when the audit row cannot be written', () => {
  it('rolls the assignment back', async () => {
    const id = await newTicket('Question about my timetable');
    await withAuditDown(async () => {
      const res = await call(t.app, tokens.admin, 'POST', `/api/tickets/${id}/assign`, {
        assigned_to: counselorId,
      });
      expect(res.statusCode).toBe(500);
    });
    expect(await assigneeOf(id)).toBeNull();
    expect(await auditRows('ticket.assigned', id)).toHaveLength(0);
    const history = await t.db
      .selectFrom('ticket_history')
      .select('id')
      .where('ticket_id', '=', id)
      .where('field', '=', 'assigned_to')
      .execute();
    expect(history).toHaveLength(0);
  });

  it('rolls a bulk assignment back as a whole', async () => {
    const ids = [await newTicket('Third question on fees'), await newTicket('Fourth question on fees')];
    await withAuditDown(async () => {
      const res = await call(t.app, tokens.admin, 'POST', '/api/admin/bulk-assign', {
        ticket_ids: ids,
        assigned_to: advisorId,
      });
      expect(res.statusCode).toBe(500);
    });
    for (const id of ids) expect(await assigneeOf(id)).toBeNull();
  });

  it('keeps a ticket an administrator tried to delete', async () => {
    const id = await newTicket('Question about my library card');
    await withAuditDown(async () => {
      const res = await call(t.app, tokens.admin, 'DELETE', `/api/tickets/${id}`, {
        reason: 'Raised twice',
        notify_user: false,
      });
      expect(res.statusCode).toBe(500);
    });
    expect(
      await t.db.selectFrom('tickets').select('id').where('id', '=', id).executeTakeFirst(),
    ).toBeDefined();
  });

  it('leaves a category unchanged', async () => {
    await withAuditDown(async () => {
      const res = await call(t.app, tokens.admin, 'PUT', `/api/admin/ticket-categories/${academic}`, {
        name: 'Renamed While Audit Is Down',
      });
      expect(res.statusCode).toBe(500);
      const created = await call(t.app, tokens.admin, 'POST', '/api/admin/ticket-categories', {
        name: 'Never Created',
      });
      expect(created.statusCode).toBe(500);
    });
    const names = (await t.db.selectFrom('ticket_categories').select('name').execute()).map((c) => c.name);
    expect(names).toContain('Academic Support');
    expect(names).not.toContain('Renamed While Audit Is Down');
    expect(names).not.toContain('Never Created');
  });
});
