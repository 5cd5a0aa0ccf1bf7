/** The admin dashboard's own figures. The module's public face: other modules import only from here. */
export { dashboardRoutes } from './routes';
