import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../context';
import type { Mailer, MailMessage } from '../../lib/mail';
import { body, call, createTestApp, type TestApp } from '../../test/setup';
import { retryWaitingMail } from '.';

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
