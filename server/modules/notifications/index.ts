/** Each user's notifications and their live delivery. The module's public face: other modules import only from here. */
export { default as notificationsPlugin } from './plugin';
export type { NotificationRow } from './repository';
export { type NotificationContent, notificationsService, type TicketFacts, ticketSubjectOf } from './service';
