import { afterEach, describe, expect, it } from 'vitest';
import type { TrustProxy } from './config';
import { createTestApp, type TestApp } from './test/setup';

/**
 * Which address the hub sees for a request: a failed sign-in is audited with it (and throttled by it).
 * Without a trusted proxy, or from a peer that is not one, a client-set X-Forwarded-For is ignored.
 */
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function addressSeen(trustProxy: TrustProxy, remoteAddress: string, forwardedFor: string) {
  t = await createTestApp({ trustProxy });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { email: 'nobody@university.edu', password: 'Wrong-Password-1' },
  });
  expect(res.statusCode).toBe(401);
  const row = await t.db
    .selectFrom('audit_logs')
    .select('ip')
    .where('action', '=', 'auth.sign_in_failed')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return row.ip;
}

describe('the client address behind proxies', () => {
  it('ignores X-Forwarded-For when no proxy is trusted', async () => {
    expect(await addressSeen(false, '203.0.113.9', '1.2.3.4')).toBe('203.0.113.9');
  });

  it('ignores a spoofed X-Forwarded-For from a peer that is not a listed proxy', async () => {
    expect(await addressSeen(['10.0.0.0/8'], '203.0.113.9', '1.2.3.4')).toBe('203.0.113.9');
  });

  it('takes the address a listed proxy appended, not one the client put in front of it', async () => {
    expect(await addressSeen(['10.0.0.0/8'], '10.1.2.3', '1.2.3.4, 198.51.100.7')).toBe('198.51.100.7');
  });

  it('with one hop (TRUST_PROXY=true) takes the last forwarded address, never a client-set first one', async () => {
    expect(await addressSeen(1, '10.1.2.3', '1.2.3.4, 198.51.100.7')).toBe('198.51.100.7');
  });
});
