import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CrisisContact } from '../../../common/schemas/crisis-support';
import { MINUTE } from '../../lib/clock';
import { body, call, createDemoApp, type TestApp, type Tokens } from '../../test/setup';
import { categoryId, raiseTicket } from '../../test/tickets';

let t: TestApp;
let tokens: Tokens;

beforeAll(async () => {
  ({ t, tokens } = await createDemoApp());
});
afterAll(async () => t.close());

const contactsOf = (res: { json(): unknown }) =>
  (res.json() as { data: { contacts: CrisisContact[] } }).data.contacts;
const NEW_CONTACT = {
  name: 'Northfield Nightline',
  description: 'Students listening to students, every night of term.',
  type: 'hotline',
  action: 'call',
  value: '+1 (555) 010-0199',
  availability: '8 pm - 8 am',
};

async function auditActions(action: string) {
  return t.db
    .selectFrom('audit_logs')
    .select(['action', 'actor_id', 'details'])
    .where('action', '=', action)
    .execute();
}

describe('GET /api/crisis-support/contacts', () => {
  it('answers 401 when signed out', async () => {
    expect((await call(t.app, null, 'GET', '/api/crisis-support/contacts')).statusCode).toBe(401);
  });

  it('gives every signed-in role the active contacts that have a number, national defaults first in order', async () => {
    for (const token of [tokens.student, tokens.counselor, tokens.advisor, tokens.admin]) {
      const res = await call(t.app, token, 'GET', '/api/crisis-support/contacts');
      expect(res.statusCode).toBe(200);
      const contacts = contactsOf(res);
      expect(contacts.map((c) => c.key)).toEqual(['lifeline', 'text_line', 'emergency']);
      const [lifeline, textLine, emergency] = contacts;
      expect(lifeline).toMatchObject({
        value: '988',
        href: 'tel:988',
        type: 'hotline',
        availability: '24/7',
      });
      expect(textLine).toMatchObject({
        value: '741741',
        text_body: 'HOME',
        href: 'sms:741741?body=HOME',
        type: 'text',
      });
      expect(emergency).toMatchObject({ value: '911', href: 'tel:911', type: 'emergency' });
    }
  });
});

