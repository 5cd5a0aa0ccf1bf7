import {
  type ChatMessage,
  CRISIS_CHAT_EVENTS,
  CRISIS_CHAT_LIMITS,
  type CrisisChat,
  type DutyState,
} from '../../../common/schemas/crisis-chat';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import type { RequestContext } from '../../lib/events';
import { recordAudit } from '../audit';
import { crisisService } from '../crisis';
import { crisisContactSentences } from '../crisis-support';
import { liveCrisisRecipients, notificationsService, sendLiveEvent } from '../notifications';
import type { Viewer } from '../tickets';
import { chatEscalation, STALE_CLAIM_MS } from './escalate';
import { crisisChatPolicy } from './policy';
import { presentChat, presentMessage } from './presenter';
import {
  activeChatsOf,
  type ChatRow,
  findChat,
  insertChat,
  insertMessage,
  isOnDuty,
  listMessages,
  onDutyCounselors,
  openChatOf,
  setDuty,
  updateChatIf,
  waitingChats,
} from './repository';

const NOT_FOUND = 'Chat not found';
const CHAT_LINK = '/crisis-chat';
const ESCALATED = 'This chat was not answered in time and went to the crisis team as an urgent ticket';

/**
 * Live crisis chat (issue 17, decision 0032): duty, requests that ring every counselor on duty, the first
 * acceptance wins, lines stored as rows with a live hint to the other side, screening of the student's lines,
 * anonymity, and the end of a chat. The escalation of an unanswered request is in `escalate.ts`.
 */
