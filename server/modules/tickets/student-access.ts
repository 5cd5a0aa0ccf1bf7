import type { DB } from '../../db';
import { ticketPolicy, type Viewer } from './policy';

/**
 * Whether a staff member supports this student: admins support every student; counselors and advisors one
 * who holds a ticket they may open (product §1.6, `ticketPolicy.mayView`). With `ticketId`, that ticket must
 * be the student's and one the viewer may open. Other modules ask this (a resource recommendation) instead
 * of reading tickets themselves.
 */
export async function supportsStudent(
  db: DB,
  viewer: Viewer,
  studentId: number,
  ticketId?: number | null,
): Promise<{ supports: boolean; ticketFound: boolean }> {
  let query = db
    .selectFrom('tickets')
    .select([
      'id',
      'user_id',
      'assigned_to',
      'status',
      'crisis_flag',
      'possible_concern',
      'concern_reviewed_at',
      'concern_reviewed_by',
    ])
    .where('user_id', '=', studentId);
  if (ticketId) query = query.where('id', '=', ticketId);
  const tickets = await query.orderBy('id', 'desc').limit(500).execute();
  if (ticketId && tickets.length === 0) return { supports: false, ticketFound: false };
  if (ticketPolicy.scope(viewer).kind === 'all') return { supports: true, ticketFound: true };
  return { supports: tickets.some((ticket) => ticketPolicy.mayView(viewer, ticket)), ticketFound: true };
}
