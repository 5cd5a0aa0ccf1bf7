/**
 * Screening feedback: staff mark a ticket "missed crisis" or "false alarm", admins review the marks and
 * export them as evaluation cases (common/crisis/README.md, "People close the loop"). The module's public
 * face: other modules import only from here.
 */
import { hubModule } from '../../lib/hub-module';
import { screeningReviewRoutes } from './routes';

export { screeningReviewsService } from './service';

/** The module as the app registers it (server/modules/registry.ts). */
export const screeningReviewsModule = hubModule('screening-reviews', screeningReviewRoutes);
