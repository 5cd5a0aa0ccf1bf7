import type { Generated } from 'kysely';

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

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  sign_in_attempts: SignInAttemptsTable;
  audit_logs: AuditLogsTable;
  ticket_categories: TicketCategoriesTable;
}
