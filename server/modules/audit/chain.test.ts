import { type Kysely, Migrator, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { type DB, dialectOf, migrateToLatest } from '../../db';
import { migrationProvider } from '../../db/migrations';
import { freshDatabase } from '../../test/setup';
import { type AuditEntry, recordAudit, recordAudits, verdictSentence, verifyChain } from '.';
import { entryHash, GENESIS_HASH } from './chain';

/** The hash chain of the audit trail (decision 0022): appends, the verifier, tampering, concurrency. */
const open: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of open.splice(0)) await close();
});

async function chainedDatabase(): Promise<DB> {
  const { db, drop } = await freshDatabase();
  open.push(async () => {
    await db.destroy();
    await drop();
  });
  await migrateToLatest(db);
  return db;
}

const entry = (n: number, extra: Partial<AuditEntry> = {}): AuditEntry => ({
  actorId: null,
  action: 'test.event',
  target: { type: 'thing', id: n },
  details: { n },
  context: { ip: '192.0.2.1', userAgent: 'test' },
  at: new Date(Date.UTC(2026, 10, 26, 9, 0, n)).toISOString(),
  ...extra,
});

/** Runs `work` with the triggers that refuse changes to audit rows switched off (as someone with the database's keys could). */
async function tamper(db: DB, work: () => Promise<unknown>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`alter table audit_logs disable trigger audit_logs_no_change`.execute(db);
    await work();
    await sql`alter table audit_logs enable trigger audit_logs_no_change`.execute(db);
  } else {
    await sql`drop trigger audit_logs_no_update`.execute(db);
    await sql`drop trigger audit_logs_no_delete`.execute(db);
    await work();
  }
}

const rows = (db: DB) => db.selectFrom('audit_logs').selectAll().orderBy('seq').execute();

describe('the audit hash chain', () => {
  it('links each appended entry to the one before it', async () => {
    const db = await chainedDatabase();
    await recordAudit(db, entry(1));
    await db.transaction().execute((trx) => recordAudits(trx, [entry(2), entry(3), entry(4)]));
    const stored = await rows(db);
    expect(stored.map((row) => row.seq)).toEqual([1, 2, 3, 4]);
    expect(stored[0]?.prev_hash).toBe(GENESIS_HASH);
    for (const [i, row] of stored.entries()) {
      if (i > 0) expect(row.prev_hash).toBe(stored[i - 1]?.hash);
      expect(row.hash).toBe(entryHash(row, row.seq, row.prev_hash));
    }
    const verdict = await verifyChain(db);
    expect(verdict).toMatchObject({ ok: true, entries: 4, head_hash: stored[3]?.hash });
    expect(verdictSentence(verdict)).toBe('audit chain intact (4 entries)');
  });

  it('refuses to update or delete an audit row', async () => {
    const db = await chainedDatabase();
    await recordAudit(db, entry(1));
    await expect(db.updateTable('audit_logs').set({ details: '{}' }).execute()).rejects.toThrow(
      /cannot be changed/,
    );
    await expect(db.deleteFrom('audit_logs').execute()).rejects.toThrow(/cannot be changed/);
    expect(await rows(db)).toHaveLength(1);
  });

  it('finds a changed entry', async () => {
    const db = await chainedDatabase();
    await recordAudits(
      db,
      [1, 2, 3, 4, 5].map((n) => entry(n)),
    );
    await tamper(db, () =>
      db.updateTable('audit_logs').set({ details: '{"n":99}' }).where('seq', '=', 3).execute(),
    );
    const verdict = await verifyChain(db);
    expect(verdict).toMatchObject({ ok: false, entries: 2, broken: { seq: 3, problem: 'changed' } });
    expect(verdictSentence(verdict)).toMatch(/^audit chain broken at entry 3 \(id \d+\): .*changed/);
  });

  it('finds a deleted entry', async () => {
    const db = await chainedDatabase();
    await recordAudits(
      db,
      [1, 2, 3, 4, 5].map((n) => entry(n)),
    );
    await tamper(db, () => db.deleteFrom('audit_logs').where('seq', '=', 2).execute());
    expect(await verifyChain(db)).toMatchObject({
      ok: false,
      entries: 1,
      broken: { seq: 3, problem: 'missing' },
    });
  });

  it('finds entries put in another order', async () => {
    const db = await chainedDatabase();
    await recordAudits(
      db,
      [1, 2, 3, 4, 5].map((n) => entry(n)),
    );
    await tamper(db, async () => {
      await db.updateTable('audit_logs').set({ seq: -4 }).where('seq', '=', 4).execute();
      await db.updateTable('audit_logs').set({ seq: 4 }).where('seq', '=', 2).execute();
      await db.updateTable('audit_logs').set({ seq: 2 }).where('seq', '=', -4).execute();
    });
    expect(await verifyChain(db)).toMatchObject({
      ok: false,
      entries: 1,
      broken: { seq: 2, problem: 'out_of_order' },
    });
  });

  it('keeps one valid chain when many transactions append at once', async () => {
    const db = await chainedDatabase();
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        i % 2 === 0
          ? db.transaction().execute((trx) => recordAudits(trx, [entry(i), entry(i + 100)]))
          : recordAudit(db, entry(i)),
      ),
    );
    const stored = await rows(db);
    expect(stored).toHaveLength(60);
    expect(stored.map((row) => row.seq)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    expect(await verifyChain(db)).toMatchObject({ ok: true, entries: 60 });
  });

  it('chains the rows that existed before the chain, and keeps them when their actor is deleted', async () => {
    const { db, drop } = await freshDatabase();
    open.push(async () => {
      await db.destroy();
      await drop();
    });
    const migrator = new Migrator({ db: db as Kysely<unknown>, provider: migrationProvider });
    const before = await migrator.migrateTo('0013_help_center');
    expect(before.error).toBeUndefined();
    const now = new Date().toISOString();
    const user = await db
      .insertInto('users')
      .values({
        name: 'Old Actor',
        email: 'old.actor@university.edu',
        password_hash: 'x',
        role: 'admin',
        status: 'active',
        created_at: now,
        updated_at: now,
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    for (let n = 1; n <= 3; n += 1) {
      await sql`insert into audit_logs (actor_id, action, details, created_at)
        values (${user.id}, ${'old.event'}, ${`{"n":${n}}`}, ${now})`.execute(db);
    }
    await migrateToLatest(db);
    expect(await verifyChain(db)).toMatchObject({ ok: true, entries: 3 });
    await db.deleteFrom('users').where('id', '=', user.id).execute();
    const kept = await rows(db);
    expect(kept.map((row) => row.actor_id)).toEqual([user.id, user.id, user.id]);
    await recordAudit(db, entry(4));
    expect(await verifyChain(db)).toMatchObject({ ok: true, entries: 4 });
  });
});
