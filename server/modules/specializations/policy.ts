import { can, type Role, STAFF_ROLES } from '../../../common/permissions';

export const specializationPolicy = {
  mayManage: (role: Role) => can(role, 'manage_specializations'),
  /** A specialization can be given only to an active counselor or advisor (staff). */
  mayHold: (user: { role: string; status: string }) =>
    user.status === 'active' && (STAFF_ROLES as readonly string[]).includes(user.role),
};
