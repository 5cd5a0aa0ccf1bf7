import { normalizeRole } from '../../../common/permissions';
import { initialsOf, type SessionUser, userStatusSchema } from '../../../common/schemas/auth';
import type { UserRow } from './repository';

/** The signed-in user's own view of their account. Never includes the password hash. */
export function presentSessionUser(row: UserRow): SessionUser {
  const status = userStatusSchema.safeParse(row.status);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: normalizeRole(row.role),
    status: status.success ? status.data : 'inactive',
    display_name: row.name,
    initials: initialsOf(row.name),
    phone: row.phone,
    student_id: row.student_id,
    employee_id: row.employee_id,
    last_login_at: row.last_login_at,
    created_at: row.created_at,
  };
}
