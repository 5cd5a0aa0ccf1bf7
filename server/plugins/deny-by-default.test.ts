import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/setup';

/**
 * Deny by default: every API route answers 401 to a signed-out caller unless it declares itself public, and
 * the public ones are exactly the sign-in routes and the health check. A new route that forgets its guard is
 * still closed; a new public route has to be added to this list on purpose.
 */
const PUBLIC_ROUTES = [
  'GET /api/health',
  'POST /api/auth/login',
  'POST /api/auth/demo-login',
  // A set-password link from an e-mail: the 256-bit token is the credential (docs/security.md).
  'POST /api/auth/set-password',
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('API routes are signed-in only unless they declare themselves public', () => {
  it('lists exactly the public routes', () => {
    const open = t.app.apiRoutes.filter((route) => route.public).map((r) => `${r.method} ${r.url}`);
    expect(open.sort()).toEqual([...PUBLIC_ROUTES].sort());
    expect(t.app.apiRoutes.length).toBeGreaterThan(60);
  });

  it('answers 401 on every other route to a signed-out caller, before reading the body', async () => {
    const closed = t.app.apiRoutes.filter((route) => !route.public);
    for (const route of closed) {
      const url = route.url.replace(/:[A-Za-z_]+/g, '1');
      const res = await t.app.inject({
        method: route.method as 'GET',
        url,
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: { junk: true } }),
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('still answers 404 for an API path nobody serves', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
  });
});
