import {
  ANONYMOUS_STUDENT,
  type ChatMessage,
  CRISIS_CHAT_LIMITS,
  CRISIS_CHAT_STATUSES,
  type CrisisChat,
  type CrisisChatStatus,
} from '../../../common/schemas/crisis-chat';
import type { Viewer } from '../tickets';
import { crisisChatPolicy } from './policy';
import type { ChatRow, listMessages } from './repository';

type MessageRow = Awaited<ReturnType<typeof listMessages>>[number];

const statusOf = (value: string): CrisisChatStatus =>
  (CRISIS_CHAT_STATUSES as readonly string[]).includes(value) ? (value as CrisisChatStatus) : 'ended';

export function answerBy(requestedAt: string): string {
  return new Date(Date.parse(requestedAt) + CRISIS_CHAT_LIMITS.answerWindowSeconds * 1000).toISOString();
}

export function presentChat(viewer: Viewer, chat: ChatRow): CrisisChat {
  const named = crisisChatPolicy.showsName(viewer, chat);
  const reason = chat.escalation_reason;
  return {
    id: chat.id,
    status: statusOf(chat.status),
    anonymous: chat.anonymous === 1,
    student_name: named ? chat.student_name : ANONYMOUS_STUDENT,
    name_shared: chat.name_shared_at !== null || chat.name_revealed_at !== null,
    counselor_name: chat.counselor_name ?? null,
    requested_at: chat.requested_at,
    accepted_at: chat.accepted_at,
    answer_by: chat.status === 'waiting' ? answerBy(chat.requested_at) : null,
    escalated_at: chat.escalated_at,
    escalation_reason: reason === 'timeout' || reason === 'nobody_on_duty' ? reason : null,
    ticket_id: chat.ticket_id,
    ticket_number: chat.ticket_number ?? null,
    ended_at: chat.ended_at,
  };
}

export function presentMessage(viewer: Viewer, chat: ChatRow, row: MessageRow): ChatMessage {
  const sender =
    row.sender_role === 'student' ? 'student' : row.sender_role === 'counselor' ? 'counselor' : 'system';
  let name: string | null = null;
  if (sender === 'counselor') name = row.sender_name ?? 'Counselor';
  if (sender === 'student')
    name = crisisChatPolicy.showsName(viewer, chat) ? (row.sender_name ?? 'Student') : ANONYMOUS_STUDENT;
  return { id: row.id, sender, sender_name: name, body: row.body, created_at: row.created_at };
}
