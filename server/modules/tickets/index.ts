/**
 * Tickets: lists, details, changes, replies, the requester panel, and every assignment (manual, automatic,
 * crisis and hand-over are written here). The module's public face: other modules import only from here.
 */
import { hubModule } from '../../lib/hub-module';

export { AUTO_ASSIGN_NOTE, assignAutomatically, assignWithin } from './assignment';
export type { GlassRequest } from './break-glass';
export { type TicketConditions, ticketConditions } from './figures';
export { announceHandOver, HANDOVER_NOTE, type HandedOver, handOverOpenTickets } from './handover';
export { sweepOrphanAttachments } from './orphans';
export { ticketPolicy, type Viewer, viewerOf } from './policy';
export {
  insertHistory,
  insertResponse,
  insertTicket,
  refreshSearchText,
  updateTicket,
} from './repository';
export { firstResponseHours } from './response-times';
export { supportsStudent } from './student-access';
export { openWelfareFollowUp, recentCrisisTicket, ticketContext } from './welfare';

import { ticketRequesterRoutes } from './requester-routes';
import { ticketRoutes } from './routes';

export { priorityScore, ticketsService } from './service';

/** The module as the app registers it (server/modules/registry.ts). */
export const ticketsModule = hubModule('tickets', ticketRoutes, ticketRequesterRoutes);
