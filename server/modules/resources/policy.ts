import { can, type Role } from '../../../common/permissions';

/**
 * Who may do what in the resource library (spec 3 §6 "Resources"). Everyone signed in browses published
 * resources, opens, bookmarks and rates them; admins (`manage_content`) manage resources and categories and
 * review suggestions; counselors and admins suggest resources; counselors, advisors and admins recommend a
 * resource to a student they support. Nobody but admins ever reads an unpublished resource: on the readers'
 * routes a draft answers exactly like a resource that does not exist.
 */
export const resourcePolicy = {
  mayManage: (role: Role) => can(role, 'manage_content'),
  maySuggest: (role: Role) => (RESOURCE_SUGGESTING_ROLES as readonly Role[]).includes(role),
  mayRecommend: (role: Role) => (RECOMMENDING_ROLES as readonly Role[]).includes(role),
};

export const RESOURCE_SUGGESTING_ROLES = ['counselor', 'admin'] as const satisfies readonly Role[];
export const RECOMMENDING_ROLES = ['counselor', 'advisor', 'admin'] as const satisfies readonly Role[];

export interface ResourceViewer {
  id: number;
  role: Role;
}
