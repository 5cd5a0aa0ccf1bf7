/** The wellness module's public face: other modules import only from here. */
export { wellnessModule } from './plugin';
