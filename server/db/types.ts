import type { Generated } from 'kysely';
import type { DomainDatabases } from './domain-types';

export type * from './appointment-types';
export type * from './help-types';
export type * from './resource-types';
export type * from './wellness-types';

/**
 * Table shapes as Kysely sees them. Portable across SQLite and PostgreSQL: timestamps are ISO-8601 UTC
 * text made in TypeScript, booleans are 0/1 integers, JSON is text (docs/decisions/0002-portable-columns.md).
 */
export interface UsersTable {
  id: Generated<number>;
  name: string;
  email: string;
  password_hash: string;
  role: string;
  status: string;
  phone: string | null;
  address: string | null;
  date_of_birth: string | null;
  student_id: string | null;
  employee_id: string | null;
  specializations: string | null;
  bio: string | null;
  last_login_at: string | null;
  created_at: string;
  updated_at: string;
  /** 1 while the account must choose its own password before anything else (decision 0007). */
  must_change_password: Generated<number>;
  /** The number responders should call first; falls back to `phone`. */
  preferred_phone: string | null;
  emergency_contact_name: string | null;
  emergency_contact_relationship: string | null;
  emergency_contact_phone: string | null;
  languages: string | null; // JSON array of a staff member's session languages (migration 0028)
}

export interface SessionsTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  ip: string | null;
  user_agent: string | null;
  revoked_at: string | null;
}

export interface SignInAttemptsTable {
  id: Generated<number>;
  email: string;
  ip: string;
  succeeded: number;
  created_at: string;
}

/** A set-password link: the SHA-256 of its token, whose account, until when; it works once. */
export interface PasswordTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  purpose: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** Sign-ins the throttle refused during one lock, counted in one row (email '' when the address is throttled). */
export interface SignInRefusalsTable {
  id: Generated<number>;
  email: string;
  ip: string;
  locked_at: string;
  first_at: string;
  last_at: string;
  refused: number;
  audit_log_id: number | null;
}

export interface AuditLogsTable {
  id: Generated<number>;
  actor_id: number | null;
  action: string;
  target_type: string | null;
  target_id: number | null;
  ip: string | null;
  user_agent: string | null;
  details: string | null;
  created_at: string;
  /** Place in the hash chain (1, 2, ...), the previous entry's hash and this entry's (decision 0022). */
  seq: number;
  prev_hash: string;
  hash: string;
}

export interface TicketCategoriesTable {
  id: Generated<number>;
  name: string;
  slug: string;
  description: string | null;
  icon: string;
  color: string;
  sort_order: number;
  is_active: number;
  auto_assign: number;
  crisis_detection_enabled: number;
  sla_response_hours: number;
  max_priority_level: number;
  notification_settings: string;
  created_at: string;
  updated_at: string;
}

export interface TicketsTable {
  id: Generated<number>;
  ticket_number: string;
  subject: string;
  description: string;
  category_id: number;
  priority: string;
  /** Urgent 1 … Low 4, so "priority" sorts by urgency. */
  priority_rank: number;
  status: string;
  crisis_flag: number;
  crisis_level: string;
  crisis_score: number;
  /** JSON: [{ keyword, category, severity_level, weight }] */
  detected_crisis_keywords: string;
  priority_score: number;
  user_id: number;
  created_by: number | null;
  assigned_to: number | null;
  auto_assigned: string;
  /** JSON: string[] */
  tags: string;
  /** The words search looks through: subject, description, number, people, category, tags, crisis words. */
  search_text: string;
  response_count: number;
  attachment_count: number;
  sla_deadline: string;
  first_response_at: string | null;
  resolved_at: string | null;
  closed_at: string | null;
  created_at: string;
  updated_at: string;
  /** Who acknowledged the ticket's crisis and when; the name as it was then. */
  crisis_acknowledged_at: string | null;
  crisis_acknowledged_by: number | null;
  crisis_acknowledged_by_name: string | null;
  /**
   * 1 when screening said "possible concern" (a review level, not an escalation), and when it last said so;
   * the review's time,
   * reviewer (the name as it was then), outcome and note once a counselor or admin reviewed it.
   */
  possible_concern: Generated<number>;
  concern_raised_at: string | null;
  concern_reviewed_at: string | null;
  concern_reviewed_by: number | null;
  concern_reviewed_by_name: string | null;
  concern_outcome: string | null;
  concern_note: string | null;
  anonymized_at: string | null;
}

export interface TicketResponsesTable {
  id: Generated<number>;
  ticket_id: number;
  user_id: number | null;
  message: string;
  is_internal: number;
  is_urgent: number;
  created_at: string;
}

export interface TicketAttachmentsTable {
  id: Generated<number>;
  ticket_id: number;
  response_id: number | null;
  user_id: number | null;
  original_name: string;
  stored_name: string;
  file_type: string;
  file_size: number;
  sha256: string;
  created_at: string;
}

export interface TicketHistoryTable {
  id: Generated<number>;
  ticket_id: number;
  user_id: number | null;
  field: string;
  old_value: string | null;
  new_value: string | null;
  note: string | null;
  created_at: string;
}

