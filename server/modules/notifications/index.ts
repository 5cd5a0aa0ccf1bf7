/** Each user's notifications and their live delivery. The module's public face: other modules import only from here. */

import type { LiveEvent } from '../../../common/schemas/notifications';
import type { AppContext } from '../../context';
import { hubModule } from '../../lib/hub-module';
import { type RealtimeHub, realtimeHub } from './hub';
import notificationsPlugin from './plugin';

export { activeRecipients, findRecipient, liveCrisisRecipients, type NotificationRow } from './repository';
export { type NotificationContent, notificationsService, type TicketFacts, ticketSubjectOf } from './service';

/**
 * Sends a live hint (`{ type, ...ids }`) to every open page of these users on every server, through the
 * notification stream (event `live`). Call it after the rows it points at are committed.
 */
export function sendLiveEvent(ctx: AppContext, userIds: number[], event: LiveEvent): Promise<void> {
  return realtimeHub(ctx).live(userIds, event);
}

/** How live events travel between servers now: within this process, LISTENing on PostgreSQL, or reconnecting. */
export function liveTransportState(ctx: AppContext): RealtimeHub['crossing'] {
  return realtimeHub(ctx).crossing;
}

/** The module as the app registers it (server/modules/registry.ts). */
export const notificationsModule = hubModule('notifications', notificationsPlugin);
