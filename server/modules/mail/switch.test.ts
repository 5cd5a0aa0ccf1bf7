import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../context';
import type { Mailer, MailMessage } from '../../lib/mail';
import { call, createDemoApp, type TestApp, type Tokens } from '../../test/setup';
import { deliverMail } from '.';

/** The E-mail notifications setting: off, notification e-mails stop; crisis alerts and account e-mails go on. */
let t: TestApp;
let tokens: Tokens;
const sent: MailMessage[] = [];
const mailer: Mailer = {
  async send(message) {
    sent.push(message);
  },
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

beforeAll(async () => {
  ({ t, tokens } = await createDemoApp());
  (t.app.ctx as AppContext).mailer = mailer;
});
afterAll(() => t.close());

describe('e-mail notifications switch', () => {
  it('on (the default): a notification e-mail is sent', async () => {
    sent.length = 0;
    expect(
      await deliverMail(t.app.ctx, { to: 'student@university.edu', subject: 'Reminder', text: 'Hi' }),
    ).toBe(true);
    expect(sent.map((m) => m.subject)).toEqual(['Reminder']);
  });

  it('off: notification e-mails stop, crisis alerts and password resets are still sent', async () => {
    const off = await call(t.app, tokens.admin, 'PUT', '/api/admin/settings', { emailNotifications: false });
    expect(off.statusCode).toBe(200);
    sent.length = 0;
    expect(
      await deliverMail(t.app.ctx, { to: 'student@university.edu', subject: 'Reminder', text: 'Hi' }),
    ).toBe(false);
    t.app.ctx.bus.emit('ticket.crisis_alert', {
      ticketId: 1,
      ticketNumber: 'TKT-2026-000001',
      link: 'http://localhost:3000/tickets/1-tkt-2026-000001',
      kind: 'detected',
      source: 'ticket',
      window: 0,
      windowMinutes: 10,
      recipients: [{ name: 'Admin', email: 'admin@university.edu', reason: 'admin' }],
    });
    await t.app.ctx.bus.emit('user.password_reset_email', {
      name: 'Jordan Mitchell',
      email: 'student@university.edu',
      setPasswordUrl: 'http://localhost:3000/set-password?token=x',
    });
    await settle();
    const to = sent.map((m) => m.to);
    expect(sent.map((m) => m.subject)).not.toContain('Reminder');
    expect(to).toContain('admin@university.edu'); // the crisis alert
    expect(to).toContain('student@university.edu'); // the password reset
  });
});
