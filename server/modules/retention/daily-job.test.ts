import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../db/seed';
import { body, call, createTestApp, signIn, type TestApp } from '../../test/setup';
import { userId } from '../../test/tickets';
import { RETENTION_BATCH, retentionService } from './service';
import { DAY, link, NOW, notification, past } from './test-retention';

/** The daily data clean-up (decision 0028): claimed once a day by one server, in batches, on the test clock. */
let t: TestApp;
const BASE = '/api/admin/retention';

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.db);
  t.clock.set(NOW);
});
afterAll(async () => {
  await t.close();
});

describe('the daily job', () => {
  it('runs once a day whichever server asks, and again the next day', async () => {
    const one = retentionService(t);
    const two = retentionService(t);
    t.clock.set(new Date(NOW.getTime() + DAY));
    expect(await one.runDaily('server-one')).not.toBeNull();
    expect(await two.runDaily('server-two')).toBeNull();
    expect(await one.runDaily('server-one')).toBeNull();
    const runs = await t.db.selectFrom('retention_runs').selectAll().execute();
    expect(runs).toHaveLength(1);
    expect(runs[0]!.finished_at).not.toBeNull();
    const audit = await t.db
      .selectFrom('audit_logs')
      .select(['actor_id', 'details'])
      .where('action', '=', 'retention.run')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.actor_id).toBeNull();
    expect(JSON.parse(audit.details ?? '{}')).toMatchObject({ scheduled: true });
    t.clock.set(new Date(NOW.getTime() + 2 * DAY));
    expect(await two.runDaily('server-two')).not.toBeNull();
    t.clock.set(NOW);
  });

  it('two servers asking at the same moment: one runs it', async () => {
    t.clock.set(new Date(NOW.getTime() + 5 * DAY));
    const results = await Promise.all(
      ['a', 'b', 'c'].map((name) => retentionService(t).runDaily(`server-${name}`)),
    );
    expect(results.filter((result) => result !== null)).toHaveLength(1);
    t.clock.set(NOW);
  });

  it('works through more rows than a batch holds', async () => {
    const student = await userId(t.db, 'student@university.edu');
    const rows = Array.from({ length: RETENTION_BATCH * 2 + 50 }, (_, i) => ({
      user_id: student,
      type: 'system',
      title: `Old note ${i}`,
      message: 'Something happened',
      priority: 'normal',
      link: null,
      subject_type: null,
      subject_id: null,
      read_at: past,
      created_by: null,
      created_at: past,
    }));
    for (let i = 0; i < rows.length; i += 100)
      await t.db
        .insertInto('notifications')
        .values(rows.slice(i, i + 100) as never)
        .execute();
    const result = await retentionService(t).run(null, null);
    expect(result.counts.notifications).toBe(rows.length);
    const left = await t.db
      .selectFrom('notifications')
      .select('id')
      .where('title', 'like', 'Old note %')
      .execute();
    expect(left).toHaveLength(0);
  });

  it('a failing batch leaves the committed ones audited as retention.failed, and the rest untouched', async () => {
    const note = await notification(t.db, past, past);
    const kept = await link(t.db, past);
    const postgres = t.config.databaseKind === 'postgres';
    if (postgres) {
      await sql`CREATE FUNCTION refuse_delete() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'refused'; END $$ LANGUAGE plpgsql`.execute(
        t.db,
      );
      await sql`CREATE TRIGGER refuse_link_delete BEFORE DELETE ON password_tokens FOR EACH ROW EXECUTE FUNCTION refuse_delete()`.execute(
        t.db,
      );
    } else {
      await sql`CREATE TRIGGER refuse_link_delete BEFORE DELETE ON password_tokens BEGIN SELECT RAISE(ABORT, 'refused'); END`.execute(
        t.db,
      );
    }
    try {
      await expect(retentionService(t).run(null, null)).rejects.toThrow(/refused/);
    } finally {
      await sql`DROP TRIGGER refuse_link_delete${postgres ? sql` ON password_tokens` : sql``}`.execute(t.db);
    }
    const failed = await t.db
      .selectFrom('audit_logs')
      .select('details')
      .where('action', '=', 'retention.failed')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(failed.details ?? '{}')).toMatchObject({ notifications: 1, password_links: 0 });
    expect(await t.db.selectFrom('notifications').select('id').where('id', '=', note).execute()).toHaveLength(
      0,
    );
    expect(
      await t.db.selectFrom('password_tokens').select('id').where('id', '=', kept).execute(),
    ).toHaveLength(1);
  });

  it('takes over a day whose claim was left unfinished for an hour', async () => {
    const day = new Date(NOW.getTime() + 3 * DAY);
    await t.db
      .insertInto('retention_runs')
      .values({
        day: day.toISOString().slice(0, 10),
        claimed_at: day.toISOString(),
        claimed_by: 'stopped-server',
        finished_at: null,
      })
      .execute();
    const service = retentionService(t);
    t.clock.set(new Date(day.getTime() + 30 * 60_000));
    expect(await service.runDaily('server-one')).toBeNull();
    t.clock.set(new Date(day.getTime() + 61 * 60_000));
    expect(await service.runDaily('server-one')).not.toBeNull();
    t.clock.set(NOW);
  });

  it('follows the data retention setting', async () => {
    const admin = await signIn(t.app, 'admin@university.edu');
    const res = await call(t.app, admin, 'PUT', '/api/admin/settings', { dataRetention: 30 });
    expect(res.statusCode, res.body).toBe(200);
    const preview = await call(t.app, admin, 'GET', `${BASE}/preview`);
    const data = body(preview).data as { retention_days: number; cutoff: string };
    expect(data.retention_days).toBe(30);
    expect(data.cutoff).toBe(new Date(NOW.getTime() - 30 * DAY).toISOString());
  });
});
