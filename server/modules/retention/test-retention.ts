import { randomBytes } from 'node:crypto';
import type { DB } from '../../db';
import { userId } from '../../test/tickets';

/** The retention suites' clock and records: the default setting keeps 365 days. */
export const DAY = 86_400_000;
export const NOW = new Date('2027-09-01T09:00:00.000Z');
export const CUTOFF = new Date(NOW.getTime() - 365 * DAY);
/** A minute past the cut-off (goes) and a minute inside it (stays). */
export const past = new Date(CUTOFF.getTime() - 60_000).toISOString();
export const inside = new Date(CUTOFF.getTime() + 60_000).toISOString();

export async function notification(db: DB, readAt: string | null, createdAt: string): Promise<number> {
  const student = await userId(db, 'student@university.edu');
  const row = await db
    .insertInto('notifications')
    .values({
      user_id: student,
      type: 'system',
      title: 'A note',
      message: 'Something happened',
      priority: 'normal',
      link: null,
      subject_type: null,
      subject_id: null,
      read_at: readAt,
      created_by: null,
      created_at: createdAt,
    } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function session(db: DB, expiresAt: string): Promise<number> {
  const student = await userId(db, 'student@university.edu');
  const row = await db
    .insertInto('sessions')
    .values({
      token_hash: randomBytes(32).toString('hex'),
      user_id: student,
      created_at: expiresAt,
      last_seen_at: expiresAt,
      expires_at: expiresAt,
      ip: null,
      user_agent: null,
      revoked_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function link(db: DB, expiresAt: string): Promise<number> {
  const student = await userId(db, 'student@university.edu');
  const row = await db
    .insertInto('password_tokens')
    .values({
      user_id: student,
      token_hash: randomBytes(32).toString('hex'),
      purpose: 'reset',
      created_at: expiresAt,
      expires_at: expiresAt,
      used_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
