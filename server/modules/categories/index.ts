/** Ticket categories. The module's public face: other modules import only from here. */
export { categoryRoutes } from './routes';
export { categoriesService } from './service';
