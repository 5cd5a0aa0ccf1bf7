import { REQUESTER_LIMITS, type RequesterPanel } from '../../../common/schemas/requester';
import { ACTIVE_STATUSES } from '../../../common/schemas/tickets';
import type { AppContext } from '../../context';
import { HOUR } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { RequestContext } from '../../lib/events';
import { recordAudit } from '../audit';
import { findProfile } from '../profile';
import { isSafetyPlanSharedWith } from '../safety-plans';
import { ticketPolicy, type Viewer } from './policy';
import { presentCrisis, presentOpenTicket, presentRequester } from './requester-presenter';
import { openTicketsOf, recentCrisesOf } from './requester-repository';
import { loadVisibleTicket } from './service';

/**
 * Who raised a ticket and how to reach them, for staff who may see the ticket. Every view of a crisis
 * ticket's panel is audited before the answer leaves; if the audit row cannot be written, nothing is shown.
 */
export function ticketRequester(ctx: AppContext) {
  return {
    async view(viewer: Viewer, ticketId: number, context: RequestContext): Promise<RequesterPanel> {
      if (viewer.role === 'student') throw new AppError('FORBIDDEN');
      // The tickets service's own check: a ticket this viewer may not see answers as a missing one.
      const ticket = await loadVisibleTicket(ctx.db, viewer, ticketId);
      const now = ctx.clock.now();
      const since = new Date(now.getTime() - REQUESTER_LIMITS.crisisHistoryDays * 24 * HOUR).toISOString();
      const [student, open, crises, planShared] = await Promise.all([
        findProfile(ctx.db, ticket.user_id),
        openTicketsOf(ctx.db, { studentId: ticket.user_id, exceptId: ticket.id, statuses: ACTIVE_STATUSES }),
        recentCrisesOf(ctx.db, {
          studentId: ticket.user_id,
          since,
          limit: REQUESTER_LIMITS.crisisHistory,
        }),
        isSafetyPlanSharedWith(ctx.db, ticket.user_id, viewer.id),
      ]);
      if (!student) throw new AppError('NOT_FOUND', 'Ticket not found');

      const visible = open.filter((row) => ticketPolicy.mayView(viewer, row));
      const panel: RequesterPanel = {
        requester: presentRequester(student),
        open_tickets: visible.slice(0, REQUESTER_LIMITS.openTickets).map(presentOpenTicket),
        open_elsewhere: open.length - visible.length,
        crisis_history: crises.map((row) => presentCrisis(row, ticketPolicy.mayView(viewer, row))),
        safety_plan_shared: planShared,
      };

      if (ticket.crisis_flag === 1) {
        await recordAudit(ctx.db, {
          actorId: viewer.id,
          action: 'ticket.requester_viewed',
          target: { type: 'ticket', id: ticket.id },
          details: { student_id: student.id },
          context,
          at: now.toISOString(),
        });
      }
      return panel;
    },
  };
}
