import { type Insertable, type Selectable, type SqlBool, sql } from 'kysely';
import type { Role } from '../../../common/permissions';
import type {
  NotificationPriority,
  NotificationType,
  ReadStatus,
} from '../../../common/schemas/notifications';
import type { DB } from '../../db';
import type { NotificationsTable } from '../../db/types';
import { containsPattern } from '../../lib/like';

export type NotificationRow = Selectable<NotificationsTable>;
export type NewNotificationRow = Insertable<NotificationsTable>;

export interface NotificationFilters {
  type?: NotificationType | undefined;
  priority?: NotificationPriority | undefined;
  readStatus: ReadStatus;
  search?: string | undefined;
}

/** Rows per INSERT and ids per IN (...): far below SQLite's and PostgreSQL's parameter limits. */
const CHUNK = 200;

function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
}

function own(db: DB, userId: number, filters: NotificationFilters) {
  let query = db.selectFrom('notifications').where('user_id', '=', userId);
  if (filters.type) query = query.where('type', '=', filters.type);
  if (filters.priority) query = query.where('priority', '=', filters.priority);
  if (filters.readStatus === 'read') query = query.where('read_at', 'is not', null);
  if (filters.readStatus === 'unread') query = query.where('read_at', 'is', null);
  if (filters.search) {
    const pattern = containsPattern(filters.search);
    query = query.where(
      sql<SqlBool>`(lower(title) like ${pattern} escape '!' or lower(message) like ${pattern} escape '!')`,
    );
  }
  return query;
}

export async function insertNotifications(db: DB, rows: NewNotificationRow[]): Promise<NotificationRow[]> {
  const out: NotificationRow[] = [];
  for (const part of chunks(rows)) {
    out.push(...(await db.insertInto('notifications').values(part).returningAll().execute()));
  }
  return out;
}

/** One page of the user's notifications, newest first, and how many match in all. */
export async function listNotifications(
  db: DB,
  query: { userId: number; filters: NotificationFilters; limit: number; offset: number },
) {
  const { total } = await own(db, query.userId, query.filters)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const rows =
    Number(total) === 0
      ? []
      : await own(db, query.userId, query.filters)
          .selectAll()
          .orderBy('id', 'desc')
          .limit(query.limit)
          .offset(query.offset)
          .execute();
  return { rows, total: Number(total) };
}

export async function notificationCounts(db: DB, userId: number) {
  const row = await db
    .selectFrom('notifications')
    .where('user_id', '=', userId)
    .select([
      sql<number>`count(*)`.as('total'),
      sql<number>`coalesce(sum(case when read_at is null then 1 else 0 end), 0)`.as('unread'),
      sql<number>`coalesce(sum(case when priority = 'high' then 1 else 0 end), 0)`.as('high'),
      sql<number>`coalesce(sum(case when priority = 'high' and read_at is null then 1 else 0 end), 0)`.as(
        'high_unread',
      ),
    ])
    .executeTakeFirstOrThrow();
  return {
    total: Number(row.total),
    unread: Number(row.unread),
    high: Number(row.high),
    highUnread: Number(row.high_unread),
  };
}

export async function unreadNotificationCount(db: DB, userId: number): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function notificationGroupCounts(db: DB, userId: number, column: 'type' | 'priority') {
  const rows = await db
    .selectFrom('notifications')
    .where('user_id', '=', userId)
    .select([column, sql<number>`count(*)`.as('n')])
    .groupBy(column)
    .execute();
  return rows.map((row) => ({ key: String(row[column]), count: Number(row.n) }));
}

