/** User administration. The module's public face: other modules import only from here. */
import { hubModule } from '../../lib/hub-module';

export {
  checkPasswordToken,
  issuePasswordTokens,
  type PasswordTokenCheck,
  setPasswordUrl,
  usePasswordToken,
} from './password-tokens';
export { presentSessionUser } from './presenter';
export { findUserByEmail, findUserById, recordUserLogin, type UserRow, updateUser } from './repository';

import { userRoutes } from './routes';

/** The module as the app registers it (server/modules/registry.ts). */
export const usersModule = hubModule('users', userRoutes);
