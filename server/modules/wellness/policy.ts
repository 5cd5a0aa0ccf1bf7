import type { Role } from '../../../common/permissions';

/**
 * Check-ins are the student's own (decision 0033). Only students check in; a counselor or advisor reads a
 * student's check-ins only while the student shares them and the staff member is their counselor (holds one of
 * their appointments or is assigned one of their tickets). Administrators never read check-in content: no
 * route answers it to them, and the audit trail records sharing and reads without any of it.
 */
export const wellnessPolicy = {
  checksIn: (role: Role) => role === 'student',
  readsShared: (role: Role) => role === 'counselor' || role === 'advisor',
};
