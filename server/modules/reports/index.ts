/**
 * The reports: ticket analytics, system information, staff performance and the system overview. The
 * module's public face: other modules import only from here.
 */
import { hubModule } from '../../lib/hub-module';
import { reportsRoutes } from './routes';

/** The module as the app registers it (server/modules/registry.ts). */
export const reportsModule = hubModule('reports', reportsRoutes);
