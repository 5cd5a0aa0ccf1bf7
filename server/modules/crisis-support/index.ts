/** The crisis support module's public face. */
export { crisisSupportRoutes } from './routes';
export { crisisSupportService } from './service';
