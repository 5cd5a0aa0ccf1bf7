import type { Role } from '../../../common/permissions';
import type { CrisisAcknowledgeInput, Ticket } from '../../../common/schemas/tickets';
import type { AppContext } from '../../context';
import type { DB } from '../../db';
import { readSetting, SETTINGS } from '../../lib/app-settings';
import { MINUTE } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { CrisisAlertReason, HubEvents } from '../../lib/events';
import { crisisContactSentences } from '../crisis-support';
import type { NotificationRow } from '../notifications';
import {
  activeRecipients,
  findRecipient,
  type NotificationContent,
  notificationsService,
  type TicketFacts,
  ticketSubjectOf,
} from '../notifications';
import { onCallFallback, onCallNow } from '../on-call';
import type { GlassRequest, Viewer } from '../tickets';
import { ticketsService } from '../tickets';
import { escalationPolicy } from './policy';
import { type AlertRecipient, detectionReasonText, escalationReasonText, RecipientList } from './recipients';
import {
  acknowledgeTicket,
  claimWindow,
  dueEscalations,
  findEscalation,
  insertHistoryRow,
  recordRecipients,
  startEscalation,
  stopEscalation,
} from './repository';

/** Schedules handled per check; the next check (30 s later) takes the rest. */
const DUE_PER_RUN = 50;

/**
 * Crisis escalation. At detection the assignee and everyone on call are alerted (with nobody on call, every
 * admin too; with no active assignee, every active counselor and admin); the student is told at once that a
 * counselor has been alerted, with the emergency contacts. Until a staff member acknowledges the crisis, the
 * on-call fallback and every admin are alerted again at the end of each escalation window. Everyone alerted
 * is recorded in `crisis_alert_recipients` and may open the ticket. The
 * schedule lives in `crisis_escalations`, so it survives restarts, and each window is claimed with a
 * compare-and-set, so several servers never alert twice for one window.
 */