describe('admin crisis contacts', () => {
  it('answers 401 signed out and 403 to every role but admin', async () => {
    expect((await call(t.app, null, 'GET', '/api/admin/crisis-support/contacts')).statusCode).toBe(401);
    for (const token of [tokens.student, tokens.counselor, tokens.advisor]) {
      expect((await call(t.app, token, 'GET', '/api/admin/crisis-support/contacts')).statusCode).toBe(403);
      expect(
        (await call(t.app, token, 'POST', '/api/admin/crisis-support/contacts', NEW_CONTACT)).statusCode,
      ).toBe(403);
      expect(
        (await call(t.app, token, 'PUT', '/api/admin/crisis-support/contacts/1', NEW_CONTACT)).statusCode,
      ).toBe(403);
      expect((await call(t.app, token, 'DELETE', '/api/admin/crisis-support/contacts/1')).statusCode).toBe(
        403,
      );
    }
  });

  it('lists all five built-in contacts for admins, the university ones unset and off-screen until set', async () => {
    const contacts = contactsOf(await call(t.app, tokens.admin, 'GET', '/api/admin/crisis-support/contacts'));
    expect(contacts.map((c) => c.key)).toEqual([
      'lifeline',
      'text_line',
      'campus_security',
      'crisis_counselor',
      'emergency',
    ]);
    const campus = contacts.find((c) => c.key === 'campus_security');
    expect(campus).toMatchObject({ value: '', href: null, type: 'emergency', is_national: false });
  });

  it('sets the university numbers, which then appear for students, and audits each change', async () => {
    const all = contactsOf(await call(t.app, tokens.admin, 'GET', '/api/admin/crisis-support/contacts'));
    const campus = all.find((c) => c.key === 'campus_security')!;
    const res = await call(t.app, tokens.admin, 'PUT', `/api/admin/crisis-support/contacts/${campus.id}`, {
      name: campus.name,
      description: campus.description,
      type: campus.type,
      action: 'call',
      value: '(555) 010-0100',
      availability: '24/7',
      is_active: true,
    });
    expect(res.statusCode).toBe(200);
    expect(body(res).data?.contact).toMatchObject({ value: '(555) 010-0100', href: 'tel:5550100100' });
    const seen = contactsOf(await call(t.app, tokens.student, 'GET', '/api/crisis-support/contacts'));
    expect(seen.map((c) => c.key)).toContain('campus_security');
    const audit = await auditActions('crisis_contact.updated');
    expect(audit.at(-1)?.details).toContain('(555) 010-0100');
  });

  it('refuses bad input with 422 and field messages', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...NEW_CONTACT, name: '' }, 'name', 'Name is required'],
      [
        { ...NEW_CONTACT, value: 'call me maybe' },
        'value',
        'Enter a phone number using digits, spaces and + ( ) - . only',
      ],
      [
        { ...NEW_CONTACT, action: 'link', value: 'javascript:alert(1)' },
        'value',
        'Enter a web address starting with https://',
      ],
      [{ ...NEW_CONTACT, type: 'pager' }, 'type', 'Type must be hotline, text, emergency or chat'],
      [{ ...NEW_CONTACT, value: '' }, 'value', 'Enter a number before turning it on'],
      [{ ...NEW_CONTACT, name: 'x'.repeat(5000) }, 'name', 'Name must not exceed 120 characters'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await call(t.app, tokens.admin, 'POST', '/api/admin/crisis-support/contacts', payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(422);
      expect(body(res).errors?.[field]).toEqual([message]);
    }
    const wrongType = await call(t.app, tokens.admin, 'POST', '/api/admin/crisis-support/contacts', {
      ...NEW_CONTACT,
      is_active: 'yes',
    });
    expect([400, 422]).toContain(wrongType.statusCode);
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/admin/crisis-support/contacts',
      headers: { authorization: `Bearer ${tokens.admin}`, 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('adds, reorders and deletes a contact of the university; built-in ones are never deleted', async () => {
    const created = await call(t.app, tokens.admin, 'POST', '/api/admin/crisis-support/contacts', {
      ...NEW_CONTACT,
      name: '<script>alert(1)</script> Nightline',
    });
    expect(created.statusCode).toBe(201);
    const contact = body(created).data?.contact as CrisisContact;
    expect(contact.name).toBe('<script>alert(1)</script> Nightline');

    const all = contactsOf(await call(t.app, tokens.admin, 'GET', '/api/admin/crisis-support/contacts'));
    const order = [contact.id, ...all.filter((c) => c.id !== contact.id).map((c) => c.id)];
    const reordered = await call(t.app, tokens.admin, 'POST', '/api/admin/crisis-support/contacts/reorder', {
      contact_ids: order,
    });
    expect(reordered.statusCode).toBe(200);
    expect(contactsOf(reordered)[0]?.id).toBe(contact.id);
    const partial = await call(t.app, tokens.admin, 'POST', '/api/admin/crisis-support/contacts/reorder', {
      contact_ids: [contact.id],
    });
    expect(partial.statusCode).toBe(422);

    const builtIn = all.find((c) => c.key === 'lifeline')!;
    const refused = await call(
      t.app,
      tokens.admin,
      'DELETE',
      `/api/admin/crisis-support/contacts/${builtIn.id}`,
    );
    expect(refused.statusCode).toBe(409);
    expect(body(refused).message).toBe('Built-in contacts can be turned off but not deleted');

    expect(
      (await call(t.app, tokens.admin, 'DELETE', `/api/admin/crisis-support/contacts/${contact.id}`))
        .statusCode,
    ).toBe(200);
    expect(
      (await call(t.app, tokens.admin, 'DELETE', `/api/admin/crisis-support/contacts/${contact.id}`))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(t.app, tokens.admin, 'PUT', '/api/admin/crisis-support/contacts/0', NEW_CONTACT))
        .statusCode,
    ).toBe(422);
    expect((await auditActions('crisis_contact.deleted')).length).toBe(1);
  });

  it('never turns the emergency number off', async () => {
    const all = contactsOf(await call(t.app, tokens.admin, 'GET', '/api/admin/crisis-support/contacts'));
    const emergency = all.find((c) => c.key === 'emergency')!;
    const res = await call(t.app, tokens.admin, 'PUT', `/api/admin/crisis-support/contacts/${emergency.id}`, {
      ...emergency,
      is_active: false,
    });
    expect(res.statusCode).toBe(422);
    expect(body(res).errors?.is_active).toEqual(['The emergency number cannot be turned off']);
  });
});

