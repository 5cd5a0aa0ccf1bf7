/** Crisis alerts and their escalation clock. The module's public face: other modules import only from here. */
import { hubModule } from '../../lib/hub-module';
import escalationPlugin from './plugin';

/** The module as the app registers it (server/modules/registry.ts). */
export const escalationModule = hubModule('escalation', escalationPlugin);
