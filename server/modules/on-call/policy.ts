import { CASE_WORKER_ROLES, type Role } from '../../../common/permissions';
import { ON_CALL_ROLES } from '../../../common/schemas/on-call';

/** Staff see who is on call (dashboards); only administrators change the rota. Students never see it. */
export const onCallPolicy = {
  maySeeNow: (role: Role) => (CASE_WORKER_ROLES as readonly Role[]).includes(role),
  mayManage: (role: Role) => role === 'admin',
  /** Only an active counselor, advisor or administrator may hold a shift or be the fallback. */
  mayBeOnCall: (user: { role: string; status: string } | undefined) =>
    user !== undefined &&
    user.status === 'active' &&
    (ON_CALL_ROLES as readonly string[]).includes(user.role),
};
