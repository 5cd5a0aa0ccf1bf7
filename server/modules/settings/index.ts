/** The admin settings: one typed registry stored in `app_settings` (decision 0021). Others import only from here. */
import { hubModule } from '../../lib/hub-module';
import { maintenancePlugin } from './maintenance';
import { settingsRoutes } from './routes';

export { currentSettings, loadSettings, sessionTimeouts, settingsService, uploadRules } from './service';

/** The module as the app registers it (server/modules/registry.ts). */
export const settingsModule = hubModule('settings', settingsRoutes, maintenancePlugin);
