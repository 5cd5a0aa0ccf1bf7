import { can } from '../../../common/permissions';
import { AppError } from '../../lib/errors';
import type { Viewer } from '../tickets';

export const crisisSupportPolicy = {
  /** Contacts and crisis settings are the university's to set: administrators (manage_settings). */
  requireManager(viewer: Viewer): void {
    if (!can(viewer.role, 'manage_settings'))
      throw new AppError('FORBIDDEN', 'Only administrators can change crisis support settings');
  },
  /** "Contact me now" opens a ticket: whoever may raise tickets (students, and admins for testing). */
  mayReachOut: (viewer: Viewer) => can(viewer.role, 'create_ticket'),
};
