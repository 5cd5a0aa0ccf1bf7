import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retentionMessages } from '../../../common/schemas/retention';
import { seedDemoData } from '../../db/seed';
import { attachmentStore } from '../../lib/files';
import {
  authed,
  body,
  call,
  createTestApp,
  signInDemoAccounts,
  type TestApp,
  type Tokens,
} from '../../test/setup';
import { categoryId, multipartBody, raiseTicket, SAMPLE_FILES, userId } from '../../test/tickets';
import { REMOVED_SUBJECT, REMOVED_TEXT } from './repository';
import { CUTOFF, inside, link, NOW, notification, past, session } from './test-retention';

/**
 * Data retention (issue 18, decision 0028) on the test clock: the default setting keeps 365 days. Records a
 * minute past the cut-off go; records a minute inside it stay; crisis records under review stay.
 */
let t: TestApp;
let tokens: Tokens;
const BASE = '/api/admin/retention';

const ids = {} as Record<
  | 'oldClosed'
  | 'oldResolved'
  | 'recentClosed'
  | 'oldOpen'
  | 'crisisUnacknowledged'
  | 'crisisAcknowledged'
  | 'concernOpen'
  | 'openMark'
  | 'withFile'
  | 'readOld'
  | 'readInside'
  | 'unreadOld'
  | 'sessionOld'
  | 'sessionInside'
  | 'linkOld'
  | 'linkInside',
  number
>;
let storedName = '';

async function finish(id: number, status: 'Closed' | 'Resolved', at: string) {
  await t.db
    .updateTable('tickets')
    .set({
      status,
      updated_at: at,
      resolved_at: at,
      closed_at: status === 'Closed' ? at : null,
    })
    .where('id', '=', id)
    .execute();
}

async function ticket(subject: string, description = 'I need help with my course planning for next term.') {
  const academic = await categoryId(t.db, 'Academic Support');
  return (await raiseTicket(t.app, tokens.student, { subject, description, category_id: academic })).id;
}

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.db);
  t.clock.set(NOW);
  tokens = await signInDemoAccounts(t.app);
  ids.oldClosed = await ticket('Old closed case about my visa');
  ids.oldResolved = await ticket('Old resolved case about my fees');
  ids.recentClosed = await ticket('Recently closed case');
  ids.oldOpen = await ticket('Old case still open');
  ids.crisisUnacknowledged = await ticket(
    'Feeling awful',
    'I want to kill myself tonight, I have the pills ready.',
  );
  ids.crisisAcknowledged = await ticket(
    'Feeling low',
    'I want to kill myself tonight, I have the pills ready.',
  );
  ids.concernOpen = await ticket('A possible concern');
  ids.openMark = await ticket('A ticket with an open screening mark');
  const academic = await categoryId(t.db, 'Academic Support');
  const { payload, headers } = multipartBody(
    {
      subject: 'Old case with a file',
      description: 'My transcript is attached for the appeal.',
      category_id: `${academic}`,
    },
    [{ name: 'transcript.pdf', content: SAMPLE_FILES.pdf, type: 'application/pdf' }],
  );
  const withFile = await t.app.inject({
    method: 'POST',
    url: '/api/tickets',
    payload,
    headers: { ...headers, ...authed(tokens.student).headers },
  });
  expect(withFile.statusCode, withFile.body).toBe(201);
  ids.withFile = withFile.json().data.ticket.id;
  storedName = (
    await t.db
      .selectFrom('ticket_attachments')
      .select('stored_name')
      .where('ticket_id', '=', ids.withFile)
      .executeTakeFirstOrThrow()
  ).stored_name;

  await call(t.app, tokens.student, 'POST', `/api/tickets/${ids.oldClosed}/responses`, {
    message: 'My passport number is in the letter I mentioned.',
  });
  for (const id of [
    ids.oldClosed,
    ids.crisisUnacknowledged,
    ids.crisisAcknowledged,
    ids.concernOpen,
    ids.openMark,
    ids.withFile,
  ])
    await finish(id, 'Closed', past);
  await finish(ids.oldResolved, 'Resolved', past);
  await finish(ids.recentClosed, 'Closed', inside);
  await t.db.updateTable('tickets').set({ updated_at: past }).where('id', '=', ids.oldOpen).execute();

  const admin = await userId(t.db, 'admin@university.edu');
  await t.db
    .updateTable('tickets')
    .set({
      crisis_acknowledged_at: past,
      crisis_acknowledged_by: admin,
      crisis_acknowledged_by_name: 'Admin',
    })
    .where('id', '=', ids.crisisAcknowledged)
    .execute();
  await t.db
    .updateTable('crisis_escalations')
    .set({ acknowledged_at: past, acknowledged_by: admin, acknowledgement_note: 'Called the student.' })
    .where('ticket_id', '=', ids.crisisAcknowledged)
    .execute();
  await t.db
    .updateTable('tickets')
    .set({ possible_concern: 1, concern_raised_at: past, concern_reviewed_at: null })
    .where('id', '=', ids.concernOpen)
    .execute();
  await t.db
    .insertInto('screening_reviews')
    .values({
      ticket_id: ids.openMark,
      marked_by: admin,
      marked_by_name: 'Admin',
      marked_by_role: 'admin',
      kind: 'missed_crisis',
      expected_level: 'high',
      engine_level: 'none',
      engine_score: 0,
      engine_language: 'en',
      note: null,
      created_at: past,
      updated_at: past,
      exported_at: null,
      exported_by: null,
    })
    .execute();

  ids.readOld = await notification(t.db, past, past);
  ids.readInside = await notification(t.db, inside, inside);
  ids.unreadOld = await notification(t.db, null, past);
  ids.sessionOld = await session(t.db, past);
  ids.sessionInside = await session(t.db, inside);
  ids.linkOld = await link(t.db, past);
  ids.linkInside = await link(t.db, inside);
});
afterAll(async () => {
  await t.close();
});

