/** Sign-in, sessions and password changes. The module's public face: other modules import only from here. */
import { hubModule } from '../../lib/hub-module';
import { authRoutes } from './routes';

export { type AuthenticatedSession, type AuthService, authService } from './service';

/** The module as the app registers it (server/modules/registry.ts). */
export const authModule = hubModule('auth', authRoutes);
