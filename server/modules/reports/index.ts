/** Ticket analytics and the system figures. The module's public face: other modules import only from here. */
export { analyticsRoutes } from './routes';
