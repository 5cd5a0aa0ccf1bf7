/** Each user's notifications and their live delivery. The module's public face: other modules import only from here. */
import { hubModule } from '../../lib/hub-module';
import notificationsPlugin from './plugin';

export { activeRecipients, findRecipient, type NotificationRow } from './repository';
export { type NotificationContent, notificationsService, type TicketFacts, ticketSubjectOf } from './service';

/** The module as the app registers it (server/modules/registry.ts). */
export const notificationsModule = hubModule('notifications', notificationsPlugin);
