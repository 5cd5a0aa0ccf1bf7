import { CASE_WORKER_ROLES, can, type Role } from '../../../common/permissions';

/** Everyone signed in reads active categories; only category managers see inactive ones or change any. */
export const categoryPolicy = {
  mayManage: (role: Role) => can(role, 'manage_categories'),
  maySeeInactive: (role: Role) => can(role, 'manage_categories'),
  /** Each specialist's workload, capacity and rating (`with_counselors`) are for staff, never students. */
  maySeeCounselors: (role: Role) => (CASE_WORKER_ROLES as readonly Role[]).includes(role),
};
