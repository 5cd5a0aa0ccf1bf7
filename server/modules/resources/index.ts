/**
 * The resource library: published self-help resources to browse, search (the help center's forgiving search,
 * shared in `server/search/`), open, bookmark and rate; counselors' recommendations and suggestions; Resource
 * Management with import and export. The module's public face: other modules import only from here.
 */
import { hubModule } from '../../lib/hub-module';
import { resourceAdminRoutes } from './admin-routes';
import { resourceRoutes } from './routes';
import { resourceSuggestionAdminRoutes } from './suggestion-routes';

export { createResourceRow } from './admin';
export { indexColumns as resourceIndexColumns, rebuildResourceVocabulary } from './finder';

/** The module as the app registers it (server/modules/registry.ts). */
export const resourcesModule = hubModule(
  'resources',
  resourceRoutes,
  resourceAdminRoutes,
  resourceSuggestionAdminRoutes,
);
