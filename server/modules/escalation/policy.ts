import { CASE_WORKER_ROLES, type Role } from '../../../common/permissions';

/**
 * Acknowledging a crisis is for staff who may see the ticket (the ticket service answers 404 otherwise):
 * its assignee, any counselor while nobody is assigned, or any administrator. Students never acknowledge,
 * not even on their own ticket.
 */
export const escalationPolicy = {
  mayAcknowledge: (viewer: { role: Role }) => (CASE_WORKER_ROLES as readonly Role[]).includes(viewer.role),
};
