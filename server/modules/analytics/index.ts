/** Ticket analytics and the system figures. The module's public face: other modules import only from here. */
import { hubModule } from '../../lib/hub-module';
import { analyticsRoutes } from './routes';

/** The module as the app registers it (server/modules/registry.ts). */
export const analyticsModule = hubModule('analytics', analyticsRoutes);
