import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SystemInfo } from '../../../common/schemas/reports';
import { LATEST_MIGRATION } from '../../db/migrations';
import { body, call, createDemoApp, type TestApp, type Tokens } from '../../test/setup';
import { categoryId, closeTicketSuite, raiseTicket } from '../../test/tickets';

let t: TestApp;
let tokens: Tokens;

beforeAll(async () => {
  ({ t, tokens } = await createDemoApp());
});
afterAll(async () => closeTicketSuite(t));

const systemOf = (res: { json: () => unknown }) =>
  (res.json() as { data: { system: SystemInfo } }).data.system;

describe('GET /api/admin/system', () => {
  it('returns 401 when signed out', async () => {
    expect((await call(t.app, null, 'GET', '/api/admin/system')).statusCode).toBe(401);
  });

  it.each(['student', 'counselor', 'advisor'] as const)('returns 403 for a %s', async (role) => {
    expect((await call(t.app, tokens[role], 'GET', '/api/admin/system')).statusCode).toBe(403);
  });

  it('gives the real figures of this server', async () => {
    const academic = await categoryId(t.db, 'Academic Support');
    const ticket = await raiseTicket(t.app, tokens.student, {
      subject: 'Counting tickets',
      description: 'A ticket that the system figures should count exactly once.',
      category_id: academic,
    });
    await t.db
      .insertInto('ticket_attachments')
      .values({
        ticket_id: ticket.id,
        response_id: null,
        user_id: null,
        original_name: 'notes.txt',
        stored_name: 'ab'.repeat(16),
        file_type: 'text/plain',
        file_size: 1234,
        sha256: '0'.repeat(64),
        created_at: t.clock.now().toISOString(),
      })
      .execute();
    const stored = path.join(t.config.dataDir, 'attachments', 'ab', 'ab'.repeat(16));
    fs.mkdirSync(path.dirname(stored), { recursive: true });
    fs.writeFileSync(stored, 'x'.repeat(1234));

    const res = await call(t.app, tokens.admin, 'GET', '/api/admin/system');
    expect(res.statusCode).toBe(200);
    expect(body(res).message).toBe('System information retrieved successfully');
    const system = systemOf(res);
    expect(system.database.kind).toBe(t.config.databaseKind === 'sqlite' ? 'sqlite' : 'postgresql');
    expect(system.database.size_bytes).toBeGreaterThan(0);
    expect(system.database.last_migration?.name).toBe(LATEST_MIGRATION);
    expect(Number.isNaN(Date.parse(system.database.last_migration?.applied_at ?? ''))).toBe(false);
    expect(system.tickets).toEqual({ total: 1, crisis: 0 });
    expect(system.attachments).toEqual({ count: 1, size_bytes: 1234 });
    expect(system.storage).toEqual({ data_dir: t.config.dataDir, attachments_bytes: 1234 });
    expect(system.version).toBe(JSON.parse(fs.readFileSync('package.json', 'utf8')).version);
    expect(system.node_version).toBe(process.version);
    expect(Math.abs(Date.parse(system.started_at) - t.clock.now().getTime())).toBeLessThan(60_000);
  });

  it('counts uptime on the clock', async () => {
    const before = systemOf(await call(t.app, tokens.admin, 'GET', '/api/admin/system'));
    t.clock.advance(90_000);
    const after = systemOf(await call(t.app, tokens.admin, 'GET', '/api/admin/system'));
    expect(after.started_at).toBe(before.started_at);
    expect(after.uptime_seconds - before.uptime_seconds).toBe(90);
  });

  it('gives the same uptime as the admin dashboard’s system overview', async () => {
    const overviewUptime = async () =>
      (
        (await call(t.app, tokens.admin, 'GET', '/api/admin/system-overview')).json() as {
          data: { overview: { uptime_seconds: number } };
        }
      ).data.overview.uptime_seconds;
    t.clock.advance(3_600_000);
    const system = systemOf(await call(t.app, tokens.admin, 'GET', '/api/admin/system'));
    expect(system.uptime_seconds).toBeGreaterThanOrEqual(3600);
    expect(await overviewUptime()).toBe(system.uptime_seconds);
  });
});
