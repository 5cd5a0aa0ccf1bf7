/** The safety-plan module's public face: other modules import only from here. */
import { hubModule } from '../../lib/hub-module';
import { safetyPlanRoutes } from './routes';

export { isSafetyPlanSharedWith } from './service';

/** The module as the app registers it (server/modules/registry.ts). */
export const safetyPlansModule = hubModule('safety-plans', safetyPlanRoutes);