export interface CrisisKeywordsTable {
  id: Generated<number>;
  keyword: string;
  category: string;
  severity_level: string;
  severity_weight: number;
  /** JSON: number[]; empty means every ticket category. */
  category_ids: string;
  is_active: number;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

export interface AppSettingsTable {
  key: string;
  value: string;
  updated_at: string;
}

export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  type: string;
  title: string;
  message: string;
  priority: string;
  link: string | null;
  subject_type: string | null;
  subject_id: number | null;
  /** Null while unread. */
  read_at: string | null;
  created_by: number | null;
  created_at: string;
}

/** One row per crisis ticket: the escalation clock, kept in the database so it survives restarts. */
export interface CrisisEscalationsTable {
  id: Generated<number>;
  ticket_id: number;
  detected_at: string;
  source: string;
  escalation_count: number;
  next_escalation_at: string | null;
  last_escalated_at: string | null;
  acknowledged_at: string | null;
  acknowledged_by: number | null;
  acknowledgement_note: string | null;
  created_at: string;
  updated_at: string;
}

/** A counselor or advisor who takes tickets of a category; the workload is counted live from the tickets. */
export interface CounselorSpecializationsTable {
  id: Generated<number>;
  user_id: number;
  category_id: number;
  /** primary, secondary or backup */
  priority_level: string;
  max_workload: number;
  /** 1 (Beginner) to 5 (Expert) */
  expertise_rating: number;
  is_available: number;
  notes: string | null;
  assigned_at: string;
  /** When a ticket of this category was last assigned to this counselor. */
  last_assigned_at: string | null;
  created_at: string;
  updated_at: string;
}

/** The contacts the hub shows a person in crisis (admins edit them; national ones have defaults). */
export interface CrisisContactsTable {
  id: Generated<number>;
  key: string | null;
  name: string;
  description: string;
  type: string;
  action: string;
  value: string;
  text_body: string | null;
  availability: string;
  is_national: number;
  is_active: number;
  sort_order: number;
  created_at: string;
  updated_at: string;
}

/** A student's own safety plan; list columns hold JSON arrays. */
export interface SafetyPlansTable {
  id: Generated<number>;
  user_id: number;
  warning_signs: string;
  coping_strategies: string;
  distractions: string;
  support_people: string;
  professionals: string;
  safe_environment: string;
  reasons_for_living: string;
  created_at: string;
  updated_at: string;
}

/** Staff a student chose to share their safety plan with. */
export interface SafetyPlanSharesTable {
  id: Generated<number>;
  plan_id: number;
  user_id: number;
  created_at: string;
}

/** One weekly on-call shift in the university's time zone; an end at or before the start wraps past midnight. */
export interface OnCallShiftsTable {
  id: Generated<number>;
  user_id: number;
  weekday: number;
  start_minute: number;
  end_minute: number;
  note: string | null;
  created_at: string;
  updated_at: string;
}

/** Who was alerted about a ticket's crisis, and why; they may open that ticket. */
export interface CrisisAlertRecipientsTable {
  id: Generated<number>;
  ticket_id: number;
  user_id: number;
  reason: string;
  alerted_at: string;
}

/** An e-mail waiting to be sent (deleted once sent; kept, abandoned, after the last retry failed). */
export interface MailOutboxTable {
  id: Generated<number>;
  recipient: string;
  subject: string;
  body: string;
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  last_error_at: string | null;
  created_at: string;
  abandoned_at: string | null;
  /** JSON list of { filename, content_type, content } (the calendar file of appointment e-mails). */
  attachments: string | null;
}

/** A "missed crisis" or "false alarm" mark on a ticket, with what the engine said when it was made. */
export interface ScreeningReviewsTable {
  id: Generated<number>;
  ticket_id: number;
  marked_by: number | null;
  marked_by_name: string;
  marked_by_role: string;
  kind: string;
  expected_level: string | null;
  engine_level: string;
  engine_score: number;
  engine_language: string;
  note: string | null;
  created_at: string;
  updated_at: string;
  exported_at: string | null;
  exported_by: number | null;
}

/** Each domain's tables live in its own `*-types.ts`, joined in `domain-types.ts`. */
export interface Database extends DomainDatabases {
  users: UsersTable;
  sessions: SessionsTable;
  sign_in_attempts: SignInAttemptsTable;
  audit_logs: AuditLogsTable;
  ticket_categories: TicketCategoriesTable;
  tickets: TicketsTable;
  ticket_responses: TicketResponsesTable;
  ticket_attachments: TicketAttachmentsTable;
  ticket_history: TicketHistoryTable;
  crisis_keywords: CrisisKeywordsTable;
  app_settings: AppSettingsTable;
  notifications: NotificationsTable;
  crisis_escalations: CrisisEscalationsTable;
  counselor_specializations: CounselorSpecializationsTable;
  crisis_contacts: CrisisContactsTable;
  safety_plans: SafetyPlansTable;
  safety_plan_shares: SafetyPlanSharesTable;
  on_call_shifts: OnCallShiftsTable;
  crisis_alert_recipients: CrisisAlertRecipientsTable;
  password_tokens: PasswordTokensTable;
  sign_in_refusals: SignInRefusalsTable;
  mail_outbox: MailOutboxTable;
  screening_reviews: ScreeningReviewsTable;
}
