/**
 * The reports: ticket analytics, system information, staff performance and the system overview. The
 * module's public face: other modules import only from here.
 */
export { reportsRoutes } from './routes';
