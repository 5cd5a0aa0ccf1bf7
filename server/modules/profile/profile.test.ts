import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Profile } from '../../../common/schemas/profile';
import { body, call, createDemoApp, type TestApp, type Tokens } from '../../test/setup';
import { userId } from '../../test/tickets';

let t: TestApp;
let tokens: Tokens;
let studentId: number;

const CONTACT_MESSAGE = 'Add both a name and a phone number for your emergency contact';
const profileOf = (res: { json: () => unknown }) =>
  (res.json() as { data: { profile: Profile } }).data.profile;
const put = (payload: unknown, token = tokens.student) => call(t.app, token, 'PUT', '/api/profile', payload);
const profileAudits = () =>
  t.db.selectFrom('audit_logs').selectAll().where('action', '=', 'profile.updated').execute();

beforeAll(async () => {
  ({ t, tokens } = await createDemoApp());
  studentId = await userId(t.db, 'student@university.edu');
});
afterAll(async () => t.close());

describe('GET /api/profile', () => {
  it('answers 401 signed out', async () => {
    expect((await call(t.app, null, 'GET', '/api/profile')).statusCode).toBe(401);
  });

  it('answers the signed-in user’s own profile, for every role', async () => {
    const res = await call(t.app, tokens.student, 'GET', '/api/profile');
    expect(res.statusCode).toBe(200);
    expect(profileOf(res)).toEqual({
      id: studentId,
      name: 'Jordan Mitchell',
      email: 'student@university.edu',
      role: 'student',
      student_id: 'NU2024-0417',
      phone: '555-0142',
      preferred_phone: null,
      emergency_contact: null,
      bio: null,
      languages: [],
    });
    expect(res.body).not.toContain('password');
    for (const role of ['counselor', 'advisor', 'admin'] as const) {
      const staff = await call(t.app, tokens[role], 'GET', '/api/profile');
      expect(staff.statusCode).toBe(200);
      expect(profileOf(staff).email).toBe(`${role}@university.edu`);
    }
  });
});

