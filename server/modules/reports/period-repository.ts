import { sql } from 'kysely';
import { STAFF_ROLES } from '../../../common/permissions';
import type { DatabaseKind } from '../../config';
import type { DB } from '../../db';
import { hoursBetween } from '../../lib/sql-time';
import type { Window } from './repository';

/**
 * The Reports screen's queries beside the ticket figures (`figuresByCategory`, which also gives each
 * person's tickets): people, sign-ins, appointments, ratings and crisis alerts over one window. Each reads
 * the window through an index on its time column.
 */

const num = (value: unknown): number => Number(value ?? 0);

/** The audit action of a successful sign-in (auth/audit.ts). */
export const SIGN_IN_ACTION = 'auth.sign_in';

export interface RoleCount {
  role: string;
  count: number;
}

/** Accounts created in the window, by their role. */
export async function registrationsByRole(db: DB, window: Window): Promise<RoleCount[]> {
  const rows = await db
    .selectFrom('users')
    .where('created_at', '>=', window.from)
    .where('created_at', '<=', window.to)
    .select(['role', sql<number>`count(*)`.as('count')])
    .groupBy('role')
    .execute();
  return rows.map((r) => ({ role: r.role, count: num(r.count) }));
}

export interface SignInCount {
  role: string;
  sign_ins: number;
  people: number;
}

/**
 * Sign-ins in the window from the audit trail (kept whole, unlike sessions, which the retention clean-up
 * removes), and how many different people signed in, by their role today.
 */
export async function signInsByRole(db: DB, window: Window): Promise<SignInCount[]> {
  const rows = await db
    .selectFrom('audit_logs as a')
    .innerJoin('users as u', 'u.id', 'a.actor_id')
    .where('a.created_at', '>=', window.from)
    .where('a.created_at', '<=', window.to)
    .where('a.action', '=', SIGN_IN_ACTION)
    .select([
      'u.role',
      sql<number>`count(*)`.as('sign_ins'),
      sql<number>`count(distinct a.actor_id)`.as('people'),
    ])
    .groupBy('u.role')
    .execute();
  return rows.map((r) => ({ role: r.role, sign_ins: num(r.sign_ins), people: num(r.people) }));
}

export interface AppointmentCount {
  counselor_id: number;
  type: string;
  status: string;
  count: number;
  ratings: number;
  rating_sum: number;
}

/** Appointments due in the window (by start), per counselor, type and stored status, with their ratings. */
export async function appointmentsDue(
  db: DB,
  kind: DatabaseKind,
  window: Window,
): Promise<AppointmentCount[]> {
  // On SQLite `+counselor_id` keeps the planner off the (counselor, start) index: walking it for the grouping's
  // order visits a year's appointments in counselor order, a table lookup each (3.8 s at 440,000 appointments
  // of the year, 0.7 s through the start index's range).
  const counselor = kind === 'sqlite' ? sql`+a.counselor_id` : sql`a.counselor_id`;
  const rows = await db
    .selectFrom('appointments as a')
    .leftJoin('appointment_feedback as f', 'f.appointment_id', 'a.id')
    .where('a.start_at', '>=', window.from)
    .where('a.start_at', '<=', window.to)
    .select([
      'a.counselor_id',
      'a.type',
      'a.status',
      sql<number>`count(*)`.as('count'),
      sql<number>`count(f.rating)`.as('ratings'),
      sql<number>`coalesce(sum(f.rating), 0)`.as('rating_sum'),
    ])
    .groupBy([counselor, sql`a.type`, sql`a.status`])
    .execute();
  return rows.map((r) => ({
    counselor_id: r.counselor_id,
    type: r.type,
    status: r.status,
    count: num(r.count),
    ratings: num(r.ratings),
    rating_sum: num(r.rating_sum),
  }));
}

/**
 * The version of the appointments and their feedback (migration 0030: triggers bump it on every write), read
 * BEFORE their figures, so figures kept under it are exact across servers (decision 0038).
 */
export async function appointmentsVersion(db: DB): Promise<string | null> {
  const row = await db
    .selectFrom('report_table_versions')
    .select('version')
    .where('name', '=', 'appointments')
    .executeTakeFirst();
  return row ? String(row.version) : null;
}

export interface TypeCount {
  type: string;
  count: number;
}

/** Appointments booked in the window (by when they were booked), by type. */
export async function appointmentsBooked(db: DB, window: Window): Promise<TypeCount[]> {
  const rows = await db
    .selectFrom('appointments')
    .where('created_at', '>=', window.from)
    .where('created_at', '<=', window.to)
    .select(['type', sql<number>`count(*)`.as('count')])
    .groupBy('type')
    .execute();
  return rows.map((r) => ({ type: r.type, count: num(r.count) }));
}

export interface CrisisAlertFigures {
  alerts: number;
  acknowledged: number;
  /** Minutes from detection to acknowledgement, summed over the acknowledged alerts. */
  acknowledgement_minutes: number;
}

/** Crisis alerts raised in the window and how soon they were acknowledged. */
export async function crisisAlerts(db: DB, kind: DatabaseKind, window: Window): Promise<CrisisAlertFigures> {
  const row = await db
    .selectFrom('crisis_escalations')
    .where('detected_at', '>=', window.from)
    .where('detected_at', '<=', window.to)
    .select([
      sql<number>`count(*)`.as('alerts'),
      sql<number>`count(acknowledged_at)`.as('acknowledged'),
      sql<number>`coalesce(sum(${hoursBetween(kind, 'detected_at', 'acknowledged_at')}), 0) * 60`.as(
        'acknowledgement_minutes',
      ),
    ])
    .executeTakeFirstOrThrow();
  return {
    alerts: num(row.alerts),
    acknowledged: num(row.acknowledged),
    acknowledgement_minutes: num(row.acknowledgement_minutes),
  };
}

export interface StaffRef {
  id: number;
  name: string;
  role: string;
  status: string;
}

/** Counselors and advisors: the active ones, and any other named in `ids` (they worked in the period). */
export async function staffOf(db: DB, ids: number[]): Promise<StaffRef[]> {
  return db
    .selectFrom('users')
    .where('role', 'in', STAFF_ROLES)
    .where((eb) =>
      ids.length > 0
        ? eb.or([eb('status', '=', 'active'), eb('id', 'in', ids)])
        : eb('status', '=', 'active'),
    )
    .select(['id', 'name', 'role', 'status'])
    .orderBy('name')
    .orderBy('id')
    .execute();
}
