/** Sign-in, sessions and password changes. The module's public face: other modules import only from here. */
export { authRoutes } from './routes';
export { type AuthenticatedSession, type AuthService, authService } from './service';
