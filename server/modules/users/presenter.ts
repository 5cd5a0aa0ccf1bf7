import { normalizeRole } from '../../../common/permissions';
import { initialsOf, type SessionUser, userStatusSchema } from '../../../common/schemas/auth';
import type { User, UserExportRow } from '../../../common/schemas/users';
import { JSON_STRING, readJsonList } from '../../db/json-columns';
import type { UserRow } from './repository';

function statusOf(row: UserRow) {
  const status = userStatusSchema.safeParse(row.status);
  return status.success ? status.data : 'inactive';
}

/** The signed-in user's own view of their account. Never includes the password hash. */
export function presentSessionUser(row: UserRow): SessionUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: normalizeRole(row.role),
    status: statusOf(row),
    display_name: row.name,
    initials: initialsOf(row.name),
    phone: row.phone,
    student_id: row.student_id,
    employee_id: row.employee_id,
    last_login_at: row.last_login_at,
    created_at: row.created_at,
    must_change_password: Number(row.must_change_password) === 1,
  };
}

/** An account as user administration shows it, field by field. Never includes the password hash. */
export function presentUser(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: normalizeRole(row.role),
    status: statusOf(row),
    phone: row.phone,
    address: row.address,
    date_of_birth: row.date_of_birth,
    student_id: row.student_id,
    employee_id: row.employee_id,
    // Stored as JSON text (string[]); anything else reads as no specializations.
    specializations: readJsonList(row.specializations, JSON_STRING),
    bio: row.bio,
    languages: readJsonList(row.languages, JSON_STRING),
    last_login_at: row.last_login_at,
    created_at: row.created_at,
    updated_at: row.updated_at,
    display_name: row.name,
    initials: initialsOf(row.name),
  };
}

/** One flat row of the users export; the client turns the rows into CSV with formula neutralisation. */
export function presentExportRow(row: UserRow): UserExportRow {
  return {
    name: row.name,
    email: row.email,
    role: normalizeRole(row.role),
    status: statusOf(row),
    phone: row.phone,
    student_id: row.student_id,
    employee_id: row.employee_id,
    last_login_at: row.last_login_at,
    created_at: row.created_at,
  };
}
