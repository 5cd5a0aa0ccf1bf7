import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../context';
import type { Mailer, MailMessage } from '../../lib/mail';
import { body, call, createTestApp, type TestApp } from '../../test/setup';
import { retryWaitingMail } from '.';
import { MailOutbox } from './outbox';

/** A mailer whose outbox cannot be written until `broken` is switched off. */
function flakyMailer() {
  const sent: MailMessage[] = [];
  const state = { broken: true, sent };
  const mailer: Mailer = {
    async send(message) {
      if (state.broken)
        throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
      sent.push(message);
    },
  };
  return { state, mailer };
}

let t: TestApp;
const flaky = flakyMailer();

beforeAll(async () => {
  t = await createTestApp();
  (t.app.ctx as AppContext).mailer = flaky.mailer;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(t.config.dataDir, { recursive: true, force: true });
});

const alert = () =>
  t.app.ctx.bus.emit('ticket.crisis_alert', {
    ticketId: 1,
    ticketNumber: 'TKT-2026-000001',
    link: 'http://localhost:3000/tickets/1-tkt-2026-000001',
    kind: 'detected',
    source: 'ticket',
    window: 0,
    windowMinutes: 10,
    recipients: [
      { name: 'Dr. Sarah Johnson', email: 'counselor@university.edu', reason: 'on_call' },
      { name: 'Admin', email: 'admin@university.edu', reason: 'admin' },
    ],
  });

describe('crisis alert e-mails when the outbox cannot be written', () => {
  it('answers health as the contract says while all is well', async () => {
    const res = await call(t.app, null, 'GET', '/api/health');
    expect(res.statusCode).toBe(200);
    expect(body(res).data).toEqual({
      status: 'ok',
      database: process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite',
    });
  });

  it('keeps failed alerts, reports them in health, and delivers them when the disk is back', async () => {
    await alert();
    expect(flaky.state.sent).toHaveLength(0);
    const troubled = await call(t.app, null, 'GET', '/api/health');
    expect(troubled.statusCode).toBe(200);
    expect(body(troubled).data).toMatchObject({ status: 'ok' });
    const warnings = (body(troubled).data as { warnings: { component: string; message: string }[] }).warnings;
    expect(warnings).toEqual([
      {
        component: 'mail',
        message:
          '2 e-mail(s) waiting to be sent again, 0 given up; last error: ENOSPC: no space left on device, write',
      },
    ]);

    flaky.state.broken = false;
    await retryWaitingMail(t.app.ctx);
    expect(flaky.state.sent.map((m) => m.to).sort()).toEqual([
      'admin@university.edu',
      'counselor@university.edu',
    ]);
    expect(flaky.state.sent[0]!.subject).toMatch(/TKT-2026-000001/);
    const healthy = await call(t.app, null, 'GET', '/api/health');
    expect(body(healthy).data).toEqual({
      status: 'ok',
      database: process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite',
    });
  });
});

describe('the mail outbox in the database', () => {
  const message = { to: 'counselor@university.edu', subject: 'Crisis alert', text: 'Please look now.' };

  function counting(failing = false) {
    const sent: string[] = [];
    const state = { failing };
    const mailer: Mailer = {
      async send(m) {
        if (state.failing) throw new Error('SMTP server restarting');
        await new Promise((resolve) => setTimeout(resolve, 5));
        sent.push(m.to);
      },
    };
    return { sent, state, mailer };
  }

  const outboxOn = (mailer: Mailer, delays?: readonly number[]) =>
    new MailOutbox(
      () => t.db,
      () => mailer,
      t.app.log,
      () => t.clock.now(),
      delays,
    );

  it('keeps a failed e-mail across a restart, and the next server to start sends it', async () => {
    const down = counting(true);
    const before = outboxOn(down.mailer);
    expect(await before.deliver(message)).toBe(false);
    await before.close();
    const stored = await t.db.selectFrom('mail_outbox').selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ recipient: message.to, attempts: 1, abandoned_at: null });
    expect(stored[0]!.last_error).toBe('SMTP server restarting');

    // A new process: nothing is due yet (the retry waits 5 s), then the clock passes it.
    const up = counting();
    const after = outboxOn(up.mailer);
    await after.retryDue(false);
    expect(up.sent).toEqual([]);
    t.clock.advance(6_000);
    await after.retryDue(false);
    expect(up.sent).toEqual([message.to]);
    expect(await t.db.selectFrom('mail_outbox').selectAll().execute()).toEqual([]);
    await after.close();
  });

  it('sends a waiting e-mail once when two app servers look for it at the same moment', async () => {
    const first = outboxOn(counting(true).mailer);
    await first.deliver(message);
    t.clock.advance(6_000);
    const shared = counting();
    const serverA = outboxOn(shared.mailer);
    const serverB = outboxOn(shared.mailer);
    await Promise.all([serverA.retryDue(false), serverB.retryDue(false)]);
    expect(shared.sent).toEqual([message.to]);
    await Promise.all([first.close(), serverA.close(), serverB.close()]);
  });

  it('marks an e-mail abandoned after its last retry and reports it, without sending it again', async () => {
    const down = counting(true);
    const outbox = outboxOn(down.mailer, []);
    await outbox.deliver(message);
    expect(await outbox.status()).toMatchObject({
      waiting: 0,
      abandoned: 1,
      last_error: 'SMTP server restarting',
    });
    down.state.failing = false;
    await outbox.retryDue(true);
    expect(down.sent).toEqual([]);
    await t.db.deleteFrom('mail_outbox').execute();
  });

  it('sends directly when the outbox table cannot be written', async () => {
    const up = counting();
    const outbox = new MailOutbox(
      () => {
        throw new Error('database is locked');
      },
      () => up.mailer,
      t.app.log,
      () => t.clock.now(),
    );
    expect(await outbox.deliver(message)).toBe(true);
    expect(up.sent).toEqual([message.to]);
  });
});
