/** Ticket categories. The module's public face: other modules import only from here. */
import { hubModule } from '../../lib/hub-module';
import { categoryRoutes } from './routes';

export { categoriesService } from './service';

/** The module as the app registers it (server/modules/registry.ts). */
export const categoriesModule = hubModule('categories', categoryRoutes);