describe('who may preview and run the clean-up', () => {
  it('answers 401 signed out and 403 to students, counselors and advisors', async () => {
    for (const [method, url] of [
      ['GET', `${BASE}/preview`],
      ['POST', `${BASE}/run`],
    ] as const) {
      const payload = method === 'POST' ? { confirm: 'DELETE' } : undefined;
      expect((await call(t.app, null, method, url, payload)).statusCode).toBe(401);
      for (const role of ['student', 'counselor', 'advisor'] as const)
        expect((await call(t.app, tokens[role], method, url, payload)).statusCode).toBe(403);
    }
  });

  it('refuses a run without the confirmation word with 422 and changes nothing', async () => {
    for (const payload of [{}, { confirm: 'delete' }, { confirm: 'YES' }, { confirm: 7 }]) {
      const res = await call(t.app, tokens.admin, 'POST', `${BASE}/run`, payload);
      expect(res.statusCode, res.body).toBe(422);
      expect(body(res).message).toBe(retentionMessages.confirm);
    }
    const empty = await call(t.app, tokens.admin, 'POST', `${BASE}/run`);
    expect([400, 422]).toContain(empty.statusCode);
    const row = await t.db
      .selectFrom('tickets')
      .select('subject')
      .where('id', '=', ids.oldClosed)
      .executeTakeFirstOrThrow();
    expect(row.subject).toBe('Old closed case about my visa');
  });
});

describe('the dry run', () => {
  it('counts what is past the cut-off, samples ids, and changes nothing', async () => {
    const auditBefore = await t.db.selectFrom('audit_logs').select('id').execute();
    const res = await call(t.app, tokens.admin, 'GET', `${BASE}/preview`);
    expect(res.statusCode, res.body).toBe(200);
    const data = body(res).data as {
      retention_days: number;
      cutoff: string;
      counts: Record<string, number>;
      sample_ids: Record<string, number[]>;
      tickets_held: number;
    };
    expect(data.retention_days).toBe(365);
    expect(data.cutoff).toBe(CUTOFF.toISOString());
    expect(data.counts).toEqual({
      notifications: 1,
      sessions: 1,
      password_links: 1,
      tickets: 4,
      crisis_chats: 0,
      checkins: 0,
      session_chats: 0,
    });
    expect([...(data.sample_ids.tickets ?? [])].sort()).toEqual(
      [ids.oldClosed, ids.oldResolved, ids.crisisAcknowledged, ids.withFile].sort(),
    );
    expect(data.sample_ids.notifications).toEqual([ids.readOld]);
    expect(data.sample_ids.sessions).toEqual([ids.sessionOld]);
    expect(data.sample_ids.password_links).toEqual([ids.linkOld]);
    expect(data.tickets_held).toBe(3);
    expect(await t.db.selectFrom('audit_logs').select('id').execute()).toHaveLength(auditBefore.length);
    const still = await t.db
      .selectFrom('tickets')
      .select('anonymized_at')
      .where('id', '=', ids.oldClosed)
      .executeTakeFirstOrThrow();
    expect(still.anonymized_at).toBeNull();
  });
});