export function crisisEscalation(ctx: AppContext) {
  const notifications = notificationsService(ctx);
  const tickets = ticketsService(ctx);

  /** The escalation window in minutes: the `crisis_escalation_window_minutes` setting, else 10. */
  async function windowMinutes(): Promise<number> {
    return readSetting(ctx.db, SETTINGS.crisisEscalationWindow);
  }

  const alert = (ticket: TicketFacts, title: string, message: string): NotificationContent => ({
    type: 'ticket',
    title,
    message,
    priority: 'high',
    ...ticketSubjectOf(ticket),
  });

  async function mail(
    ticket: TicketFacts,
    kind: 'detected' | 'escalated',
    source: 'ticket' | 'response',
    window: number,
    minutes: number,
    recipients: AlertRecipient[],
  ) {
    const event: HubEvents['ticket.crisis_alert'] = {
      ticketId: ticket.id,
      ticketNumber: ticket.ticket_number,
      link: ticketSubjectOf(ticket).link,
      kind,
      source,
      window,
      windowMinutes: minutes,
      recipients: recipients.map((r) => ({ name: r.name, email: r.email, reason: r.reason })),
    };
    if (recipients.length) await ctx.bus.emit('ticket.crisis_alert', event);
  }

  /** Notifications for each group of recipients (the text says why they are alerted) and their rows. */
  async function alertAll(
    trx: DB,
    ticket: TicketFacts,
    recipients: RecipientList,
    title: string,
    text: (reason: CrisisAlertReason) => string,
    at: string,
  ): Promise<NotificationRow[]> {
    const rows: NotificationRow[] = [];
    for (const [reason, people] of recipients.byReason()) {
      rows.push(
        ...(await notifications.insertFor(
          trx,
          people.map((p) => p.id),
          alert(ticket, title, text(reason)),
        )),
      );
    }
    await recordRecipients(
      trx,
      recipients.all.map((r) => ({ ticket_id: ticket.id, user_id: r.id, reason: r.reason, alerted_at: at })),
    );
    return rows;
  }

  /**
   * Who is alerted at once: the assignee (when active) and everyone on call now; with nobody on call, every
   * active administrator too; with no active assignee, every active counselor and administrator as well.
   */
  async function detectionRecipients(ticket: TicketFacts, now: Date) {
    const assignee =
      ticket.assigned_to === null ? undefined : await findRecipient(ctx.db, ticket.assigned_to);
    const toAssignee = assignee?.status === 'active';
    const onCall = await onCallNow(ctx, now);
    const list = new RecipientList();
    if (assignee && toAssignee) list.add([assignee], 'assignee');
    list.add(onCall, 'on_call');
    if (!toAssignee) {
      const staff = await activeRecipients(ctx.db, ['counselor', 'admin'] satisfies Role[]);
      const roleOf = new Map(staff.map((u) => [u.id, u.role]));
      list.add(staff, (p) => (roleOf.get(p.id) === 'admin' ? 'admin' : 'counselor'));
    }
    if (onCall.length === 0) list.add(await activeRecipients(ctx.db, ['admin']), 'admin');
    return { list, toAssignee, nobodyOnCall: onCall.length === 0 };
  }

  async function onCrisisDetected(event: HubEvents['ticket.crisis_detected']): Promise<void> {
    const ticket = await notifications.ticketFacts(event.ticketId);
    if (!ticket) return;
    const minutes = await windowMinutes();
    const now = ctx.clock.now();
    const at = now.toISOString();
    const { list, toAssignee, nobodyOnCall } = await detectionRecipients(ticket, now);
    const contacts = await crisisContactSentences(ctx.db);
    const where = event.source === 'ticket' ? 'a new ticket' : 'a reply on';
    const rows = await ctx.db.transaction().execute(async (trx) => {
      const started = await startEscalation(trx, {
        ticket_id: ticket.id,
        detected_at: at,
        source: event.source,
        escalation_count: 0,
        next_escalation_at: new Date(now.getTime() + minutes * MINUTE).toISOString(),
        last_escalated_at: null,
        acknowledged_at: null,
        acknowledged_by: null,
        acknowledgement_note: null,
        created_at: at,
        updated_at: at,
      });
      if (!started) return null;
      const forStaff = await alertAll(
        trx,
        ticket,
        list,
        `Crisis alert: ${ticket.ticket_number}`,
        (reason) =>
          `Crisis wording was detected in ${where} ${ticket.ticket_number} ("${ticket.subject}") from ` +
          `${ticket.requester_name}. ${detectionReasonText(reason, nobodyOnCall)}` +
          (toAssignee
            ? ' Please review it and acknowledge the crisis on the ticket now.'
            : ' Nobody active is assigned to it: it needs a counselor now, and the crisis acknowledged on the ticket.') +
          ` If nobody acknowledges it within ${minutes} minutes, the on-call fallback and every administrator are alerted.`,
        at,
      );
      const forStudent = await notifications.insertFor(
        trx,
        [ticket.user_id],
        alert(
          ticket,
          'A counselor has been alerted',
          `A counselor has been alerted and will contact you about ${ticket.ticket_number}. ` +
            `If you are in danger now, call ${contacts.emergency}. You can also reach someone at any time: ` +
            contacts.lines.join(' '),
        ),
      );
      return [...forStaff, ...forStudent];
    });
    if (!rows) return;
    await notifications.published(rows);
    await mail(ticket, 'detected', event.source, 0, minutes, list.all);
  }

  /**
   * Alerts the on-call fallback (when set and active) and every active admin about each crisis whose window
   * ended unacknowledged, once per window, and schedules the next window. Called by the timer every 30 s,
   * and by tests with a moved clock. Returns how many windows this call raised.
   */
  async function runEscalations(now: Date = ctx.clock.now()): Promise<number> {
    const due = await dueEscalations(ctx.db, now.toISOString(), DUE_PER_RUN);
    if (due.length === 0) return 0;
    const minutes = await windowMinutes();
    const fallback = await onCallFallback(ctx.db);
    const list = new RecipientList()
      .add(fallback ? [fallback] : [], 'fallback')
      .add(await activeRecipients(ctx.db, ['admin']), 'admin');
    let raised = 0;
    for (const schedule of due) {
      const ticket = await notifications.ticketFacts(schedule.ticket_id);
      if (!ticket) continue;
      // Windows missed while no server ran are alerted once, not once each; the next one starts now.
      let next = Date.parse(schedule.next_escalation_at ?? now.toISOString()) + minutes * MINUTE;
      if (next <= now.getTime()) next = now.getTime() + minutes * MINUTE;
      const waited = Math.max(1, Math.round((now.getTime() - Date.parse(schedule.detected_at)) / MINUTE));
      const window = schedule.escalation_count + 1;
      const rows = await ctx.db.transaction().execute(async (trx) => {
        const won = await claimWindow(trx, {
          id: schedule.id,
          count: schedule.escalation_count,
          next: new Date(next).toISOString(),
          now: now.toISOString(),
        });
        if (!won) return null;
        return alertAll(
          trx,
          ticket,
          list,
          `Crisis not acknowledged: ${ticket.ticket_number}`,
          (reason) =>
            `Nobody has acknowledged the crisis on ${ticket.ticket_number} ("${ticket.subject}") from ` +
            `${ticket.requester_name} for ${waited} minutes` +
            `${ticket.assignee_name ? ` (assigned to ${ticket.assignee_name})` : ' (unassigned)'}. ` +
            `${escalationReasonText(reason)} ` +
            'Please make sure a counselor takes charge now, then acknowledge it on the ticket.',
          now.toISOString(),
        );
      });
      if (!rows) continue;
      raised += 1;
      await notifications.published(rows);
      await mail(ticket, 'escalated', 'ticket', window, minutes, list.all);
    }
    return raised;
  }

  /** POST /tickets/{id}/crisis/acknowledge: the ticket shows who and when; the escalation stops. */
  async function acknowledge(
    viewer: Viewer,
    ticketId: number,
    input: CrisisAcknowledgeInput,
    glass?: GlassRequest,
  ): Promise<Ticket> {
    if (!escalationPolicy.mayAcknowledge(viewer))
      throw new AppError('FORBIDDEN', 'Only staff can acknowledge a crisis');
    const ticket = await tickets.details(viewer, ticketId);
    if (!ticket.crisis_flag) throw new AppError('CONFLICT', 'This ticket has no crisis to acknowledge');
    const user = await findRecipient(ctx.db, viewer.id);
    if (!user) throw new AppError('UNAUTHENTICATED');
    const at = ctx.clock.now().toISOString();
    const note = input.note ?? null;
    const done = await ctx.db.transaction().execute(async (trx) => {
      if (!(await acknowledgeTicket(trx, { ticketId, by: { id: user.id, name: user.name }, at })))
        return false;
      await stopEscalation(trx, { ticketId, by: user.id, note, at });
      await insertHistoryRow(trx, {
        ticket_id: ticketId,
        user_id: user.id,
        field: 'crisis_acknowledged',
        old_value: null,
        new_value: 'Acknowledged',
        note,
        created_at: at,
      });
      return true;
    });
    if (!done) throw new AppError('CONFLICT', 'The crisis on this ticket has already been acknowledged');
    await ctx.bus.emit('ticket.crisis_acknowledged', { ticketId, actorId: viewer.id, note });
    return tickets.details(viewer, ticketId, glass);
  }

  return {
    windowMinutes,
    onCrisisDetected,
    runEscalations,
    acknowledge,
    schedule: (ticketId: number) => findEscalation(ctx.db, ticketId),
  };
}

export function registerEscalationListeners(ctx: AppContext): void {
  const escalation = crisisEscalation(ctx);
  ctx.bus.on('ticket.crisis_detected', (event) => escalation.onCrisisDetected(event));
}
