/** The on-call rota's public face: the routes, and who is on call at an instant (for crisis alerts). */
export { onCallRoutes } from './routes';
export { type OnCallStaff, onCallFallback, onCallNow } from './service';
