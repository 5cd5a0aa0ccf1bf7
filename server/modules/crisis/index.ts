/** The crisis lexicon and screening. The module's public face: other modules import only from here. */
export { crisisRoutes } from './routes';
export { type CrisisScreening, crisisService } from './service';