export function findOwnNotification(
  db: DB,
  userId: number,
  id: number,
): Promise<NotificationRow | undefined> {
  return db
    .selectFrom('notifications')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Marks the user's notifications among `ids` read (at `at`) or unread (`at` null); returns how many changed. */
export async function setNotificationsRead(
  db: DB,
  change: { userId: number; ids: number[] | 'all'; at: string | null },
): Promise<number> {
  const { userId, ids, at } = change;
  let changed = 0;
  for (const part of ids === 'all' ? [null] : chunks(ids)) {
    let query = db
      .updateTable('notifications')
      .set({ read_at: at })
      .where('user_id', '=', userId)
      .where('read_at', at === null ? 'is not' : 'is', null);
    if (part) query = query.where('id', 'in', part);
    const result = await query.executeTakeFirst();
    changed += Number(result.numUpdatedRows);
  }
  return changed;
}

export async function deleteOwnNotifications(db: DB, userId: number, ids: number[]): Promise<number> {
  let deleted = 0;
  for (const part of chunks(ids)) {
    const result = await db
      .deleteFrom('notifications')
      .where('user_id', '=', userId)
      .where('id', 'in', part)
      .executeTakeFirst();
    deleted += Number(result.numDeletedRows);
  }
  return deleted;
}

/** What a reconnecting stream missed: the user's notifications after `afterId`, oldest first. */
export function notificationsAfter(
  db: DB,
  query: { userId: number; afterId: number; limit: number },
): Promise<NotificationRow[]> {
  return db
    .selectFrom('notifications')
    .selectAll()
    .where('user_id', '=', query.userId)
    .where('id', '>', query.afterId)
    .orderBy('id', 'asc')
    .limit(query.limit)
    .execute();
}

export async function latestNotificationId(db: DB, userId: number): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .where('user_id', '=', userId)
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

export async function notificationsByIds(db: DB, ids: number[]): Promise<NotificationRow[]> {
  const out: NotificationRow[] = [];
  for (const part of chunks(ids)) {
    out.push(...(await db.selectFrom('notifications').selectAll().where('id', 'in', part).execute()));
  }
  return out.sort((a, b) => a.id - b.id);
}

/** A recipient as notifications need them. */
export function findRecipient(db: DB, id: number) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'role', 'status'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Active accounts of these roles, for broadcasts and crisis alerts. */
export function activeRecipients(db: DB, roles: readonly Role[]) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'role'])
    .where('status', '=', 'active')
    .where('role', 'in', [...roles])
    .orderBy('id', 'asc')
    .execute();
}

/**
 * Who hears of crisis wording in a live conversation (a session chat, a live crisis chat): the counselor holding
 * it, when there is one, and every active admin, each once (decision 0031, 0032).
 */
export async function liveCrisisRecipients(db: DB, counselorId: number | null): Promise<number[]> {
  const admins = await activeRecipients(db, ['admin']);
  return [...new Set([...(counselorId ? [counselorId] : []), ...admins.map((admin) => admin.id)])];
}

/** A ticket as notifications describe it: number, subject, people, and what its link needs. */
export function findTicketFacts(db: DB, id: number) {
  return db
    .selectFrom('tickets as t')
    .innerJoin('ticket_categories as c', 'c.id', 't.category_id')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .leftJoin('users as a', 'a.id', 't.assigned_to')
    .select([
      't.id',
      't.ticket_number',
      't.subject',
      't.user_id',
      't.assigned_to',
      't.priority',
      't.status',
      't.crisis_flag',
      't.crisis_acknowledged_at',
      'c.slug as category_slug',
      'u.name as requester_name',
      'a.name as assignee_name',
      'a.status as assignee_status',
    ])
    .where('t.id', '=', id)
    .executeTakeFirst();
}

export function findTicketResponse(db: DB, id: number) {
  return db
    .selectFrom('ticket_responses')
    .select(['id', 'ticket_id', 'user_id', 'message', 'is_internal'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Whether the sessions behind open streams still hold: not revoked, not expired, not idle past the limit,
 * and the account still active. Read only: an open stream does not keep a session alive.
 */
export async function liveSessions(
  db: DB,
  query: { sessionIds: number[]; now: string; idleSince: string },
): Promise<Set<number>> {
  const live = new Set<number>();
  for (const part of chunks(query.sessionIds)) {
    const rows = await db
      .selectFrom('sessions as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .select('s.id')
      .where('s.id', 'in', part)
      .where('s.revoked_at', 'is', null)
      .where('s.expires_at', '>', query.now)
      .where('s.last_seen_at', '>', query.idleSince)
      .where('u.status', '=', 'active')
      .execute();
    for (const row of rows) live.add(row.id);
  }
  return live;
}
