import type { Generated } from 'kysely';

/** Live crisis chat's tables (migration 0026, decision 0032). */

export interface CounselorDutyTable {
  user_id: number;
  on_duty: number;
  updated_at: string;
}

export interface CrisisChatsTable {
  id: Generated<number>;
  student_id: number;
  counselor_id: number | null;
  /** waiting, active, escalated, ended */
  status: string;
  anonymous: number;
  name_shared_at: string | null;
  name_revealed_at: string | null;
  requested_at: string;
  accepted_at: string | null;
  escalation_claimed_at: string | null;
  escalated_at: string | null;
  /** timeout (nobody accepted in time) or nobody_on_duty */
  escalation_reason: string | null;
  ticket_id: number | null;
  ended_at: string | null;
  ended_by: number | null;
  updated_at: string;
}

export interface CrisisChatMessagesTable {
  id: Generated<number>;
  chat_id: number;
  sender_id: number | null;
  /** student, counselor or system */
  sender_role: string;
  body: string;
  crisis_level: string | null;
  created_at: string;
}

export interface CrisisChatDatabase {
  counselor_duty: CounselorDutyTable;
  crisis_chats: CrisisChatsTable;
  crisis_chat_messages: CrisisChatMessagesTable;
}
