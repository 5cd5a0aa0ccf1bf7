import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Integration } from '../../../common/schemas/integrations';
import { call, createDemoApp, type TestApp, type Tokens } from '../../test/setup';
import { smtpHost } from './integrations';

/** A minimal SMTP server: greets, answers EHLO and QUIT (what a connection check needs). */
function fakeSmtp(): Promise<{ port: number; close: () => Promise<void> }> {
  const server = net.createServer((socket) => {
    socket.write('220 smtp.test ESMTP\r\n');
    socket.on('data', (chunk) => {
      for (const line of chunk.toString().split('\r\n').filter(Boolean)) {
        if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
    socket.on('error', () => {});
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        port: (server.address() as net.AddressInfo).port,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    ),
  );
}

async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const byKey = (list: Integration[], key: string) => list.find((i) => i.key === key);
const integrationsOf = (res: { json: () => unknown }) =>
  (res.json() as { data: { integrations: Integration[] } }).data.integrations;

describe('GET /api/admin/integrations', () => {
  let t: TestApp;
  let tokens: Tokens;
  beforeAll(async () => {
    ({ t, tokens } = await createDemoApp());
  });
  afterAll(() => t.close());

  it('is for admins only', async () => {
    expect((await call(t.app, null, 'GET', '/api/admin/integrations')).statusCode).toBe(401);
    for (const role of ['student', 'counselor', 'advisor'] as const) {
      expect((await call(t.app, tokens[role], 'GET', '/api/admin/integrations')).statusCode).toBe(403);
    }
  });

  it('reports each integration as it really is, without SMTP configured', async () => {
    const res = await call(t.app, tokens.admin, 'GET', '/api/admin/integrations');
    expect(res.statusCode).toBe(200);
    const integrations = integrationsOf(res);
    expect(integrations.map((i) => i.key)).toEqual([
      'database',
      'email',
      'live_events',
      'calls',
      'backups',
      'sms',
    ]);
    const database = byKey(integrations, 'database');
    expect(database?.state).toBe('connected');
    expect(database?.summary).toMatch(t.config.databaseKind === 'postgres' ? /^PostgreSQL \d/ : /^SQLite \d/);
    expect(byKey(integrations, 'email')?.state).toBe('not_configured');
    expect(byKey(integrations, 'live_events')?.state).toBe('connected');
    expect(byKey(integrations, 'calls')).toMatchObject({
      state: 'not_configured',
      details: ['STUN: stun:stun.l.google.com:19302', 'TURN: none'],
    });
    // The test app takes no scheduled backups: none yet, and the card says so.
    expect(byKey(integrations, 'backups')).toMatchObject({
      state: 'failing',
      summary: 'No backup has been taken yet',
    });
    expect(byKey(integrations, 'sms')?.state).toBe('not_configured');
  });

  it('after a backup, the backups card shows it', async () => {
    expect((await call(t.app, tokens.admin, 'POST', '/api/admin/backups')).statusCode).toBe(201);
    const integrations = integrationsOf(await call(t.app, tokens.admin, 'GET', '/api/admin/integrations'));
    expect(byKey(integrations, 'backups')?.state).toBe('connected');
    expect(byKey(integrations, 'backups')?.summary).toMatch(/^Last backup \d{4}-/);
  });
});

describe('the session calls card follows the STUN/TURN settings and the TURN secret', () => {
  it('TURN set without the secret needs attention; with it, it is configured', async () => {
    const withSecret = await createDemoApp({
      turn: { secret: 'a-long-shared-secret-of-the-hub', ttlSeconds: 600 },
    });
    const without = await createDemoApp();
    try {
      for (const [app, state] of [
        [withSecret, 'configured'],
        [without, 'failing'],
      ] as const) {
        const put = await call(app.t.app, app.tokens.admin, 'PUT', '/api/admin/settings', {
          turnServers: 'turns:turn.university.edu:5349',
        });
        expect(put.statusCode).toBe(200);
        const res = await call(app.t.app, app.tokens.admin, 'GET', '/api/admin/integrations');
        const calls = byKey(integrationsOf(res), 'calls');
        expect(calls?.state).toBe(state);
        expect(JSON.stringify(calls)).not.toContain('a-long-shared-secret');
      }
    } finally {
      await Promise.all([withSecret.t.close(), without.t.close()]);
    }
  });
});

describe('the e-mail card checks the SMTP server', () => {
  it('connected when the server answers, failing (with the host, never the password) when it does not', async () => {
    const smtp = await fakeSmtp();
    const up = await createDemoApp({ mail: { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, from: 'hub@test' } });
    const down = await createDemoApp({
      mail: { smtpUrl: `smtp://hub:s3cret@127.0.0.1:${await closedPort()}`, from: 'hub@test' },
    });
    try {
      for (const [app, state] of [
        [up, 'connected'],
        [down, 'failing'],
      ] as const) {
        const res = await call(app.t.app, app.tokens.admin, 'GET', '/api/admin/integrations');
        const email = byKey(integrationsOf(res), 'email');
        expect(email?.state).toBe(state);
        expect(email?.summary).toContain('smtp://127.0.0.1:');
        expect(JSON.stringify(email)).not.toContain('s3cret');
      }
    } finally {
      await Promise.all([up.t.close(), down.t.close(), smtp.close()]);
    }
  });

  it('names the host without credentials, also for a malformed address', () => {
    expect(smtpHost('smtps://user:pw@mail.example.edu:465')).toBe('smtps://mail.example.edu:465');
    expect(smtpHost('not a url')).toBe('the configured SMTP server');
  });
});