describe('a run', () => {
  it('deletes and anonymizes what is past the cut-off, keeps the rest, and audits the counts', async () => {
    const file = attachmentStore(t.config.dataDir).pathOf(storedName);
    expect(fs.existsSync(file)).toBe(true);
    const res = await call(t.app, tokens.admin, 'POST', `${BASE}/run`, { confirm: 'DELETE' });
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).data).toMatchObject({
      retention_days: 365,
      counts: {
        notifications: 1,
        sessions: 1,
        password_links: 1,
        tickets: 4,
        crisis_chats: 0,
        checkins: 0,
        session_chats: 0,
      },
      attachments_removed: 1,
    });

    const notifications = (await t.db.selectFrom('notifications').select('id').execute()).map((r) => r.id);
    expect(notifications).not.toContain(ids.readOld);
    expect(notifications).toEqual(expect.arrayContaining([ids.readInside, ids.unreadOld]));
    const sessions = (await t.db.selectFrom('sessions').select('id').execute()).map((r) => r.id);
    expect(sessions).not.toContain(ids.sessionOld);
    expect(sessions).toContain(ids.sessionInside);
    const links = (await t.db.selectFrom('password_tokens').select('id').execute()).map((r) => r.id);
    expect(links).not.toContain(ids.linkOld);
    expect(links).toContain(ids.linkInside);

    const tickets = await t.db.selectFrom('tickets').selectAll().execute();
    const byId = new Map(tickets.map((row) => [row.id, row]));
    for (const id of [ids.oldClosed, ids.oldResolved, ids.crisisAcknowledged, ids.withFile]) {
      const row = byId.get(id)!;
      expect(row.subject).toBe(REMOVED_SUBJECT);
      expect(row.description).toBe(REMOVED_TEXT);
      expect(row.detected_crisis_keywords).toBe('[]');
      expect(row.anonymized_at).toBe(NOW.toISOString());
      // What the reports count stays.
      expect(row.user_id).toBe(await userId(t.db, 'student@university.edu'));
      expect(row.status === 'Closed' || row.status === 'Resolved').toBe(true);
      expect(row.search_text).not.toMatch(/visa|fees|transcript/i);
    }
    expect(byId.get(ids.crisisAcknowledged)!.crisis_flag).toBe(1);
    expect(byId.get(ids.oldClosed)!.response_count).toBe(1);
    for (const id of [
      ids.recentClosed,
      ids.oldOpen,
      ids.crisisUnacknowledged,
      ids.concernOpen,
      ids.openMark,
    ]) {
      expect(byId.get(id)!.subject).not.toBe(REMOVED_SUBJECT);
      expect(byId.get(id)!.anonymized_at).toBeNull();
    }
    const replies = await t.db
      .selectFrom('ticket_responses')
      .select('message')
      .where('ticket_id', '=', ids.oldClosed)
      .execute();
    expect(replies.map((r) => r.message)).toEqual([REMOVED_TEXT]);
    const escalation = await t.db
      .selectFrom('crisis_escalations')
      .select('acknowledgement_note')
      .where('ticket_id', '=', ids.crisisAcknowledged)
      .executeTakeFirstOrThrow();
    expect(escalation.acknowledgement_note).toBeNull();
    const notes = await t.db
      .selectFrom('ticket_history')
      .select('note')
      .where('ticket_id', '=', ids.crisisAcknowledged)
      .execute();
    expect(notes.every((row) => row.note === null)).toBe(true);
    expect(
      await t.db
        .selectFrom('ticket_attachments')
        .select('id')
        .where('ticket_id', '=', ids.withFile)
        .execute(),
    ).toHaveLength(0);
    expect(fs.existsSync(file)).toBe(false);

    const audit = await t.db
      .selectFrom('audit_logs')
      .select(['action', 'actor_id', 'details'])
      .where('action', 'like', 'retention.%')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.action).toBe('retention.run');
    expect(audit[0]!.actor_id).toBe(await userId(t.db, 'admin@university.edu'));
    expect(JSON.parse(audit[0]!.details ?? '{}')).toMatchObject({
      notifications: 1,
      sessions: 1,
      password_links: 1,
      tickets: 4,
      attachments_removed: 1,
      scheduled: false,
    });
  });

  it('the student still opens an anonymized ticket of theirs, without what was written', async () => {
    const res = await call(t.app, tokens.student, 'GET', `/api/tickets/${ids.oldClosed}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toMatch(/visa|passport/i);
  });

  it('a second run changes nothing', async () => {
    const before = await t.db.selectFrom('tickets').selectAll().orderBy('id').execute();
    const res = await call(t.app, tokens.admin, 'POST', `${BASE}/run`, { confirm: 'DELETE' });
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).data).toMatchObject({
      counts: {
        notifications: 0,
        sessions: 0,
        password_links: 0,
        tickets: 0,
        crisis_chats: 0,
        checkins: 0,
        session_chats: 0,
      },
      attachments_removed: 0,
    });
    expect(await t.db.selectFrom('tickets').selectAll().orderBy('id').execute()).toEqual(before);
  });

  it('takes what crosses the cut-off as the clock moves on, once its review is finished', async () => {
    await t.db
      .updateTable('tickets')
      .set({ possible_concern: 1, concern_reviewed_at: NOW.toISOString() })
      .where('id', '=', ids.concernOpen)
      .execute();
    t.clock.set(new Date(NOW.getTime() + 2 * 60_000));
    const preview = await call(t.app, tokens.admin, 'GET', `${BASE}/preview`);
    const data = body(preview).data as {
      counts: Record<string, number>;
      sample_ids: Record<string, number[]>;
    };
    expect(data.counts).toEqual({
      notifications: 1,
      sessions: 1,
      password_links: 1,
      tickets: 2,
      crisis_chats: 0,
      checkins: 0,
      session_chats: 0,
    });
    expect([...(data.sample_ids.tickets ?? [])].sort()).toEqual([ids.recentClosed, ids.concernOpen].sort());
    t.clock.set(NOW);
  });
});
