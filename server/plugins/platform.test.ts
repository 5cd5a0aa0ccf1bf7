import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../db/seed';
import { authed, body, createTestApp, signIn, type TestApp } from '../test/setup';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, (app) => {
    // A route that fails the way a bug would, to prove 500s carry no internals.
    app.get('/api/__boom', { config: { public: true } }, async () => {
      throw new Error('SELECT secret FROM users WHERE password_hash = 1 at /srv/hub/server/app.ts:42');
    });
  });
  await seedDemoData(t.db);
});
afterAll(async () => t.close());

describe('GET /api/health', () => {
  it('answers ok with the database kind, signed out', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const expected = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';
    expect(body(res)).toMatchObject({
      success: true,
      status: 200,
      data: { status: 'ok', database: expected },
    });
  });
});

describe('API basics', () => {
  it('answers an unknown /api path with a 404 envelope', async () => {
    for (const url of ['/api/does-not-exist', '/api', '/api/tickets/../../etc/passwd']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(body(res)).toMatchObject({ success: false, status: 404 });
    }
    const post = await t.app.inject({ method: 'DELETE', url: '/api/auth/me' });
    expect(post.statusCode).toBe(404);
  });

  it('answers 500 with a generic message and no internals', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/__boom' });
    expect(res.statusCode).toBe(500);
    expect(body(res)).toEqual({
      success: false,
      status: 500,
      message: 'An unexpected error occurred. Please try again later.',
    });
    expect(res.body).not.toMatch(/SELECT|app\.ts|stack/);
  });

  it('sends the security headers and no-store on API answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('sends the same headers on errors', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('accepts a bearer token with surrounding garbage only in the exact form', async () => {
    const token = await signIn(t.app, 'admin@university.edu');
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', ...authed(token) })).statusCode).toBe(
      200,
    );
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Token ${token}` },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('OpenAPI', () => {
  it('publishes a document generated from the route schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/login',
        '/api/auth/demo-login',
        '/api/auth/logout',
        '/api/auth/me',
        '/api/health',
      ]),
    );
    expect(JSON.stringify(doc.paths['/api/auth/login'])).toContain('password');
  });

  it('serves a browsable reference at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });
});

describe('every API route', () => {
  it('answers 401 to a signed-out caller, except sign-in, demo sign-in, set-password links and health', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const open = new Set([
      'POST /api/auth/login',
      'POST /api/auth/demo-login',
      'POST /api/auth/set-password',
      'GET /api/health',
      'GET /api/__boom',
    ]);
    let checked = 0;
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const method of Object.keys(methods)) {
        const verb = method.toUpperCase();
        if (open.has(`${verb} ${path}`)) continue;
        const url = path.replace(/\{[^}]+\}/g, '1');
        const res = await t.app.inject({
          method: verb as 'GET',
          url,
          payload: verb === 'GET' ? undefined : {},
        });
        expect(res.statusCode, `${verb} ${path}`).toBe(401);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(20);
  });
});
