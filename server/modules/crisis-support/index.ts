/** The crisis support module's public face. */
import { hubModule } from '../../lib/hub-module';
import { crisisSupportRoutes } from './routes';

export { crisisContactSentences, crisisSupportService } from './service';

/** The module as the app registers it (server/modules/registry.ts). */
export const crisisSupportModule = hubModule('crisis-support', crisisSupportRoutes);
