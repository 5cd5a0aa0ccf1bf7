/** Tickets: lists, details, changes, replies, assignment and the requester panel. The module's public face: other modules import only from here. */
export { assignWithin } from './assignment';
export { ticketPolicy, type Viewer, viewerOf } from './policy';
export { ticketsRepository } from './repository';
export { ticketRequesterRoutes } from './requester-routes';
export { ticketRoutes } from './routes';
export { priorityScore, ticketsService } from './service';
