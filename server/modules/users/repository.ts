import {
  type Expression,
  type Insertable,
  type Selectable,
  type SqlBool,
  sql,
  type Updateable,
} from 'kysely';
import type { Role } from '../../../common/permissions';
import type { UserStatus } from '../../../common/schemas/auth';
import type { UserStats } from '../../../common/schemas/users';
import type { DB } from '../../db';
import type { UsersTable } from '../../db/types';
import { containsPattern } from '../../lib/like';

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type UserPatch = Updateable<UsersTable>;

export interface UserFilter {
  search?: string | undefined;
  role?: Role[] | undefined;
  status?: UserStatus[] | undefined;
}

export interface UserOrder {
  sort_by: 'created_at' | 'name' | 'email' | 'last_login_at';
  sort_direction: 'asc' | 'desc';
}

/** Parameters per statement stay far below SQLite's and PostgreSQL's limits. */
const CHUNK = 500;

function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
}

function filtered(db: DB, filter: UserFilter) {
  let query = db.selectFrom('users');
  if (filter.role?.length) query = query.where('role', 'in', filter.role);
  if (filter.status?.length) query = query.where('status', 'in', filter.status);
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    const like = (column: 'name' | 'email' | 'student_id' | 'employee_id'): Expression<SqlBool> =>
      sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '!'`;
    query = query.where((eb) =>
      eb.or([like('name'), like('email'), like('student_id'), like('employee_id')]),
    );
  }
  return query;
}

/** Every column of the filtered accounts, in the asked order (id breaks ties so pages never overlap). */
function orderedRows(db: DB, filter: UserFilter, order: UserOrder) {
  const direction = order.sort_direction;
  const query = filtered(db, filter).selectAll();
  const sorted =
    order.sort_by === 'last_login_at'
      ? // Accounts that never signed in come last in both directions, on SQLite and PostgreSQL alike.
        query
          .orderBy(sql`case when last_login_at is null then 1 else 0 end`)
          .orderBy('last_login_at', direction)
      : order.sort_by === 'name'
        ? query.orderBy(sql`lower(name)`, direction)
        : query.orderBy(order.sort_by, direction);
  return sorted.orderBy('id', direction);
}

export function findUserById(db: DB, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findUserByEmail(db: DB, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

export async function findUsersByIds(db: DB, ids: readonly number[]): Promise<UserRow[]> {
  const rows: UserRow[] = [];
  for (const part of chunks(ids)) {
    rows.push(...(await db.selectFrom('users').selectAll().where('id', 'in', part).execute()));
  }
  return rows;
}

export async function recordUserLogin(db: DB, id: number, at: string): Promise<void> {
  await db.updateTable('users').set({ last_login_at: at }).where('id', '=', id).execute();
}

/** One page of the filtered accounts and how many there are in all. */
export async function listUsers(
  db: DB,
  query: { filter: UserFilter; order: UserOrder; page: number; perPage: number },
): Promise<{ rows: UserRow[]; total: number }> {
  const { filter, order, page, perPage } = query;
  const counted = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await orderedRows(db, filter, order)
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
  return { rows, total: Number(counted.total) };
}

export function exportUserRows(
  db: DB,
  query: { filter: UserFilter; order: UserOrder; limit: number },
): Promise<UserRow[]> {
  return orderedRows(db, query.filter, query.order).limit(query.limit).execute();
}

export async function userStats(db: DB, now: Date): Promise<UserStats> {
  const weekAgo = new Date(now.getTime() - 7 * 24 * 60 * 60 * 1000).toISOString();
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString();
  const when = (condition: ReturnType<typeof sql>) =>
    sql<number>`sum(case when ${condition} then 1 else 0 end)`;
  const row = await db
    .selectFrom('users')
    .select((eb) => [
      eb.fn.countAll<number>().as('total_users'),
      when(sql`status = 'active'`).as('active_users'),
      when(sql`status = 'inactive'`).as('inactive_users'),
      when(sql`status = 'suspended'`).as('suspended_users'),
      when(sql`role = 'student'`).as('students'),
      when(sql`role = 'counselor'`).as('counselors'),
      when(sql`role = 'advisor'`).as('advisors'),
      when(sql`role = 'admin'`).as('admins'),
      when(sql`created_at >= ${weekAgo}`).as('recent_registrations'),
      when(sql`last_login_at >= ${weekAgo}`).as('recent_logins'),
      when(sql`last_login_at is null`).as('never_logged_in'),
      when(sql`created_at >= ${monthStart}`).as('this_month_registrations'),
    ])
    .executeTakeFirstOrThrow();
  const stats = {} as UserStats;
  for (const [key, value] of Object.entries(row)) {
    stats[key as keyof UserStats] = Number(value ?? 0);
  }
  return stats;
}

/** Lowercased e-mail addresses among `emails` that already belong to an account. */
export async function existingEmails(db: DB, emails: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (const part of chunks(emails.map((email) => email.toLowerCase()))) {
    const rows = await db
      .selectFrom('users')
      .select(sql<string>`lower(email)`.as('email'))
      .where(sql`lower(email)`, 'in', part)
      .execute();
    for (const row of rows) found.add(row.email);
  }
  return found;
}

export async function insertUser(db: DB, values: NewUserRow): Promise<number> {
  const row = await db.insertInto('users').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Many rows in multi-row inserts; call inside a transaction so they land together or not at all. */
export async function insertUsers(
  db: DB,
  values: readonly NewUserRow[],
): Promise<{ id: number; email: string }[]> {
  const created: { id: number; email: string }[] = [];
  for (const part of chunks(values, 250)) {
    created.push(...(await db.insertInto('users').values(part).returning(['id', 'email']).execute()));
  }
  return created;
}

export async function updateUser(db: DB, id: number, patch: UserPatch): Promise<void> {
  await db.updateTable('users').set(patch).where('id', '=', id).execute();
}

export async function setUsersStatus(
  db: DB,
  change: { ids: readonly number[]; status: UserStatus; at: string },
): Promise<void> {
  for (const part of chunks(change.ids)) {
    await db
      .updateTable('users')
      .set({ status: change.status, updated_at: change.at })
      .where('id', 'in', part)
      .execute();
  }
}

export async function removeUsers(db: DB, ids: readonly number[]): Promise<void> {
  for (const part of chunks(ids)) {
    await db.deleteFrom('users').where('id', 'in', part).execute();
  }
}

/**
 * Tickets that tie an account to the support record: ones it raised (deleting the account would delete
 * them) and unfinished ones assigned to it (they would silently lose their assignee).
 */
export async function userTicketTies(
  db: DB,
  ids: readonly number[],
  finishedStatuses: readonly string[],
): Promise<Map<number, { owned: number; assignedOpen: number }>> {
  const ties = new Map<number, { owned: number; assignedOpen: number }>();
  const tie = (id: number) => {
    let entry = ties.get(id);
    if (!entry) {
      entry = { owned: 0, assignedOpen: 0 };
      ties.set(id, entry);
    }
    return entry;
  };
  for (const part of chunks(ids)) {
    const owned = await db
      .selectFrom('tickets')
      .select((eb) => ['user_id', eb.fn.countAll<number>().as('count')])
      .where('user_id', 'in', part)
      .groupBy('user_id')
      .execute();
    for (const row of owned) tie(row.user_id).owned = Number(row.count);
    const assigned = await db
      .selectFrom('tickets')
      .select((eb) => ['assigned_to', eb.fn.countAll<number>().as('count')])
      .where('assigned_to', 'in', part)
      .where('status', 'not in', [...finishedStatuses])
      .groupBy('assigned_to')
      .execute();
    for (const row of assigned)
      if (row.assigned_to !== null) tie(row.assigned_to).assignedOpen = Number(row.count);
  }
  return ties;
}
