/**
 * Counseling appointments (issue 16): staff schedules, free slots, booking that never double-books,
 * reminders, attendance, the join window and private session notes (decision 0024). The module's public
 * face: other modules import only from here.
 */
import { hubModule } from '../../lib/hub-module';
import { goalRoutes } from './goal-routes';
import { groupSessionRoutes } from './group-routes';
import { reminderWorker } from './plugin';
import { sessionRoomRoutes } from './room-routes';
import { appointmentRoutes } from './routes';
import { scheduleRoutes } from './schedule-routes';

export { appointmentReminders } from './reminders';
export { holdsSessionWith } from './repository';

/** The module as the app registers it (server/modules/registry.ts). */
export const appointmentsModule = hubModule(
  'appointments',
  appointmentRoutes,
  scheduleRoutes,
  groupSessionRoutes,
  goalRoutes,
  sessionRoomRoutes,
  reminderWorker,
);
