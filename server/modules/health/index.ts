/** The health check. The module's public face: other modules import only from here. */
export { healthRoutes } from './routes';
