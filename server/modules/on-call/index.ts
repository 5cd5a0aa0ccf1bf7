/** The on-call rota's public face: the routes, and who is on call at an instant (for crisis alerts). */
import { hubModule } from '../../lib/hub-module';
import { onCallRoutes } from './routes';

export { type OnCallStaff, onCallFallback, onCallNow } from './service';

/** The module as the app registers it (server/modules/registry.ts). */
export const onCallModule = hubModule('on-call', onCallRoutes);
