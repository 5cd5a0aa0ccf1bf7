import { can, type Role } from '../../../common/permissions';

/**
 * Who may do what in the help center (spec 3 §6 "Help"). Everyone signed in reads published FAQs, votes,
 * bookmarks and searches; counselors and admins suggest content; admins (`manage_content`) manage FAQs and
 * categories and review suggestions. Nobody but admins ever reads an unpublished FAQ: on the readers' routes a
 * draft answers exactly like a FAQ that does not exist.
 */
export const helpPolicy = {
  mayManage: (role: Role) => can(role, 'manage_content'),
  maySuggest: (role: Role) => (SUGGESTING_ROLES as readonly Role[]).includes(role),
  /** Admins see the creator's e-mail on FAQs; readers see a name. */
  maySeeCreatorEmail: (role: Role) => can(role, 'manage_content'),
};

/** The roles that may suggest content (spec 3 §6); others get the spec's refusal before anything is read. */
export const SUGGESTING_ROLES = ['counselor', 'admin'] as const satisfies readonly Role[];
