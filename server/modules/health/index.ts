/** The health check. The module's public face: other modules import only from here. */
import { hubModule } from '../../lib/hub-module';
import { healthRoutes } from './routes';

/** The module as the app registers it (server/modules/registry.ts). */
export const healthModule = hubModule('health', healthRoutes);
