/**
 * Counselor specializations: who takes which category, ranked for automatic assignment. Specializations
 * ranks candidates and locks its rows; the tickets module writes every assignment. The module's public face:
 * other modules import only from here.
 */
import { hubModule } from '../../lib/hub-module';

export {
  type AssignmentTicket,
  type AutomaticAssignment,
  chooseAssignee,
  noteAssignment,
  rankCandidates,
} from './assignment';
export { categoryCounselors, NO_COUNSELOR_CHANGES } from './category-counselors';
export { listSpecializations, type SpecializationRow } from './repository';

import { specializationRoutes } from './routes';

/** The module as the app registers it (server/modules/registry.ts). */
export const specializationsModule = hubModule('specializations', specializationRoutes);
