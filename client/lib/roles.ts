import type { Role } from '../../common/permissions';

export const ROLE_LABELS: Record<Role, string> = {
  student: 'Student',
  counselor: 'Counselor',
  advisor: 'Advisor',
  admin: 'Administrator',
};
