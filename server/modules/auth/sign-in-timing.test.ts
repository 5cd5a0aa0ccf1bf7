import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStudent } from '../../db/seed/factories';
import { hashGeneratedPassword, NO_PASSWORD_HASH, signInHashes } from '../../lib/password-policy';
import { hashPassword, needsRehash } from '../../lib/passwords';
import { call, createTestApp, type TestApp } from '../../test/setup';

/**
 * Sign-in must not tell accounts apart by how long it takes: an unknown e-mail, an ordinary account, a
 * bulk-imported one (light hash) and one imported without a password must all cost the same work.
 */
let t: TestApp;
const emails = { ordinary: '', imported: '', passwordless: '' };

beforeAll(async () => {
  t = await createTestApp({
    signInLimit: {
      maxFailures: 1000,
      windowMinutes: 15,
      freeFailures: 1000,
      baseDelaySeconds: 60,
      maxDelayMinutes: 15,
    },
  });
  emails.ordinary = (await buildStudent(t.db)).email;
  const imported = await buildStudent(t.db);
  await t.db
    .updateTable('users')
    .set({ password_hash: await hashGeneratedPassword('Gx7!pq2LmZ9a') })
    .where('id', '=', imported.id)
    .execute();
  emails.imported = imported.email;
  const passwordless = await buildStudent(t.db);
  await t.db
    .updateTable('users')
    .set({ password_hash: NO_PASSWORD_HASH })
    .where('id', '=', passwordless.id)
    .execute();
  emails.passwordless = passwordless.email;
});
afterAll(async () => t.close());

describe('the work a sign-in does', () => {
  it('is one full-strength and one light verification for every kind of account', async () => {
    const full = await hashPassword('Quiet-Harbour-Lantern-42');
    const light = await hashGeneratedPassword('Gx7!pq2LmZ9a');
    for (const stored of [undefined, NO_PASSWORD_HASH, full, light]) {
      const plan = await signInHashes(stored);
      expect(needsRehash(plan.full), String(stored)).toBe(false);
      expect(plan.light.startsWith('$argon2id$v=19$m=4096,t=1,p=1$'), String(stored)).toBe(true);
    }
    expect((await signInHashes(full)).full).toBe(full);
    expect((await signInHashes(light)).light).toBe(light);
  });

  it('still signs in the right password on each kind of hash, and never a password-less account', async () => {
    const ok = await call(t.app, null, 'POST', '/api/auth/login', {
      email: emails.imported,
      password: 'Gx7!pq2LmZ9a',
    });
    expect(ok.statusCode).toBe(200);
    const wrong = await call(t.app, null, 'POST', '/api/auth/login', {
      email: emails.ordinary,
      password: 'Wrong-Guess-99',
    });
    expect(wrong.statusCode).toBe(401);
    const none = await call(t.app, null, 'POST', '/api/auth/login', {
      email: emails.passwordless,
      password: '',
    });
    expect(none.statusCode).not.toBe(200);
    const noneGuess = await call(t.app, null, 'POST', '/api/auth/login', {
      email: emails.passwordless,
      password: NO_PASSWORD_HASH,
    });
    expect(noneGuess.statusCode).toBe(401);
  });

  it('takes about as long for an unknown e-mail as for imported and password-less accounts', async () => {
    const timeOf = async (email: string) => {
      const start = process.hrtime.bigint();
      const res = await call(t.app, null, 'POST', '/api/auth/login', { email, password: 'Wrong-Guess-99' });
      expect(res.statusCode).toBe(401);
      return Number(process.hrtime.bigint() - start) / 1e6;
    };
    const samples: Record<string, number[]> = { unknown: [], ordinary: [], imported: [], passwordless: [] };
    await timeOf('warm-up@university.edu');
    for (let round = 0; round < 7; round += 1) {
      samples.unknown!.push(await timeOf(`nobody${round}@university.edu`));
      samples.ordinary!.push(await timeOf(emails.ordinary));
      samples.imported!.push(await timeOf(emails.imported));
      samples.passwordless!.push(await timeOf(emails.passwordless));
    }
    const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
    const reference = median(samples.unknown!);
    // Before the fix a password-less account answered in a fifth of the time or less (25 ms vs 141 ms under
    // load); the bounds are wide so that a busy machine does not fail the test.
    for (const kind of ['ordinary', 'imported', 'passwordless']) {
      const ratio = median(samples[kind]!) / reference;
      expect(ratio, `${kind}: ${median(samples[kind]!)} ms vs ${reference} ms`).toBeGreaterThan(0.35);
      expect(ratio, `${kind}: ${median(samples[kind]!)} ms vs ${reference} ms`).toBeLessThan(2.5);
    }
  });
});
