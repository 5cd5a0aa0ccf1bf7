/**
 * Tickets: lists, details, changes, replies, the requester panel, and every assignment (manual, automatic,
 * crisis and hand-over are written here). The module's public face: other modules import only from here.
 */
export { AUTO_ASSIGN_NOTE, assignAutomatically, assignWithin } from './assignment';
export { announceHandOver, HANDOVER_NOTE, type HandedOver, handOverOpenTickets } from './handover';
export { ticketPolicy, type Viewer, viewerOf } from './policy';
export {
  insertHistory,
  insertResponse,
  insertTicket,
  refreshSearchText,
  updateTicket,
} from './repository';
export { ticketRequesterRoutes } from './requester-routes';
export { ticketRoutes } from './routes';
export { priorityScore, ticketsService } from './service';
