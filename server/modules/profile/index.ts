/** My Profile: each person's own contact details. Other modules import only from here. */
import { hubModule } from '../../lib/hub-module';

export { presentEmergencyContact, presentProfile } from './presenter';
export { findProfile, type ProfileRow } from './repository';

import { profileRoutes } from './routes';

export { profileService } from './service';

/** The module as the app registers it (server/modules/registry.ts). */
export const profileModule = hubModule('profile', profileRoutes);
