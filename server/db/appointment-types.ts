import type { Generated } from 'kysely';

/** Counseling appointments' tables (migration 0017), in the portable column types of `types.ts`. */

/** Weekly hours of a counselor or advisor: minutes of the day in the university's time zone. */
export interface StaffSchedulesTable {
  id: Generated<number>;
  user_id: number;
  weekday: number;
  start_minute: number;
  end_minute: number;
  /** JSON list of session types. */
  types: string;
  created_at: string;
}

/** A date off (`available` 0) or other hours that date (`available` 1 with start and end). */
export interface StaffScheduleExceptionsTable {
  id: Generated<number>;
  user_id: number;
  date: string;
  available: number;
  start_minute: number | null;
  end_minute: number | null;
  types: string;
  created_at: string;
}

export interface AppointmentsTable {
  id: Generated<number>;
  counselor_id: number;
  student_id: number;
  type: string;
  status: string;
  start_at: string;
  end_at: string;
  duration: number;
  is_anonymous: number;
  ticket_id: number | null;
  reason: string | null;
  cancel_reason: string | null;
  cancelled_by: number | null;
  room: string;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

/** Session notes, apart from the appointment (never read by lists, exports or search). */
export interface AppointmentNotesTable {
  appointment_id: number;
  author_id: number | null;
  notes: string;
  created_at: string;
  updated_at: string;
}

/** A student's rating of a completed session (migration 0021): one per appointment. */
export interface AppointmentFeedbackTable {
  appointment_id: number;
  rating: number;
  comment: string | null;
  created_at: string;
  updated_at: string;
}

/** A reminder job: one per appointment and kind, claimed once by a conditional update. */
export interface AppointmentRemindersTable {
  id: Generated<number>;
  appointment_id: number;
  kind: string;
  due_at: string;
  claimed_at: string | null;
  claimed_by: string | null;
  sent_at: string | null;
}

/** A time held for a student for 5 minutes while they confirm (not an appointment). */
export interface SlotHoldsTable {
  id: Generated<number>;
  counselor_id: number;
  student_id: number;
  type: string;
  start_at: string;
  end_at: string;
  expires_at: string;
  created_at: string;
}

/** Group therapy offered by a counselor or advisor, with a capacity. */
export interface GroupSessionsTable {
  id: Generated<number>;
  counselor_id: number;
  title: string;
  type: string;
  start_at: string;
  end_at: string;
  duration: number;
  capacity: number;
  created_at: string;
  /** The topic, shown to students; '' when none was given (migration 0019). */
  description: Generated<string>;
  cancelled_at: string | null;
  cancelled_by: number | null;
  cancel_reason: string | null;
}

export interface GroupSessionParticipantsTable {
  id: Generated<number>;
  session_id: number;
  student_id: number;
  joined_at: string;
}

/** A session room (migration 0024): presence, admission and its end. */
export interface SessionRoomsTable {
  appointment_id: number;
  student_seen_at: string | null;
  counselor_seen_at: string | null;
  admitted_at: string | null;
  ended_at: string | null;
  ended_by: number | null;
  created_at: string;
}

/** One signaling message of a session's call, from one participant to the other (JSON payload). */
export interface SessionRoomSignalsTable {
  id: Generated<number>;
  appointment_id: number;
  sender_id: number;
  recipient_id: number;
  kind: string;
  payload: string;
  created_at: string;
}

/** A chat message of a session, kept with the appointment. */
export interface SessionRoomMessagesTable {
  id: Generated<number>;
  appointment_id: number;
  sender_id: number | null;
  body: string;
  crisis_level: string | null;
  created_at: string;
}

export interface AppointmentDatabase {
  session_rooms: SessionRoomsTable;
  session_room_signals: SessionRoomSignalsTable;
  session_room_messages: SessionRoomMessagesTable;
  group_sessions: GroupSessionsTable;
  group_session_participants: GroupSessionParticipantsTable;
  slot_holds: SlotHoldsTable;
  staff_schedules: StaffSchedulesTable;
  staff_schedule_exceptions: StaffScheduleExceptionsTable;
  appointments: AppointmentsTable;
  appointment_notes: AppointmentNotesTable;
  appointment_feedback: AppointmentFeedbackTable;
  appointment_reminders: AppointmentRemindersTable;
}
