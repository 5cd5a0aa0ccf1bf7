import type { Role } from '../../../common/permissions';

/** The staff roles a student may share their safety plan with. */
export const SHARE_ROLES = ['counselor', 'advisor'] as const satisfies readonly Role[];

/**
 * A safety plan is the student's own. Only students have one; staff read a plan only when its student shared
 * it with them, and administrators have no way around that (a plan nobody shared with them is "not found").
 */
export const safetyPlanPolicy = {
  hasOwnPlan: (role: Role) => role === 'student',
  mayOpenShared: (role: Role) => role !== 'student',
  mayBeSharedWith: (role: string) => (SHARE_ROLES as readonly string[]).includes(role),
};
