import { normalizeRole } from '../../../common/permissions';
import type { CheckIn } from '../../../common/schemas/wellness';
import type { CheckInRow, StaffRow } from './repository';

export function presentCheckIn(row: CheckInRow): CheckIn {
  return {
    day: row.day,
    mood: row.mood,
    stress: row.stress,
    sleep: row.sleep,
    energy: row.energy,
    note: row.note,
    updated_at: row.updated_at,
  };
}

export function presentCounselor(row: StaffRow) {
  return { id: row.id, name: row.name, role: normalizeRole(row.role) };
}
