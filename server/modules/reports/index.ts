/**
 * The reports: ticket analytics, system information, staff performance, the system overview and the admin
 * Reports screen's report of a period (with its CSV and PDF). The module's public face: other modules import
 * only from here.
 */
import { hubModule } from '../../lib/hub-module';
import { periodReportRoutes } from './period-routes';
import { reportsRoutes } from './routes';

/** The module as the app registers it (server/modules/registry.ts). */
export const reportsModule = hubModule('reports', reportsRoutes, periodReportRoutes);