describe('PUT /api/profile', () => {
  it('answers 401 signed out, before reading the body', async () => {
    expect((await call(t.app, null, 'PUT', '/api/profile', { phone: '555-0100' })).statusCode).toBe(401);
    expect((await call(t.app, null, 'PUT', '/api/profile', { phone: 5 })).statusCode).toBe(401);
  });

  it('saves the phone numbers and the emergency contact, and audits the field names only', async () => {
    const before = (await profileAudits()).length;
    const res = await put({
      phone: ' 555-0199 ',
      preferred_phone: '+44 20 7946 0958',
      emergency_contact_name: 'Dana Mitchell',
      emergency_contact_relationship: 'Mother',
      emergency_contact_phone: '(555) 010-0100',
    });
    expect(res.statusCode).toBe(200);
    expect(body(res).message).toBe('Profile updated');
    expect(profileOf(res)).toMatchObject({
      phone: '555-0199',
      preferred_phone: '+44 20 7946 0958',
      emergency_contact: { name: 'Dana Mitchell', relationship: 'Mother', phone: '(555) 010-0100' },
    });
    expect(profileOf(await call(t.app, tokens.student, 'GET', '/api/profile'))).toEqual(profileOf(res));
    const rows = await profileAudits();
    expect(rows).toHaveLength(before + 1);
    const row = rows.at(-1);
    expect(row).toMatchObject({ actor_id: studentId, target_type: 'user', target_id: studentId });
    expect(JSON.parse(String(row?.details))).toEqual({
      fields: [
        'phone',
        'preferred_phone',
        'emergency_contact_name',
        'emergency_contact_relationship',
        'emergency_contact_phone',
      ],
    });
    for (const value of ['555-0199', '7946', 'Dana', 'Mother']) expect(row?.details).not.toContain(value);
  });

  it('changes only the fields sent, and writes no audit row when nothing changed', async () => {
    const res = await put({ preferred_phone: '555-0123' });
    expect(profileOf(res)).toMatchObject({
      phone: '555-0199',
      preferred_phone: '555-0123',
      emergency_contact: { name: 'Dana Mitchell' },
    });
    expect(JSON.parse(String((await profileAudits()).at(-1)?.details))).toEqual({
      fields: ['preferred_phone'],
    });
    const count = (await profileAudits()).length;
    expect((await put({ preferred_phone: '555-0123' })).statusCode).toBe(200);
    expect((await put({})).statusCode).toBe(200);
    expect(await profileAudits()).toHaveLength(count);
  });

  it('clears a field with null or blank text, and the whole contact with its name and phone', async () => {
    expect(profileOf(await put({ preferred_phone: null })).preferred_phone).toBeNull();
    expect(profileOf(await put({ phone: '' })).phone).toBeNull();
    const cleared = await put({ emergency_contact_name: '  ', emergency_contact_phone: null });
    expect(cleared.statusCode).toBe(200);
    expect(profileOf(cleared).emergency_contact).toBeNull();
    const row = await t.db
      .selectFrom('users')
      .select(['emergency_contact_relationship'])
      .where('id', '=', studentId)
      .executeTakeFirstOrThrow();
    expect(row.emergency_contact_relationship).toBeNull();
  });

  it('refuses half an emergency contact', async () => {
    const nameOnly = await put({ emergency_contact_name: 'Dana Mitchell' });
    expect(nameOnly.statusCode).toBe(422);
    expect(body(nameOnly)).toMatchObject({
      message: CONTACT_MESSAGE,
      errors: { emergency_contact_phone: [CONTACT_MESSAGE] },
    });
    const phoneOnly = await put({
      emergency_contact_phone: '555-0100',
      emergency_contact_relationship: 'Aunt',
    });
    expect(phoneOnly.statusCode).toBe(422);
    expect(body(phoneOnly).errors).toEqual({ emergency_contact_name: [CONTACT_MESSAGE] });
    const relationshipOnly = await put({ emergency_contact_relationship: 'Aunt' });
    expect(relationshipOnly.statusCode).toBe(422);
    // A kept contact cannot lose one half either.
    expect(
      (await put({ emergency_contact_name: 'Sam', emergency_contact_phone: '555-0100' })).statusCode,
    ).toBe(200);
    const dropPhone = await put({ emergency_contact_phone: null });
    expect(dropPhone.statusCode).toBe(422);
    expect(body(dropPhone).errors).toEqual({ emergency_contact_phone: [CONTACT_MESSAGE] });
    expect(profileOf(await call(t.app, tokens.student, 'GET', '/api/profile')).emergency_contact).toEqual({
      name: 'Sam',
      relationship: null,
      phone: '555-0100',
    });
  });

  it('refuses numbers nobody can dial, with the shared message keyed by field', async () => {
    for (const bad of [
      'call me',
      '12',
      '555-0100 ext. 4',
      '++',
      '<script>alert(1)</script>',
      '1; DROP TABLE users',
    ]) {
      const res = await put({ preferred_phone: bad });
      expect(res.statusCode, bad).toBe(422);
      expect(body(res).errors?.preferred_phone).toEqual([
        'Enter a phone number using digits, spaces and + ( ) - . only',
      ]);
    }
    const long = await put({ emergency_contact_phone: '5'.repeat(41) });
    expect(long.statusCode).toBe(422);
    expect(body(long).errors?.emergency_contact_phone).toEqual(['Phone numbers are at most 40 characters']);
  });

  it('refuses text that is too long', async () => {
    const name = await put({ emergency_contact_name: 'N'.repeat(121), emergency_contact_phone: '555-0100' });
    expect(name.statusCode).toBe(422);
    expect(body(name).errors?.emergency_contact_name).toEqual([
      'Emergency contact name must not exceed 120 characters',
    ]);
    const huge = await put({ emergency_contact_relationship: 'x'.repeat(200_000) });
    expect(huge.statusCode).toBe(422);
    expect(body(huge).errors?.emergency_contact_relationship).toEqual([
      'Relationship must not exceed 60 characters',
    ]);
  });

  it('refuses wrong types as a malformed request (API contract: 400), naming the field', async () => {
    for (const payload of [
      { phone: 5550100 },
      { preferred_phone: ['555-0100'] },
      { emergency_contact_name: { first: 'Dana' } },
      { emergency_contact_relationship: true },
    ]) {
      const res = await put(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(body(res).errors ?? {})).toEqual(Object.keys(payload));
    }
    const malformed = await t.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: { authorization: `Bearer ${tokens.student}`, 'content-type': 'application/json' },
      payload: '{"phone": ',
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('keeps script and SQL text verbatim in names', async () => {
    const name = '<script>alert("x")</script> Robert\'); DROP TABLE users;--';
    const res = await put({
      emergency_contact_name: name,
      emergency_contact_relationship: '<b>Brother</b>',
      emergency_contact_phone: '555-0100',
    });
    expect(res.statusCode).toBe(200);
    expect(profileOf(res).emergency_contact).toEqual({
      name,
      relationship: '<b>Brother</b>',
      phone: '555-0100',
    });
    expect(profileOf(await call(t.app, tokens.student, 'GET', '/api/profile')).emergency_contact?.name).toBe(
      name,
    );
  });

  it('changes only the caller’s own profile: an id, name, e-mail, role or student ID in the body is ignored', async () => {
    const counselorId = await userId(t.db, 'counselor@university.edu');
    const res = await put({
      id: counselorId,
      user_id: counselorId,
      name: 'Someone Else',
      email: 'hijack@university.edu',
      role: 'admin',
      student_id: 'X-1',
      preferred_phone: '555-0777',
    });
    expect(res.statusCode).toBe(200);
    expect(profileOf(res)).toMatchObject({
      id: studentId,
      name: 'Jordan Mitchell',
      email: 'student@university.edu',
      role: 'student',
      student_id: 'NU2024-0417',
      preferred_phone: '555-0777',
    });
    const counselor = profileOf(await call(t.app, tokens.counselor, 'GET', '/api/profile'));
    expect(counselor.preferred_phone).toBeNull();
    expect(counselor.name).not.toBe('Someone Else');
    const row = await t.db
      .selectFrom('users')
      .select(['role', 'email'])
      .where('id', '=', studentId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ role: 'student', email: 'student@university.edu' });
  });

  it('lets staff keep their own numbers too', async () => {
    const res = await put({ preferred_phone: '555-0300' }, tokens.counselor);
    expect(res.statusCode).toBe(200);
    expect(profileOf(res)).toMatchObject({ role: 'counselor', preferred_phone: '555-0300' });
  });
});

describe('the counseling profile (bio and languages)', () => {
  it('lets a counselor set their bio and languages, audited by field name', async () => {
    const res = await put(
      { bio: '  I help with exam stress.  ', languages: 'English, Spanish' },
      tokens.counselor,
    );
    expect(res.statusCode).toBe(200);
    expect(profileOf(res)).toMatchObject({
      bio: 'I help with exam stress.',
      languages: ['English', 'Spanish'],
    });
    const counselors = (await call(t.app, tokens.student, 'GET', '/api/appointments/counselors')).json().data
      .counselors as { id: number; bio: string | null; languages: string[] }[];
    const counselorId = await userId(t.db, 'counselor@university.edu');
    expect(counselors.find((c) => c.id === counselorId)).toMatchObject({
      bio: 'I help with exam stress.',
      languages: ['English', 'Spanish'],
    });
    const audits = await profileAudits();
    expect(audits.at(-1)?.details).toContain('languages');
    expect(audits.at(-1)?.details).not.toContain('Spanish');
    // Blank clears both.
    const cleared = profileOf(await put({ bio: '', languages: [] }, tokens.counselor));
    expect(cleared).toMatchObject({ bio: null, languages: [] });
  });

  it('refuses it for students and admins, and bad values with the product’s messages', async () => {
    for (const token of [tokens.student, tokens.admin]) {
      const res = await put({ languages: ['English'] }, token);
      expect(res.statusCode).toBe(422);
      expect(body(res).errors).toEqual({
        languages: ['Only counselors and advisors have a counseling profile'],
      });
    }
    const long = await put({ bio: 'x'.repeat(2001) }, tokens.advisor);
    expect(long.statusCode).toBe(422);
    expect(body(long).errors).toEqual({ bio: ['Bio must not exceed 2000 characters'] });
    const many = await put(
      { languages: Array.from({ length: 11 }, (_, i) => `Language ${i}`) },
      tokens.advisor,
    );
    expect(body(many).errors).toEqual({ languages: ['At most 10 languages are allowed'] });
  });
});
