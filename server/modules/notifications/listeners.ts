import type { NotificationPriority } from '../../../common/schemas/notifications';
import type { AppContext } from '../../context';
import { realtimeHub } from './hub';
import { activeRecipients, findRecipient, findTicketFacts, findTicketResponse } from './repository';
import { type NotificationContent, notificationsService, type TicketFacts, ticketSubjectOf } from './service';

function priorityOf(ticket: TicketFacts): NotificationPriority {
  if (ticket.crisis_flag === 1 || ticket.priority === 'Urgent' || ticket.priority === 'High') return 'high';
  return ticket.priority === 'Low' ? 'low' : 'medium';
}

/** A reply as a notification quotes it: one line, at most 140 characters. */
function excerpt(text: string, max = 140): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
}

/**
 * The product's events become notifications here (architecture rule 2: ticket code does not know of them):
 * - created: the assignee, or every active admin while it is unassigned (a crisis is alerted instead);
 * - assigned: the new assignee; the student learns who is handling it;
 * - replied: the other side of the conversation; an internal note reaches the assigned staff member only;
 * - status changed: the student;
 * and every change refreshes the open lists of those who may see the ticket. The actor is never told of
 * their own action.
 */
export function registerNotificationListeners(ctx: AppContext): void {
  const notifications = notificationsService(ctx);
  const hub = realtimeHub(ctx);

  const activeAdmins = async () => (await activeRecipients(ctx.db, ['admin'])).map((u) => u.id);
  const tell = (recipients: (number | null)[], actorId: number, content: NotificationContent) =>
    notifications.notify(
      recipients.filter((id): id is number => id !== null && id !== actorId),
      content,
    );
  const ticketContent = (
    ticket: TicketFacts,
    title: string,
    message: string,
    priority = priorityOf(ticket),
  ): NotificationContent => ({ type: 'ticket', title, message, priority, ...ticketSubjectOf(ticket) });
  const changed = (
    ticket: TicketFacts,
    extra: { previousAssignee?: number | null; staffOnly?: boolean } = {},
  ) =>
    hub.ticketChanged({
      ticketId: ticket.id,
      ownerId: ticket.user_id,
      assignedTo: ticket.assigned_to,
      ...extra,
    });

  ctx.bus.on('ticket.created', async (event) => {
    const ticket = await findTicketFacts(ctx.db, event.ticketId);
    if (!ticket) return;
    await changed(ticket);
    if (event.crisis) return; // the crisis alert (escalation) tells the same people, louder
    const from = `${ticket.ticket_number}: "${ticket.subject}" from ${ticket.requester_name}`;
    if (ticket.assigned_to !== null) {
      await tell(
        [ticket.assigned_to],
        event.actorId,
        ticketContent(ticket, 'New ticket assigned to you', `${from}.`),
      );
    } else {
      await tell(
        await activeAdmins(),
        event.actorId,
        ticketContent(ticket, 'New unassigned ticket', `${from} is waiting to be assigned.`),
      );
    }
  });

  ctx.bus.on('ticket.assigned', async (event) => {
    const ticket = await findTicketFacts(ctx.db, event.ticketId);
    if (!ticket) return;
    await changed(ticket, { previousAssignee: event.from });
    if (event.to === null || ticket.assigned_to !== event.to) return;
    const crisisOpen = ticket.crisis_flag === 1 && ticket.crisis_acknowledged_at === null;
    // The staff member of an automatic assignment already hears of it from the creation notice or the
    // crisis alert that comes with it; the student is told either way.
    if (!event.automatic)
      await tell(
        [event.to],
        event.actorId,
        ticketContent(
          ticket,
          crisisOpen ? 'Crisis ticket assigned to you' : 'Ticket assigned to you',
          `${ticket.ticket_number}: "${ticket.subject}" from ${ticket.requester_name}.` +
            (crisisOpen
              ? ' Crisis wording was detected: please review it and acknowledge the crisis now.'
              : ''),
          crisisOpen ? 'high' : priorityOf(ticket),
        ),
      );
    await tell(
      [ticket.user_id],
      event.actorId,
      ticketContent(
        ticket,
        'Your ticket is being handled',
        `${ticket.assignee_name ?? 'A member of staff'} is now handling your ticket ${ticket.ticket_number}: "${ticket.subject}".`,
        'medium',
      ),
    );
  });

  ctx.bus.on('ticket.responded', async (event) => {
    const [ticket, response, actor] = await Promise.all([
      findTicketFacts(ctx.db, event.ticketId),
      findTicketResponse(ctx.db, event.responseId),
      findRecipient(ctx.db, event.actorId),
    ]);
    if (!ticket || !response) return;
    await changed(ticket, { staffOnly: event.internal });
    const quote = `"${excerpt(response.message)}"`;
    if (event.internal) {
      // Internal notes are for staff: the student is never told, not even that one was written.
      await tell(
        [ticket.assigned_to],
        event.actorId,
        ticketContent(
          ticket,
          `Internal note on ${ticket.ticket_number}`,
          `${actor?.name ?? 'A member of staff'} added an internal note: ${quote}`,
        ),
      );
      return;
    }
    if (event.actorId === ticket.user_id) {
      const staff = ticket.assigned_to !== null ? [ticket.assigned_to] : await activeAdmins();
      await tell(
        staff,
        event.actorId,
        ticketContent(
          ticket,
          `New reply on ${ticket.ticket_number}`,
          `${ticket.requester_name} replied: ${quote}`,
        ),
      );
      return;
    }
    const by = actor?.name ?? 'The support team';
    await tell(
      [ticket.user_id],
      event.actorId,
      ticketContent(
        ticket,
        'New reply on your ticket',
        `${by} replied on ${ticket.ticket_number}: ${quote}`,
        'medium',
      ),
    );
    await tell(
      [ticket.assigned_to],
      event.actorId,
      ticketContent(
        ticket,
        `New reply on ${ticket.ticket_number}`,
        `${by} replied to ${ticket.requester_name}: ${quote}`,
      ),
    );
  });

  ctx.bus.on('ticket.updated', async (event) => {
    const ticket = await findTicketFacts(ctx.db, event.ticketId);
    if (!ticket) return;
    await changed(ticket);
    const status = event.changes.status;
    if (!status) return;
    await tell(
      [ticket.user_id],
      event.actorId,
      ticketContent(
        ticket,
        `Your ticket is now ${String(status.to)}`,
        `${ticket.ticket_number}: "${ticket.subject}" changed from ${String(status.from)} to ${String(status.to)}.`,
        'medium',
      ),
    );
  });

  ctx.bus.on('ticket.crisis_acknowledged', async (event) => {
    const ticket = await findTicketFacts(ctx.db, event.ticketId);
    if (ticket) await changed(ticket);
  });

  // The row is gone; its owner and the admins refresh (the former assignee's list catches up on its next load).
  ctx.bus.on('ticket.deleted', (event) =>
    hub.ticketChanged({ ticketId: event.ticketId, ownerId: event.ownerId, assignedTo: null }),
  );

  // A signed-out tab stops receiving at once in this process; other servers notice at their next check.
  ctx.bus.on('auth.signed_out', (event) => hub.recheck(event.userId));
}
