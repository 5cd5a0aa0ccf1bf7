import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { MailMessage } from '../../lib/mail';
import { appointmentReminders } from '.';
import { type AppointmentSuite, appointmentSuite, book, moveClock } from './test-appointments';

/**
 * Reminders 24 hours and 1 hour before, as durable jobs: each sent once and on time, by one of two servers
 * running at once, and by a server started after the others stopped (decision 0024).
 */
let s: AppointmentSuite;
const mail: MailMessage[] = [];
const servers: FastifyInstance[] = [];

async function server(): Promise<FastifyInstance> {
  const app = await buildApp(s.t.config, {
    db: s.t.db,
    clock: s.t.clock,
    logger: false,
    mailer: { send: async (message) => void mail.push(message) },
  });
  await app.ready();
  servers.push(app);
  return app;
}

beforeAll(async () => {
  s = await appointmentSuite();
}, 60_000);
afterAll(async () => {
  for (const app of servers) await app.close();
  await s?.t.close();
});

const remindersOf = (appointmentId: number) =>
  s.t.db
    .selectFrom('notifications')
    .select(['user_id', 'title', 'type'])
    .where('subject_type', '=', 'appointment')
    .where('subject_id', '=', appointmentId)
    .where('type', '=', 'reminder')
    .orderBy('id')
    .execute();

describe('appointment reminders', () => {
  it('sends each reminder once and on time, with two servers and across a restart', async () => {
    const a = await book(s, { counselor_id: s.ids.counselor, start: '2026-06-03T14:00:00.000Z' });
    const [one, two] = [await server(), await server()];
    const run = () =>
      Promise.all([appointmentReminders(one.ctx).run(), appointmentReminders(two.ctx).run()]).then(
        ([x, y]) => x + y,
      );

    s.t.clock.set('2026-06-02T13:59:00.000Z');
    expect(await run()).toBe(0);
    expect(await remindersOf(a.id)).toEqual([]);

    s.t.clock.set('2026-06-02T14:00:30.000Z');
    mail.length = 0;
    expect(await run()).toBe(1);
    expect(await run()).toBe(0);
    const first = await remindersOf(a.id);
    expect(first.map((n) => n.title)).toEqual(['Appointment tomorrow', 'Appointment tomorrow']);
    expect(first.map((n) => n.user_id).sort()).toEqual([s.ids.student, s.ids.counselor].sort());
    expect(mail).toHaveLength(2);
    for (const message of mail) {
      expect(message.attachments?.[0]?.filename).toBe(`appointment-${a.id}.ics`);
      expect(message.attachments?.[0]?.content).toContain('BEGIN:VCALENDAR');
    }

    // Both servers stop; a new one starts later and sends the 1-hour reminder once.
    await one.close();
    await two.close();
    s.t.clock.set('2026-06-03T13:00:10.000Z');
    const three = await server();
    expect(await appointmentReminders(three.ctx).run()).toBe(1);
    expect(await appointmentReminders(three.ctx).run()).toBe(0);
    expect((await remindersOf(a.id)).map((n) => n.title)).toEqual([
      'Appointment tomorrow',
      'Appointment tomorrow',
      'Appointment in 1 hour',
      'Appointment in 1 hour',
    ]);
    const jobs = await s.t.db
      .selectFrom('appointment_reminders')
      .select(['kind', 'sent_at'])
      .where('appointment_id', '=', a.id)
      .orderBy('kind')
      .execute();
    expect(jobs).toEqual([
      { kind: '1h', sent_at: '2026-06-03T13:00:10.000Z' },
      { kind: '24h', sent_at: '2026-06-02T14:00:30.000Z' },
    ]);
  });

  it('after an outage sends only what is still timely, and nothing for a cancelled appointment', async () => {
    await moveClock(s, '2026-06-01T12:00:00.000Z');
    const kept = await book(s, { counselor_id: s.ids.advisor, start: '2026-06-05T14:00:00.000Z' });
    const dropped = await book(s, { counselor_id: s.ids.advisor, start: '2026-06-05T17:00:00.000Z' });
    const cancel = await s.t.app.inject({
      method: 'POST',
      url: `/api/appointments/${dropped.id}/cancel`,
      headers: { authorization: `Bearer ${s.tokens.student}` },
      payload: { reason: 'Plans changed' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    // Every server was down from before the 24-hour mark until after the 1-hour mark.
    s.t.clock.set('2026-06-05T13:20:00.000Z');
    const server4 = await server();
    expect(await appointmentReminders(server4.ctx).run()).toBe(1);
    expect((await remindersOf(kept.id)).map((n) => n.title)).toEqual([
      'Appointment in 1 hour',
      'Appointment in 1 hour',
    ]);
    expect(await remindersOf(dropped.id)).toEqual([]);
  });
});
