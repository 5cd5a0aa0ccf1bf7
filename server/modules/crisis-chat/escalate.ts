import { CRISIS_CHAT_EVENTS, CRISIS_CHAT_LIMITS } from '../../../common/schemas/crisis-chat';
import type { AppContext } from '../../context';
import { MINUTE } from '../../lib/clock';
import { categoriesService } from '../categories';
import { crisisContactSentences } from '../crisis-support';
import { activeRecipients, notificationsService, sendLiveEvent, ticketSubjectOf } from '../notifications';
import { ticketsService, viewerOf } from '../tickets';
import {
  findChat,
  insertMessage,
  listMessages,
  onDutyCounselors,
  overdueChats,
  updateChatIf,
} from './repository';

/** A claim to escalate that was never finished (its server stopped) may be taken over after this. */
export const STALE_CLAIM_MS = 2 * MINUTE;
const DESCRIPTION_MAX = 5000;
const WINDOW_MS = CRISIS_CHAT_LIMITS.answerWindowSeconds * 1000;

export type EscalationReason = 'timeout' | 'nobody_on_duty';

/**
 * A chat nobody answered becomes an urgent crisis ticket, opened through the tickets module exactly like a
 * student's "contact me now" (so detection, assignment and the on-call alerts are the usual ones), with the
 * conversation so far as its description. One server claims it with a compare-and-set on
 * `escalation_claimed_at`; a claim left unfinished for two minutes is taken over.
 */
export function chatEscalation(ctx: AppContext) {
  const tickets = ticketsService(ctx);
  const categories = categoriesService(ctx);
  const notifications = notificationsService(ctx);
  const nowIso = () => ctx.clock.now().toISOString();

  async function transcript(chatId: number, reason: EscalationReason): Promise<string> {
    const rows = await listMessages(ctx.db, chatId, 0, 1000);
    const lines = rows
      .filter((r) => r.sender_role !== 'system')
      .map(
        (r) =>
          `[${r.created_at.slice(11, 16)} UTC] ${r.sender_role === 'student' ? 'Student' : 'Counselor'}: ${r.body}`,
      );
    const head = [
      reason === 'nobody_on_duty'
        ? 'I asked for a live crisis chat and no counselor was on duty to answer.'
        : `I asked for a live crisis chat and no counselor answered within ${CRISIS_CHAT_LIMITS.answerWindowSeconds} seconds.`,
      'Please contact me now.',
      '',
      lines.length ? 'The conversation so far:' : 'I had not written anything in the chat yet.',
    ].join('\n');
    let body = lines.join('\n');
    const room = DESCRIPTION_MAX - head.length - 2;
    if (body.length > room) body = `…${body.slice(body.length - room + 1)}`;
    return body ? `${head}\n${body}` : head;
  }

  async function categoryFor(studentRole: 'student') {
    const active = await categories.list(studentRole, {}, { adminPath: false });
    return (
      active.find((c) => c.crisis_detection_enabled && /crisis|mental/i.test(c.name)) ??
      active.find((c) => c.crisis_detection_enabled) ??
      active[0]
    );
  }

  /** Escalates one waiting chat unless someone took it or another server is on it; true when it did. */
  async function escalate(chatId: number, reason: EscalationReason): Promise<boolean> {
    const now = ctx.clock.now();
    const claimed = await updateChatIf(
      ctx.db,
      chatId,
      { escalation_claimed_at: now.toISOString() },
      {
        status: ['waiting'],
        counselorIsNull: true,
        unclaimedBefore: new Date(now.getTime() - STALE_CLAIM_MS).toISOString(),
      },
    );
    if (!claimed) return false;
    const chat = await findChat(ctx.db, chatId);
    if (!chat) return false;
    const category = await categoryFor('student');
    if (!category) throw new Error('No active ticket category for a crisis chat escalation');
    const { ticket } = await tickets.create(
      viewerOf({ id: chat.student_id, role: 'student' }),
      {
        subject: 'Urgent: crisis chat not answered',
        description: await transcript(chatId, reason),
        category_id: category.id,
        priority: 'Urgent',
      },
      [],
      { askedForHelp: true },
    );
    const contacts = await crisisContactSentences(ctx.db);
    const at = nowIso();
    const told = [
      reason === 'nobody_on_duty'
        ? 'No counselor is on duty for live chat right now, so we did not keep you waiting.'
        : `No counselor could answer within ${CRISIS_CHAT_LIMITS.answerWindowSeconds} seconds.`,
      `We opened an urgent crisis ticket (${ticket.ticket_number}) with what you wrote here, and the crisis team has been alerted: a counselor will follow up with you.`,
      ...(chat.anonymous === 1 ? ['The ticket is in your name, so that a counselor can reach you.'] : []),
      `If you are in danger now, call ${contacts.emergency}.`,
      ...contacts.lines,
    ].join(' ');
    await ctx.db.transaction().execute(async (trx) => {
      await updateChatIf(
        trx,
        chatId,
        {
          status: 'escalated',
          escalated_at: at,
          escalation_reason: reason,
          ticket_id: ticket.id,
          updated_at: at,
        },
        { status: ['waiting'] },
      );
      await insertMessage(trx, {
        chat_id: chatId,
        sender_id: null,
        sender_role: 'system',
        body: told,
        crisis_level: null,
        created_at: at,
      });
    });
    const facts = await notifications.ticketFacts(ticket.id);
    const admins = await activeRecipients(ctx.db, ['admin']);
    if (facts) {
      await notifications.notify(
        admins.map((a) => a.id),
        {
          type: 'ticket',
          title: 'Crisis chat not answered',
          message: `A student's crisis chat was not answered (${reason === 'nobody_on_duty' ? 'nobody on duty' : `no answer within ${CRISIS_CHAT_LIMITS.answerWindowSeconds} seconds`}). It is now the urgent crisis ticket ${facts.ticket_number}.`,
          priority: 'high',
          ...ticketSubjectOf(facts),
        },
      );
    }
    const onDuty = await onDutyCounselors(ctx.db);
    await sendLiveEvent(ctx, [chat.student_id], { type: CRISIS_CHAT_EVENTS.changed, chat_id: chatId });
    if (onDuty.length)
      await sendLiveEvent(
        ctx,
        onDuty.map((c) => c.id),
        { type: CRISIS_CHAT_EVENTS.waiting, chat_id: chatId },
      );
    return true;
  }

  return {
    escalate,
    /** Escalates a waiting chat whose answer window has ended (the check on every read). */
    async escalateIfDue(chat: { id: number; status: string; requested_at: string }): Promise<boolean> {
      if (chat.status !== 'waiting') return false;
      if (Date.parse(chat.requested_at) + WINDOW_MS > ctx.clock.now().getTime()) return false;
      return escalate(chat.id, 'timeout');
    },
    /** The sweep: every chat whose answer window ended; returns how many it escalated. */
    async sweep(): Promise<number> {
      const now = ctx.clock.now().getTime();
      const due = await overdueChats(
        ctx.db,
        new Date(now - WINDOW_MS).toISOString(),
        new Date(now - STALE_CLAIM_MS).toISOString(),
        20,
      );
      let count = 0;
      for (const { id } of due) if (await escalate(id, 'timeout')) count += 1;
      return count;
    },
  };
}
