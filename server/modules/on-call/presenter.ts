import { normalizeRole } from '../../../common/permissions';
import { type OnCallPerson, type OnCallShift, timeOf } from '../../../common/schemas/on-call';
import { onCallPolicy } from './policy';
import type { ShiftRow } from './repository';

export function presentPerson(user: { id: number; name: string; role: string }): OnCallPerson {
  return { id: user.id, name: user.name, role: normalizeRole(user.role) };
}

export function presentShift(row: ShiftRow): OnCallShift {
  return {
    id: row.id,
    user: { id: row.user_id, name: row.user_name, role: normalizeRole(row.user_role) },
    weekday: row.weekday,
    start: timeOf(row.start_minute),
    end: timeOf(row.end_minute),
    note: row.note,
    active: onCallPolicy.mayBeOnCall({ role: row.user_role, status: row.user_status }),
  };
}
