import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../common/schemas/auth';
import { seedDemoData } from '../../db/seed';
import { HOUR, MINUTE } from '../../lib/clock';
import { body, createTestApp, type TestApp } from '../../test/setup';
import { isCountMilestone, pairDelayMs } from './throttle';

/** Findings 3 and 6 of the security review (docs/security.md): lock-outs by others, and refusals filling the disk. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.db);
});
afterAll(async () => t.close());
beforeEach(async () => {
  await t.db.deleteFrom('sign_in_attempts').execute();
  await t.db.deleteFrom('sign_in_refusals').execute();
});

const login = (email: string, password: string, remoteAddress = '198.51.100.1', agent = 'test-agent') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    headers: { 'user-agent': agent },
    payload: { email, password },
  });

async function rowCounts() {
  const count = async (table: 'audit_logs' | 'sign_in_attempts' | 'sign_in_refusals') =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    audit: await count('audit_logs'),
    attempts: await count('sign_in_attempts'),
    refusals: await count('sign_in_refusals'),
  };
}

describe('nobody can lock another person out', () => {
  it('lets the owner in from a fresh address after wrong passwords from ten other addresses', async () => {
    for (let address = 1; address <= 10; address += 1) {
      for (let i = 0; i < 12; i += 1)
        await login('student2@university.edu', `wrong-${i}`, `203.0.113.${address}`);
    }
    // Each attacking address is held, even with the right password...
    expect((await login('student2@university.edu', DEMO_PASSWORD, '203.0.113.4')).statusCode).toBe(429);
    // ...but the owner from their own address signs in at once.
    const owner = await login('student2@university.edu', DEMO_PASSWORD, '192.0.2.77');
    expect(owner.statusCode).toBe(200);
  });

  it('makes the wait grow with each failure from the same address, and forgets after a success', async () => {
    const limit = t.config.signInLimit;
    const email = 'advisor@university.edu';
    for (let i = 0; i < limit.freeFailures; i += 1) {
      expect((await login(email, `wrong-${i}`)).statusCode).toBe(401);
    }
    const first = await login(email, DEMO_PASSWORD);
    expect(first.statusCode).toBe(429);
    expect(Number(first.headers['retry-after'])).toBe(limit.baseDelaySeconds);
    t.clock.advance(limit.baseDelaySeconds * 1000);
    expect((await login(email, 'wrong-again')).statusCode).toBe(401);
    const second = await login(email, DEMO_PASSWORD);
    expect(second.statusCode).toBe(429);
    expect(Number(second.headers['retry-after'])).toBe(2 * limit.baseDelaySeconds);
    expect(body(second).message).toBe(
      'Too many failed sign-in attempts. Please wait 2 minutes and try again.',
    );
    t.clock.advance(2 * limit.baseDelaySeconds * 1000);
    expect((await login(email, DEMO_PASSWORD)).statusCode).toBe(200);
    // After a success the address starts afresh.
    expect((await login(email, 'wrong-after')).statusCode).toBe(401);
    expect((await login(email, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('doubles the delay up to its cap', () => {
    const limit = t.config.signInLimit;
    expect(pairDelayMs(limit.freeFailures - 1, limit)).toBe(0);
    expect(pairDelayMs(limit.freeFailures, limit)).toBe(limit.baseDelaySeconds * 1000);
    expect(pairDelayMs(limit.freeFailures + 2, limit)).toBe(4 * limit.baseDelaySeconds * 1000);
    expect(pairDelayMs(limit.freeFailures + 1000, limit)).toBe(limit.maxDelayMinutes * MINUTE);
  });

  it('writes refusal counts to the audit trail at each power of ten', () => {
    const milestones = Array.from({ length: 1_000_000 }, (_, i) => i + 1).filter(isCountMilestone);
    expect(milestones).toEqual([1, 10, 100, 1_000, 10_000, 100_000, 1_000_000]);
    expect(isCountMilestone(0)).toBe(false);
  });

  it('still limits one address trying many accounts (password spraying)', async () => {
    for (let i = 0; i < t.config.signInLimit.maxFailures; i += 1) {
      await login(`spray${i}@university.edu`, 'Summer2026!', '198.51.100.50');
    }
    expect((await login('counselor@university.edu', DEMO_PASSWORD, '198.51.100.50')).statusCode).toBe(429);
    expect((await login('counselor@university.edu', DEMO_PASSWORD, '198.51.100.51')).statusCode).toBe(200);
  });
});

describe('refused sign-ins do not grow the database', () => {
  it('adds at most a handful of rows for 500 refused sign-ins from one client', async () => {
    const before = await rowCounts();
    const agent = `flood-${'x'.repeat(5000)}`;
    const statuses = new Map<number, number>();
    for (let i = 0; i < 500; i += 1) {
      const res = await login('student@university.edu', `wrong-${i}`, '198.51.100.99', agent);
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
    }
    expect(statuses.get(429)).toBeGreaterThanOrEqual(490);
    const after = await rowCounts();
    const added =
      after.audit + after.attempts + after.refusals - (before.audit + before.attempts + before.refusals);
    // 5 counted failures with their audit rows, one refusal row, and audit rows at refusals 1, 10 and 100
    // (audit rows are never updated, so the count is written at each power of ten).
    expect(added).toBeLessThanOrEqual(15);

    const refused = await t.db
      .selectFrom('audit_logs')
      .select(['details', 'user_agent'])
      .where('action', '=', 'auth.sign_in_failed')
      .where('ip', '=', '198.51.100.99')
      .where('details', 'like', '%rate_limited%')
      .orderBy('seq')
      .execute();
    expect(refused.map((row) => JSON.parse(row.details ?? '{}').refused)).toEqual([1, 10, 100]);
    expect(JSON.parse(refused[0]!.details ?? '{}')).toMatchObject({
      email: 'student@university.edu',
      reason: 'rate_limited',
    });
    const counted = await t.db
      .selectFrom('sign_in_refusals')
      .select('refused')
      .where('ip', '=', '198.51.100.99')
      .executeTakeFirstOrThrow();
    expect(Number(counted.refused)).toBe(statuses.get(429));
    expect(refused[0]!.user_agent).toHaveLength(255);
  });

  it('caps the user agent stored with every audit row and session at 255 characters', async () => {
    const res = await login('student@university.edu', DEMO_PASSWORD, '198.51.100.98', 'A'.repeat(10_000));
    expect(res.statusCode).toBe(200);
    const session = await t.db
      .selectFrom('sessions')
      .select('user_agent')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(session.user_agent).toHaveLength(255);
  });

  it('prunes attempts older than a day when the next failure is written', async () => {
    await t.db
      .insertInto('sign_in_attempts')
      .values({
        email: 'old@university.edu',
        ip: '198.51.100.97',
        succeeded: 0,
        created_at: new Date(t.clock.now().getTime() - 25 * HOUR).toISOString(),
      })
      .execute();
    t.clock.advance(2 * MINUTE); // past the once-a-minute pruning pace
    await login('nobody@university.edu', 'wrong', '198.51.100.96');
    const old = await t.db
      .selectFrom('sign_in_attempts')
      .select('id')
      .where('email', '=', 'old@university.edu')
      .execute();
    expect(old).toEqual([]);
  });
});
