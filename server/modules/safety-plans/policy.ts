import { type Role, STAFF_ROLES } from '../../../common/permissions';

/**
 * A safety plan is the student's own. Only students have one; staff read a plan only when its student shared
 * it with them, and administrators have no way around that (a plan nobody shared with them is "not found").
 */
export const safetyPlanPolicy = {
  hasOwnPlan: (role: Role) => role === 'student',
  mayOpenShared: (role: Role) => role !== 'student',
  /** A plan is shared only with staff: counselors and advisors. */
  mayBeSharedWith: (role: string) => (STAFF_ROLES as readonly string[]).includes(role),
};
