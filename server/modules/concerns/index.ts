/**
 * The possible-concern review queue: tickets the screening called a "possible concern" (the rules below
 * medium, the learned second opinion seeing a weak signal), reviewed by a counselor or admin within the
 * day (docs/ARCHITECTURE.md, "Possible concern review queue"). A review level, never an escalation. The
 * flag itself is set where tickets are screened (tickets/service.ts, tickets/replies.ts). The module's
 * public face: other modules import only from here.
 */
import { hubModule } from '../../lib/hub-module';
import { concernRoutes } from './routes';

export { concernsService } from './service';

/** The module as the app registers it (server/modules/registry.ts). */
export const concernsModule = hubModule('concerns', concernRoutes);
