/** The crisis lexicon and screening. The module's public face: other modules import only from here. */
import type { FastifyInstance } from 'fastify';
import { hubModule } from '../../lib/hub-module';
import { crisisRoutes } from './routes';
import { crisisService } from './service';

export { type CrisisScreening, crisisService } from './service';

/** The crisis lexicon must exist before the first ticket is screened, in demo and production alike. */
async function defaultLexicon(app: FastifyInstance) {
  app.addHook('onReady', async () => crisisService(app.ctx).ensureDefaultLexicon());
}

/** The module as the app registers it (server/modules/registry.ts). */
export const crisisModule = hubModule('crisis', crisisRoutes, defaultLexicon);
