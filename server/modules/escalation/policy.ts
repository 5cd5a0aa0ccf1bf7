import type { Role } from '../../../common/permissions';

/**
 * Acknowledging a crisis is for staff who may see the ticket (the ticket service answers 404 otherwise):
 * its assignee, any counselor while nobody is assigned, or any administrator. Students never acknowledge,
 * not even on their own ticket.
 */
export const escalationPolicy = {
  mayAcknowledge: (viewer: { role: Role }) =>
    viewer.role === 'counselor' || viewer.role === 'advisor' || viewer.role === 'admin',
};
