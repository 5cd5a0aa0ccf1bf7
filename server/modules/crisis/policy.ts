import { can, type Role } from '../../../common/permissions';

export const crisisPolicy = {
  /** Managing the lexicon and trying sentences against it are administrator tasks. */
  mayManage: (role: Role) => can(role, 'test_crisis_detection'),
};
