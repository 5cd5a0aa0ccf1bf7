import { normalizeRole } from '../../../common/permissions';
import type { EmergencyContact, Profile } from '../../../common/schemas/profile';
import { JSON_STRING, readJsonList } from '../../db/json-columns';
import type { ProfileRow } from './repository';

/** Null when neither a name nor a phone number is kept. */
export function presentEmergencyContact(row: ProfileRow): EmergencyContact | null {
  if (!row.emergency_contact_name && !row.emergency_contact_phone) return null;
  return {
    name: row.emergency_contact_name,
    relationship: row.emergency_contact_relationship,
    phone: row.emergency_contact_phone,
  };
}

export function presentProfile(row: ProfileRow): Profile {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: normalizeRole(row.role),
    student_id: row.student_id,
    phone: row.phone,
    preferred_phone: row.preferred_phone,
    emergency_contact: presentEmergencyContact(row),
    bio: row.bio,
    languages: readJsonList(row.languages, JSON_STRING),
  };
}
