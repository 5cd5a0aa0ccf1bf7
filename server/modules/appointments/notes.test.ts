import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPOINTMENT_MESSAGES as M } from '../../../common/schemas/appointments';
import { body, call } from '../../test/setup';
import { type AppointmentSuite, appointmentSuite, book } from './test-appointments';

let s: AppointmentSuite;
let id: number;
const NOTES = 'Discussed sleep routine; agreed to try a wind-down hour. Follow up in two weeks.';

beforeAll(async () => {
  s = await appointmentSuite();
  id = (await book(s, { counselor_id: s.ids.counselor, start: '2026-06-03T14:00:00.000Z' })).id;
}, 60_000);
afterAll(async () => s?.t.close());

const notesUrl = (reason?: string) =>
  `/api/appointments/${id}/notes${reason === undefined ? '' : `?reason=${encodeURIComponent(reason)}`}`;
const audits = (action: string) =>
  s.t.db
    .selectFrom('audit_logs')
    .select(['actor_id', 'details'])
    .where('action', '=', action)
    .where('target_id', '=', id)
    .orderBy('id')
    .execute();

describe('session notes', () => {
  it('refuses the signed out (401) and students (403), even their own appointment', async () => {
    expect((await call(s.t.app, null, 'GET', notesUrl())).statusCode).toBe(401);
    expect((await call(s.t.app, null, 'PUT', notesUrl(), { notes: 'x' })).statusCode).toBe(401);
    expect((await call(s.t.app, s.tokens.student, 'GET', notesUrl())).statusCode).toBe(403);
    expect((await call(s.t.app, s.tokens.student, 'PUT', notesUrl(), { notes: 'x' })).statusCode).toBe(403);
  });

  it('the holding counselor writes and reads them; each write and read is audited without the text', async () => {
    const bad = await call(s.t.app, s.tokens.counselor, 'PUT', notesUrl(), { notes: 'x'.repeat(20_001) });
    expect(bad.statusCode).toBe(422);
    expect(body(bad).errors?.notes).toEqual([M.notes]);
    const saved = await call(s.t.app, s.tokens.counselor, 'PUT', notesUrl(), { notes: NOTES });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(body(saved).data?.notes).toMatchObject({ appointment_id: id, notes: NOTES });
    const read = await call(s.t.app, s.tokens.counselor, 'GET', notesUrl());
    expect(body(read).data?.notes).toMatchObject({ notes: NOTES });
    const [write] = await audits('appointment.notes_saved');
    expect(write?.actor_id).toBe(s.ids.counselor);
    expect(write?.details).not.toContain('wind-down');
    expect(JSON.parse(write?.details ?? '{}')).toEqual({ length: NOTES.length });
    expect(await audits('appointment.notes_read')).toHaveLength(1);
  });

  it('other staff get 404; an admin reads only with a reason, audited with it, and never writes', async () => {
    expect((await call(s.t.app, s.tokens.advisor, 'GET', notesUrl())).statusCode).toBe(404);
    expect((await call(s.t.app, s.tokens.advisor, 'PUT', notesUrl(), { notes: 'x' })).statusCode).toBe(404);
    const noReason = await call(s.t.app, s.tokens.admin, 'GET', notesUrl());
    expect(noReason.statusCode).toBe(422);
    expect(body(noReason).errors?.reason).toEqual([M.notesReason]);
    const blank = await call(s.t.app, s.tokens.admin, 'GET', notesUrl('  '));
    expect(blank.statusCode).toBe(422);
    const withReason = await call(s.t.app, s.tokens.admin, 'GET', notesUrl('Complaint review #12'));
    expect(withReason.statusCode).toBe(200);
    expect(body(withReason).data?.notes).toMatchObject({ notes: NOTES });
    const reads = await audits('appointment.notes_read');
    expect(reads).toHaveLength(2);
    expect(reads[1]?.actor_id).toBe(s.ids.admin);
    expect(JSON.parse(reads[1]?.details ?? '{}')).toMatchObject({
      as: 'admin',
      reason: 'Complaint review #12',
    });
    const write = await call(s.t.app, s.tokens.admin, 'PUT', notesUrl(), { notes: 'x' });
    expect(write.statusCode).toBe(403);
    expect(body(write).message).toBe(M.notesOnlyHolder);
    expect(
      (await call(s.t.app, s.tokens.admin, 'GET', '/api/appointments/987654/notes?reason=x')).statusCode,
    ).toBe(404);
  });

  it('notes never appear in appointments, notifications, e-mails or the audit details', async () => {
    const one = await call(s.t.app, s.tokens.counselor, 'GET', `/api/appointments/${id}`);
    expect(one.body).not.toContain('wind-down');
    const list = await call(s.t.app, s.tokens.admin, 'GET', '/api/appointments?per_page=100');
    expect(list.body).not.toContain('wind-down');
    const notifications = await s.t.db.selectFrom('notifications').select('message').execute();
    expect(notifications.some((n) => n.message.includes('wind-down'))).toBe(false);
    const mail = await s.t.db.selectFrom('mail_outbox').select('body').execute();
    expect(mail.some((m) => m.body.includes('wind-down'))).toBe(false);
    const audit = await s.t.db.selectFrom('audit_logs').select('details').execute();
    expect(audit.some((a) => (a.details ?? '').includes('wind-down'))).toBe(false);
  });
});
