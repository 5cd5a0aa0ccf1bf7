/** E-mails sent in answer to events. The module's public face: other modules import only from here. */
import type { FastifyInstance } from 'fastify';
import { hubModule } from '../../lib/hub-module';
import { registerMailListeners } from './listeners';

/** The module as the app registers it (server/modules/registry.ts): its event listeners. */
export const mailModule = hubModule('mail', async (app: FastifyInstance) => registerMailListeners(app.ctx));
