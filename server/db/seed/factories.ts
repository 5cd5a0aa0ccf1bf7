import type { Insertable, Kysely, Selectable } from 'kysely';
import { DEMO_PASSWORD } from '../../../common/schemas/auth';
import { slugify } from '../../../common/text';
import { hashPassword } from '../../lib/passwords';
import type { AppointmentsTable, Database, TicketCategoriesTable, UsersTable } from '../types';

/**
 * Factories build real rows through the same tables the app uses. The demo seed is made of them, and the
 * tests call them to set up each case: buildStudent(db), buildCategory(db, { is_active: 0 }), ...
 */
type AnyDb = Kysely<Database>;

let sequence = 0;
const next = () => {
  sequence += 1;
  return sequence;
};

const hashes = new Map<string, Promise<string>>();
/** Hashing is deliberately slow; the same password hashes once per process. */
export function passwordHashFor(password: string): Promise<string> {
  let found = hashes.get(password);
  if (!found) {
    found = hashPassword(password);
    hashes.set(password, found);
  }
  return found;
}

export type UserOverrides = Partial<Omit<Insertable<UsersTable>, 'password_hash'>> & { password?: string };

export async function buildUser(db: AnyDb, overrides: UserOverrides = {}): Promise<Selectable<UsersTable>> {
  const n = next();
  const now = new Date().toISOString();
  const { password = DEMO_PASSWORD, ...fields } = overrides;
  const role = fields.role ?? 'student';
  const values: Insertable<UsersTable> = {
    name: `Test User ${n}`,
    email: `user${n}.${Date.now().toString(36)}@university.edu`,
    role,
    status: 'active',
    phone: null,
    address: null,
    date_of_birth: null,
    student_id: role === 'student' ? `S${String(100000 + n)}` : null,
    employee_id: role === 'student' ? null : `E${String(1000 + n)}`,
    specializations: null,
    bio: null,
    last_login_at: null,
    created_at: now,
    updated_at: now,
    ...fields,
    password_hash: await passwordHashFor(password),
  };
  values.email = values.email.toLowerCase();
  return db.insertInto('users').values(values).returningAll().executeTakeFirstOrThrow();
}

export const buildStudent = (db: AnyDb, overrides: UserOverrides = {}) =>
  buildUser(db, { role: 'student', ...overrides });
export const buildCounselor = (db: AnyDb, overrides: UserOverrides = {}) =>
  buildUser(db, { role: 'counselor', ...overrides });
export const buildAdvisor = (db: AnyDb, overrides: UserOverrides = {}) =>
  buildUser(db, { role: 'advisor', ...overrides });
export const buildAdmin = (db: AnyDb, overrides: UserOverrides = {}) =>
  buildUser(db, { role: 'admin', ...overrides });

/** Category defaults of product §1.9. */
export const CATEGORY_DEFAULTS = {
  icon: 'General',
  color: '#3B82F6',
  sort_order: 0,
  is_active: 1,
  auto_assign: 1,
  crisis_detection_enabled: 0,
  sla_response_hours: 24,
  max_priority_level: 3,
  notification_settings: {
    notify_admins: true,
    notify_counselors: true,
    email_alerts: true,
    auto_escalate: false,
  },
};

export type CategoryOverrides = Partial<Omit<Insertable<TicketCategoriesTable>, 'notification_settings'>> & {
  notification_settings?: typeof CATEGORY_DEFAULTS.notification_settings;
};

export async function buildCategory(
  db: AnyDb,
  overrides: CategoryOverrides = {},
): Promise<Selectable<TicketCategoriesTable>> {
  const n = next();
  const now = new Date().toISOString();
  const name = overrides.name ?? `Category ${n}`;
  const { notification_settings, ...fields } = overrides;
  return db
    .insertInto('ticket_categories')
    .values({
      ...CATEGORY_DEFAULTS,
      name,
      slug: `${slugify(name)}${overrides.name ? '' : `-${Date.now().toString(36)}`}`,
      description: null,
      created_at: now,
      updated_at: now,
      ...fields,
      notification_settings: JSON.stringify(notification_settings ?? CATEGORY_DEFAULTS.notification_settings),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * An hour's appointment row with the booking's defaults (a video session, scheduled, not anonymous, no ticket,
 * reason or cancellation, booked by the student when it was created): give who, when and its room, and whatever else
 * differs.
 */
export function appointmentRow(
  values: Pick<
    Insertable<AppointmentsTable>,
    'student_id' | 'counselor_id' | 'start_at' | 'room' | 'created_at'
  > &
    Partial<Insertable<AppointmentsTable>>,
): Insertable<AppointmentsTable> {
  return {
    type: 'video',
    status: 'scheduled',
    end_at: new Date(Date.parse(values.start_at) + 3_600_000).toISOString(),
    duration: 60,
    is_anonymous: 0,
    ticket_id: null,
    reason: null,
    cancel_reason: null,
    cancelled_by: null,
    created_by: values.student_id,
    updated_at: values.created_at,
    ...values,
  };
}
