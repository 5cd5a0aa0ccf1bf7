/** The crisis support module's public face. */
export { crisisSupportRoutes } from './routes';
export { crisisContactSentences, crisisSupportService } from './service';
