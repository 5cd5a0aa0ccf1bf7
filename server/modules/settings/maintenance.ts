import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MAINTENANCE_MESSAGE } from '../../../common/schemas/settings';
import { AppError } from '../../lib/errors';
import { currentSettings } from './service';

/**
 * Calls a signed-in non-admin may still make while the hub is under maintenance: the contract's `me` (login
 * and health are public, never reached here), and so that nobody is left at a dead end: signing out, the
 * support contacts of the maintenance page, the crisis contacts and "Ask a counselor to contact me now".
 */
export const OPEN_DURING_MAINTENANCE = new Set([
  'GET /api/auth/me',
  'POST /api/auth/logout',
  'GET /api/settings/public',
  'GET /api/crisis-support/contacts',
  'POST /api/crisis-support/reach-out',
]);

/**
 * Maintenance mode: every call of a signed-in non-admin answers 503 "The hub is under maintenance". Runs
 * after the auth hook (registered later), so `request.session` is known; public routes have none.
 */
async function maintenanceGate(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    const session = request.session;
    if (!session || session.user.role === 'admin') return;
    const route = `${request.method} ${request.routeOptions.url ?? ''}`;
    if (OPEN_DURING_MAINTENANCE.has(route)) return;
    const settings = await currentSettings(app.ctx);
    if (settings.maintenanceMode) throw new AppError('MAINTENANCE', MAINTENANCE_MESSAGE);
  });
}

export const maintenancePlugin = fp(maintenanceGate, { name: 'maintenance', dependencies: ['auth'] });