describe('crisis settings and the crisis clock', () => {
  it('answers 401 and 403, then reads and changes the response target with 422 for bad values', async () => {
    expect((await call(t.app, null, 'GET', '/api/admin/crisis-support/settings')).statusCode).toBe(401);
    expect(
      (await call(t.app, tokens.counselor, 'GET', '/api/admin/crisis-support/settings')).statusCode,
    ).toBe(403);
    const read = await call(t.app, tokens.admin, 'GET', '/api/admin/crisis-support/settings');
    expect(body(read).data?.settings).toEqual({ response_target_minutes: 60, escalation_window_minutes: 10 });
    const bad = await call(t.app, tokens.admin, 'PUT', '/api/admin/crisis-support/settings', {
      response_target_minutes: 2,
      escalation_window_minutes: 10,
    });
    expect(bad.statusCode).toBe(422);
    expect(body(bad).errors?.response_target_minutes).toEqual([
      'The crisis response target must be 5 minutes or more',
    ]);
    const ok = await call(t.app, tokens.admin, 'PUT', '/api/admin/crisis-support/settings', {
      response_target_minutes: 30,
      escalation_window_minutes: 10,
    });
    expect(ok.statusCode).toBe(200);
    expect((await auditActions('crisis_settings.updated')).length).toBe(1);
  });

  it('runs a crisis ticket on the crisis target, not its category hours, and tightens a ticket that becomes one', async () => {
    const mental = await categoryId(t.db, 'Mental Health & Wellbeing');
    const before = t.clock.now().getTime();
    const crisis = await raiseTicket(t.app, tokens.student, {
      subject: 'I do not know what to do',
      description:
        "I can't do this anymore. I have been saving up my pills and I want to end my life this weekend.",
      category_id: mental,
    });
    expect(crisis.crisis_flag).toBe(true);
    expect(Date.parse(String(crisis.sla_deadline)) - before).toBe(30 * MINUTE);

    const calm = await raiseTicket(t.app, tokens.student, {
      subject: 'Feeling a bit low lately',
      description: 'I have been feeling low about my grades and would like to talk to someone next week.',
      category_id: mental,
    });
    expect(Date.parse(String(calm.sla_deadline)) - before).toBeGreaterThan(2 * 60 * MINUTE);
    t.clock.advance(5 * MINUTE);
    const reply = await call(t.app, tokens.student, 'POST', `/api/tickets/${calm.id}/responses`, {
      message: 'Actually I want to kill myself tonight, I have the pills ready.',
    });
    expect(reply.statusCode).toBe(201);
    const after = body(await call(t.app, tokens.admin, 'GET', `/api/tickets/${calm.id}?reason=Supervision`))
      .data?.ticket as {
      sla_deadline: string;
      crisis_flag: boolean;
    };
    expect(after.crisis_flag).toBe(true);
    expect(Date.parse(after.sla_deadline)).toBe(t.clock.now().getTime() + 30 * MINUTE);
  });
});

describe('POST /api/crisis-support/reach-out', () => {
  it('answers 401 signed out and 403 to counselors and advisors', async () => {
    expect((await call(t.app, null, 'POST', '/api/crisis-support/reach-out', {})).statusCode).toBe(401);
    expect(
      (await call(t.app, tokens.counselor, 'POST', '/api/crisis-support/reach-out', {})).statusCode,
    ).toBe(403);
    expect((await call(t.app, tokens.advisor, 'POST', '/api/crisis-support/reach-out', {})).statusCode).toBe(
      403,
    );
  });

  it('refuses a bad phone or an overlong message with 422', async () => {
    const phone = await call(t.app, tokens.student, 'POST', '/api/crisis-support/reach-out', {
      phone: 'abc',
    });
    expect(phone.statusCode).toBe(422);
    expect(body(phone).errors?.phone).toBeDefined();
    const long = await call(t.app, tokens.student, 'POST', '/api/crisis-support/reach-out', {
      message: 'x'.repeat(2001),
    });
    expect(long.statusCode).toBe(422);
    expect(body(long).errors?.message).toEqual(['Message must not exceed 2000 characters']);
  });

  it('opens an urgent crisis ticket in one step, assigned to a counselor, with supportive words for the student', async () => {
    const res = await call(t.app, tokens.student, 'POST', '/api/crisis-support/reach-out', {
      phone: '555 010 0142',
    });
    expect(res.statusCode).toBe(201);
    expect(body(res).message).toBe(
      'A counselor has been alerted and will contact you. If you are in danger now, call 911.',
    );
    const ticket = body(res).data?.ticket as {
      id: number;
      crisis_flag: boolean;
      priority: string;
      assignee: unknown;
    };
    expect(ticket).toMatchObject({ crisis_flag: true, priority: 'Urgent' });
    const staff = body(await call(t.app, tokens.admin, 'GET', `/api/tickets/${ticket.id}?reason=Supervision`))
      .data?.ticket as {
      crisis_level: string;
      description: string;
      assignee: { role?: string } | null;
      category: { name: string };
    };
    expect(staff.crisis_level).toBe('high');
    expect(staff.description).toContain('555 010 0142');
    expect(staff.assignee).not.toBeNull();
    expect(staff.category.name).toBe('Mental Health & Wellbeing');
    const other = await call(t.app, tokens.student2, 'GET', `/api/tickets/${ticket.id}`);
    expect(other.statusCode).toBe(404);
  });
});

describe('the contacts in what the hub sends', () => {
  it("tells the student, in the crisis notification, the university's own numbers as admins set them", async () => {
    const mental = await categoryId(t.db, 'Mental Health & Wellbeing');
    const ticket = await raiseTicket(t.app, tokens.student2, {
      subject: 'Everything is too much',
      description:
        "I can't do this anymore. I have been saving up my pills and I want to end my life this weekend.",
      category_id: mental,
    });
    const rows = await t.db
      .selectFrom('notifications')
      .select(['title', 'message'])
      .where('subject_id', '=', ticket.id)
      .where('title', '=', 'A counselor has been alerted')
      .execute();
    expect(rows).toHaveLength(1);
    // Set by the admin earlier in this file; the national lines are there too.
    expect(rows[0]?.message).toContain('Call (555) 010-0100 (Campus Security, 24/7).');
    expect(rows[0]?.message).toContain('Text HOME to 741741');
    expect(rows[0]?.message).toContain('If you are in danger now, call 911.');
  });
});