export function crisisChatService(ctx: AppContext) {
  const notifications = notificationsService(ctx);
  const crisis = crisisService(ctx);
  const escalation = chatEscalation(ctx);
  const nowIso = () => ctx.clock.now().toISOString();

  const changed = (userIds: (number | null)[], chatId: number) =>
    sendLiveEvent(ctx, [...new Set(userIds.filter((id): id is number => id !== null))], {
      type: CRISIS_CHAT_EVENTS.changed,
      chat_id: chatId,
    });
  const ringAll = async (chatId: number) => {
    const ids = (await onDutyCounselors(ctx.db)).map((c) => c.id);
    if (ids.length) await sendLiveEvent(ctx, ids, { type: CRISIS_CHAT_EVENTS.waiting, chat_id: chatId });
  };
  const systemLine = (chatId: number, body: string, at: string) => ({
    chat_id: chatId,
    sender_id: null,
    sender_role: 'system',
    body,
    crisis_level: null,
    created_at: at,
  });

  /** The chat as this viewer may see it (404 otherwise), escalated first when its answer window ended. */
  async function load(viewer: Viewer, id: number): Promise<ChatRow> {
    let chat = await findChat(ctx.db, id);
    if (!chat) throw new AppError('NOT_FOUND', NOT_FOUND);
    const onDuty = viewer.role === 'counselor' && (await isOnDuty(ctx.db, viewer.id));
    if (!crisisChatPolicy.mayView(viewer, chat, onDuty)) throw new AppError('NOT_FOUND', NOT_FOUND);
    if (await escalation.escalateIfDue(chat)) chat = (await findChat(ctx.db, id)) ?? chat;
    return chat;
  }

  async function screenLine(viewer: Viewer, chat: ChatRow, body: string, context: RequestContext | null) {
    const screening = await crisis.screen(body);
    // The rule of every live conversation and of tickets: the crisis threshold (medium and above) alerts.
    if (!screening.is_crisis) return screening.level;
    const at = nowIso();
    const reveal =
      screening.level === 'critical' &&
      chat.anonymous === 1 &&
      !chat.name_shared_at &&
      !chat.name_revealed_at;
    if (reveal) {
      await ctx.db.transaction().execute(async (trx) => {
        await updateChatIf(trx, chat.id, { name_revealed_at: at, updated_at: at }, {});
        await insertMessage(
          trx,
          systemLine(
            chat.id,
            'What was just written suggests you may be in danger, so your name is now shown to the counselor to help keep you safe.',
            at,
          ),
        );
        await recordAudit(trx, {
          actorId: null,
          action: 'crisis_chat.name_revealed',
          target: { type: 'crisis_chat', id: chat.id },
          details: { reason: 'critical crisis detected', level: screening.level, student_id: viewer.id },
          context,
          at,
        });
      });
    }
    await notifications.notify(await liveCrisisRecipients(ctx.db, chat.counselor_id), {
      type: 'system',
      title: `Crisis detected in a live chat (${screening.level})`,
      message: chat.counselor_id
        ? 'A student wrote words of crisis in a live crisis chat. Open the chat now.'
        : 'A student waiting in live crisis chat wrote words of crisis. No counselor has accepted the chat yet.',
      priority: 'high',
      link: CHAT_LINK,
      subject_type: 'crisis_chat',
      subject_id: chat.id,
    });
    return screening.level;
  }

  return {
    escalation,

    async duty(viewer: Viewer): Promise<DutyState> {
      if (viewer.role === 'admin') {
        const list = await onDutyCounselors(ctx.db);
        return { on_duty: false, on_duty_counselors: list.map((c) => ({ id: c.id, name: c.name })) };
      }
      crisisChatPolicy.requireCounselor(viewer);
      return { on_duty: await isOnDuty(ctx.db, viewer.id) };
    },

    async setDuty(viewer: Viewer, onDuty: boolean, context: RequestContext | null): Promise<DutyState> {
      crisisChatPolicy.requireCounselor(viewer);
      const at = nowIso();
      await ctx.db.transaction().execute(async (trx) => {
        await setDuty(trx, viewer.id, onDuty, at);
        await recordAudit(trx, {
          actorId: viewer.id,
          action: onDuty ? 'crisis_chat.duty_on' : 'crisis_chat.duty_off',
          target: { type: 'user', id: viewer.id },
          details: { on_duty: onDuty },
          context,
          at,
        });
      });
      return { on_duty: onDuty };
    },

    /** A student asks for a chat; their open one is given back rather than a second one. */
    async start(viewer: Viewer, anonymous: boolean): Promise<{ chat: CrisisChat; created: boolean }> {
      crisisChatPolicy.requireStudent(viewer);
      const open = await openChatOf(ctx.db, viewer.id);
      if (open) return { chat: presentChat(viewer, await load(viewer, open.id)), created: false };
      const at = nowIso();
      const onDuty = await onDutyCounselors(ctx.db);
      const id = await ctx.db.transaction().execute(async (trx) => {
        const chatId = await insertChat(trx, {
          student_id: viewer.id,
          counselor_id: null,
          status: 'waiting',
          anonymous: anonymous ? 1 : 0,
          requested_at: at,
          updated_at: at,
        });
        await insertMessage(
          trx,
          systemLine(
            chatId,
            onDuty.length
              ? `This is the hub's crisis chat. We are asking the counselors on duty to join; the first to accept will write to you here. If nobody can answer within ${CRISIS_CHAT_LIMITS.answerWindowSeconds} seconds, the crisis team is alerted at once.`
              : "This is the hub's crisis chat.",
            at,
          ),
        );
        return chatId;
      });
      if (onDuty.length === 0) {
        // Kinder than a minute of ringing nobody: escalate at once and say so.
        await escalation.escalate(id, 'nobody_on_duty');
      } else {
        await notifications.notify(
          onDuty.map((c) => c.id),
          {
            type: 'system',
            title: anonymous
              ? 'A student is waiting in anonymous chat'
              : 'A student is waiting in crisis chat',
            message: `Open Crisis Chat to accept. The first counselor to accept takes it; after ${CRISIS_CHAT_LIMITS.answerWindowSeconds} seconds it becomes an urgent crisis ticket.`,
            priority: 'high',
            link: CHAT_LINK,
            subject_type: 'crisis_chat',
            subject_id: id,
          },
        );
        await ringAll(id);
      }
      return { chat: presentChat(viewer, await load(viewer, id)), created: true };
    },

    async get(viewer: Viewer, id: number): Promise<CrisisChat> {
      return presentChat(viewer, await load(viewer, id));
    },

    /**
     * Open requests, oldest first, for a counselor on duty (none when off duty), and the chats this counselor
     * took that are still going (`mine`), so leaving the page never strands a student.
     */
    async waiting(viewer: Viewer): Promise<{ chats: CrisisChat[]; mine: CrisisChat[] }> {
      crisisChatPolicy.requireCounselor(viewer);
      const present = async (rows: { id: number }[], status: string) => {
        const chats: CrisisChat[] = [];
        for (const { id } of rows) {
          const chat = await findChat(ctx.db, id);
          if (chat?.status === status) chats.push(presentChat(viewer, chat));
        }
        return chats;
      };
      const mine = await present(await activeChatsOf(ctx.db, viewer.id), 'active');
      if (!(await isOnDuty(ctx.db, viewer.id))) return { chats: [], mine };
      await escalation.sweep();
      return { chats: await present(await waitingChats(ctx.db), 'waiting'), mine };
    },

    /** The first counselor on duty to accept takes the chat (a compare-and-set); the others get 409. */
    async accept(viewer: Viewer, id: number, context: RequestContext | null): Promise<CrisisChat> {
      crisisChatPolicy.requireCounselor(viewer);
      const raw = await findChat(ctx.db, id);
      if (!raw) throw new AppError('NOT_FOUND', NOT_FOUND);
      if (!(await isOnDuty(ctx.db, viewer.id)))
        throw new AppError('FORBIDDEN', 'Turn on duty to take crisis chats');
      if (raw.status !== 'waiting' && raw.counselor_id !== viewer.id) {
        // Every counselor on duty was rung; tell them it is gone rather than "not found".
        throw new AppError(
          'CONFLICT',
          raw.status === 'escalated' ? ESCALATED : 'This chat was already taken',
        );
      }
      // A counselor on duty may take any waiting chat; one whose window ended escalates instead.
      const chat = raw;
      if (await escalation.escalateIfDue(raw)) throw new AppError('CONFLICT', ESCALATED);
      const at = nowIso();
      const took = await ctx.db.transaction().execute(async (trx) => {
        const won = await updateChatIf(
          trx,
          id,
          { status: 'active', counselor_id: viewer.id, accepted_at: at, updated_at: at },
          {
            status: ['waiting'],
            counselorIsNull: true,
            unclaimedBefore: new Date(ctx.clock.now().getTime() - STALE_CLAIM_MS).toISOString(),
          },
        );
        if (!won) return false;
        await insertMessage(trx, systemLine(id, 'A counselor joined the chat.', at));
        await recordAudit(trx, {
          actorId: viewer.id,
          action: 'crisis_chat.accepted',
          target: { type: 'crisis_chat', id },
          details: {},
          context,
          at,
        });
        return true;
      });
      if (!took) {
        const now = await findChat(ctx.db, id);
        if (now?.status === 'escalated' || (now?.status === 'waiting' && now.escalation_claimed_at))
          throw new AppError('CONFLICT', ESCALATED);
        throw new AppError('CONFLICT', 'This chat was already taken');
      }
      await changed([chat.student_id, viewer.id], id);
      await ringAll(id);
      return presentChat(viewer, (await findChat(ctx.db, id)) ?? chat);
    },

    async messages(
      viewer: Viewer,
      id: number,
      after: number,
    ): Promise<{ chat: CrisisChat; messages: ChatMessage[] }> {
      const chat = await load(viewer, id);
      const rows = await listMessages(ctx.db, id, after, CRISIS_CHAT_LIMITS.pageMax);
      return { chat: presentChat(viewer, chat), messages: rows.map((r) => presentMessage(viewer, chat, r)) };
    },

    async send(
      viewer: Viewer,
      id: number,
      body: string,
      context: RequestContext | null,
    ): Promise<ChatMessage> {
      let chat = await load(viewer, id);
      if (!crisisChatPolicy.mayWrite(viewer, chat))
        throw new AppError('FORBIDDEN', 'Only the student and the counselor in this chat can write in it');
      const open = chat.status === 'active' || (chat.status === 'waiting' && viewer.id === chat.student_id);
      if (!open) throw new AppError('CONFLICT', 'This chat has ended');
      const at = nowIso();
      const messageId = await insertMessage(ctx.db, {
        chat_id: id,
        sender_id: viewer.id,
        sender_role: viewer.id === chat.student_id ? 'student' : 'counselor',
        body,
        crisis_level: null,
        created_at: at,
      });
      if (viewer.id === chat.student_id) {
        // The line is kept even if screening fails; the ticket an escalation opens is screened again.
        const level = await screenLine(viewer, chat, body, context).catch((error: unknown) => {
          ctx.log.error({ err: error, chat: id }, 'screening a crisis chat line failed');
          return null;
        });
        await ctx.db
          .updateTable('crisis_chat_messages')
          .set({ crisis_level: level })
          .where('id', '=', messageId)
          .execute();
        chat = (await findChat(ctx.db, id)) ?? chat;
      }
      await changed([chat.student_id, chat.counselor_id], id);
      const rows = await listMessages(ctx.db, id, messageId - 1, 1);
      return presentMessage(viewer, chat, rows[0]!);
    },

    async shareName(viewer: Viewer, id: number, context: RequestContext | null): Promise<CrisisChat> {
      const chat = await load(viewer, id);
      if (chat.student_id !== viewer.id)
        throw new AppError('FORBIDDEN', 'Only the student can share their name');
      if (chat.anonymous === 1 && !chat.name_shared_at) {
        const at = nowIso();
        await ctx.db.transaction().execute(async (trx) => {
          await updateChatIf(trx, id, { name_shared_at: at, updated_at: at }, {});
          await insertMessage(trx, systemLine(id, 'The student shared their name with the counselor.', at));
          await recordAudit(trx, {
            actorId: viewer.id,
            action: 'crisis_chat.name_shared',
            target: { type: 'crisis_chat', id },
            details: {},
            context,
            at,
          });
        });
        await changed([chat.student_id, chat.counselor_id], id);
      }
      return presentChat(viewer, (await findChat(ctx.db, id)) ?? chat);
    },

    async end(viewer: Viewer, id: number, context: RequestContext | null): Promise<CrisisChat> {
      const chat = await load(viewer, id);
      if (!crisisChatPolicy.mayWrite(viewer, chat))
        throw new AppError('FORBIDDEN', 'Only the student and the counselor in this chat can end it');
      const at = nowIso();
      const who = viewer.id === chat.student_id ? 'the student' : 'the counselor';
      const contacts = await crisisContactSentences(ctx.db);
      const ended = await ctx.db.transaction().execute(async (trx) => {
        const done = await updateChatIf(
          trx,
          id,
          { status: 'ended', ended_at: at, ended_by: viewer.id, updated_at: at },
          { status: ['waiting', 'active'] },
        );
        if (!done) return false;
        await insertMessage(
          trx,
          systemLine(
            id,
            [
              `The chat was ended by ${who}. If you need help again, start a new chat.`,
              `If you are in danger now, call ${contacts.emergency}.`,
              ...contacts.lines,
            ].join(' '),
            at,
          ),
        );
        await recordAudit(trx, {
          actorId: viewer.id,
          action: 'crisis_chat.ended',
          target: { type: 'crisis_chat', id },
          details: { by: who },
          context,
          at,
        });
        return true;
      });
      if (ended) {
        await changed([chat.student_id, chat.counselor_id], id);
        if (chat.status === 'waiting') await ringAll(id);
      }
      return presentChat(viewer, (await findChat(ctx.db, id)) ?? chat);
    },
  };
}
