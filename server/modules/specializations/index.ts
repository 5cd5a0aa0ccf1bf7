/** Counselor specializations, automatic assignment and hand-over. The module's public face: other modules import only from here. */
export { AUTO_ASSIGN_NOTE, assignAutomatically, noteAssignment } from './assignment';
export { categoryCounselors, NO_COUNSELOR_CHANGES } from './category-counselors';
export { announceHandOver, HANDOVER_NOTE, type HandedOver, handOverOpenTickets } from './handover';
export { type SpecializationRow, specializationsRepository } from './repository';
export { specializationRoutes } from './routes';
