import { can, type Role } from '../../../common/permissions';

/** Only counselors and advisors take tickets by specialization. */
export const ASSIGNABLE_ROLES = ['counselor', 'advisor'] as const;

export const specializationPolicy = {
  mayManage: (role: Role) => can(role, 'manage_specializations'),
  /** A specialization can be given only to an active counselor or advisor. */
  mayHold: (user: { role: string; status: string }) =>
    user.status === 'active' && (ASSIGNABLE_ROLES as readonly string[]).includes(user.role),
};
