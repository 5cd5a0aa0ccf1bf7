import { can, type Role } from '../../../common/permissions';

/** Everyone signed in reads active categories; only category managers see inactive ones or change any. */
export const categoryPolicy = {
  mayManage: (role: Role) => can(role, 'manage_categories'),
  maySeeInactive: (role: Role) => can(role, 'manage_categories'),
};
