import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../../db';
import { seedDemoData } from '../../db/seed';
import { createTestApp, type TestApp } from '../../test/setup';
import { userId } from '../../test/tickets';
import { retentionService } from './service';
import { CUTOFF, inside, NOW, past } from './test-retention';

/** The clean-up of ended crisis chats, wellness check-ins and session chat lines (decision 0028). */
let t: TestApp;
let student: number;

async function chat(db: DB, endedAt: string | null, lines: (string | null)[]): Promise<number> {
  const row = await db
    .insertInto('crisis_chats')
    .values({
      student_id: student,
      counselor_id: null,
      status: endedAt ? 'ended' : 'waiting',
      anonymous: 0,
      name_shared_at: null,
      name_revealed_at: null,
      requested_at: endedAt ?? inside,
      accepted_at: null,
      escalation_claimed_at: null,
      escalated_at: null,
      escalation_reason: null,
      ticket_id: null,
      ended_at: endedAt,
      ended_by: null,
      updated_at: endedAt ?? inside,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const level of lines) {
    await db
      .insertInto('crisis_chat_messages')
      .values({
        chat_id: row.id,
        sender_id: student,
        sender_role: 'student',
        body: 'A line of the conversation',
        crisis_level: level,
        created_at: endedAt ?? inside,
      })
      .execute();
  }
  return row.id;
}

async function checkin(db: DB, day: string) {
  await db
    .insertInto('wellness_checkins')
    .values({
      student_id: student,
      day,
      mood: 3,
      stress: 3,
      sleep: 3,
      energy: 3,
      note: null,
      created_at: NOW.toISOString(),
      updated_at: NOW.toISOString(),
    })
    .execute();
}

async function line(db: DB, appointmentId: number, createdAt: string, level: string | null = null) {
  await db
    .insertInto('session_room_messages')
    .values({
      appointment_id: appointmentId,
      sender_id: student,
      body: 'Session chat line',
      crisis_level: level,
      created_at: createdAt,
    })
    .execute();
}

const ids: Record<string, number> = {};
let appointments: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.db);
  t.clock.set(NOW);
  student = await userId(t.db, 'student@university.edu');
  ids.oldChat = await chat(t.db, past, [null, null]);
  ids.oldCrisisChat = await chat(t.db, past, [null, 'critical']);
  ids.recentChat = await chat(t.db, inside, [null]);
  ids.waitingChat = await chat(t.db, null, [null]);
  const cutoffDay = CUTOFF.toISOString().slice(0, 10);
  await checkin(t.db, '2026-01-15');
  await checkin(t.db, '2026-08-30');
  await checkin(t.db, cutoffDay);
  appointments = (await t.db.selectFrom('appointments').select('id').orderBy('id').limit(2).execute()).map(
    (r) => r.id,
  );
  const [plain, crisis] = appointments as [number, number];
  await line(t.db, plain, past);
  await line(t.db, plain, past);
  await line(t.db, plain, inside);
  await line(t.db, crisis, past);
  await line(t.db, crisis, past, 'high');
});
afterAll(() => t.close());

describe('retention of crisis chats, check-ins and session chats', () => {
  it('previews what goes and keeps crisis conversations', async () => {
    const preview = await retentionService(t.app.ctx).preview();
    expect(preview.counts).toMatchObject({ crisis_chats: 1, checkins: 2, session_chats: 2 });
    expect(preview.sample_ids.crisis_chats).toEqual([ids.oldChat]);
    expect(preview.sample_ids.checkins).toEqual([student]);
    expect(preview.sample_ids.session_chats).toEqual([appointments[0]]);
  });

  it('deletes them in the run and keeps the rest', async () => {
    const run = await retentionService(t.app.ctx).run(null, null);
    expect(run.counts).toMatchObject({ crisis_chats: 1, checkins: 2, session_chats: 2 });
    const chats = (await t.db.selectFrom('crisis_chats').select('id').orderBy('id').execute()).map(
      (r) => r.id,
    );
    expect(chats).toEqual([ids.oldCrisisChat, ids.recentChat, ids.waitingChat]);
    const orphanLines = await t.db
      .selectFrom('crisis_chat_messages')
      .select('id')
      .where('chat_id', '=', ids.oldChat as number)
      .execute();
    expect(orphanLines).toEqual([]);
    const days = (
      await t.db.selectFrom('wellness_checkins').select('day').where('student_id', '=', student).execute()
    ).map((r) => r.day);
    expect(days).toEqual([CUTOFF.toISOString().slice(0, 10)]);
    const lines = await t.db
      .selectFrom('session_room_messages')
      .select(['appointment_id', 'created_at'])
      .execute();
    expect(lines.filter((l) => l.appointment_id === appointments[0]).map((l) => l.created_at)).toEqual([
      inside,
    ]);
    expect(lines.filter((l) => l.appointment_id === appointments[1])).toHaveLength(2);
    // A second run finds nothing more.
    const again = await retentionService(t.app.ctx).run(null, null);
    expect(again.counts).toMatchObject({ crisis_chats: 0, checkins: 0, session_chats: 0 });
  });
});
