/** The admin dashboard's own figures. The module's public face: other modules import only from here. */
import { hubModule } from '../../lib/hub-module';
import { dashboardRoutes } from './routes';

/** The module as the app registers it (server/modules/registry.ts). */
export const dashboardModule = hubModule('dashboard', dashboardRoutes);
