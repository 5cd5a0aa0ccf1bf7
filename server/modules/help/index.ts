/**
 * The help center: FAQs and their categories, search that forgives (ranked, stemmed, typos and campus
 * synonyms), votes, bookmarks, recent searches, content suggestions and the help assistant. The module's
 * public face: other modules import only from here.
 */
import { hubModule } from '../../lib/hub-module';
import { helpAdminRoutes } from './admin-routes';
import { helpRoutes } from './routes';
import { helpSuggestionRoutes } from './suggestion-routes';

export { ASSISTANT_REPLIES, helpAssistant } from './assistant';
export { faqAdminService, indexColumns } from './faq-admin';
export { rebuildVocabulary } from './search-repository';
export { helpService } from './service';

/** The module as the app registers it (server/modules/registry.ts). */
export const helpModule = hubModule('help', helpRoutes, helpAdminRoutes, helpSuggestionRoutes);
