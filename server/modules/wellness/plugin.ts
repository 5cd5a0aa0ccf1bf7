import { hubModule } from '../../lib/hub-module';
import { wellnessRoutes } from './routes';

/** The module as the app registers it (server/modules/registry.ts). */
export const wellnessModule = hubModule('wellness', wellnessRoutes);
