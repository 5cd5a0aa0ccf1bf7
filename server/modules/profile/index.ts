/** My Profile: each person's own contact details. Other modules import only from here. */
export { presentEmergencyContact, presentProfile } from './presenter';
export { findProfile, type ProfileRow } from './repository';
export { profileRoutes } from './routes';
export { profileService } from './service';
