import type { Migration, MigrationProvider } from 'kysely';
import * as m0001 from './0001_foundation';
import * as m0002 from './0002_tickets';
import * as m0003 from './0003_users';
import * as m0004 from './0004_notifications';
import * as m0005 from './0005_case_operations';
import * as m0006 from './0006_password_change';
import * as m0007 from './0007_crisis_safety_net';
import * as m0008 from './0008_password_tokens';
import * as m0009 from './0009_possible_concern';
import * as m0010 from './0010_screening_reviews';
import * as m0011 from './0011_postgres_report_indexes';
import * as m0012 from './0012_mail_outbox';
import * as m0013 from './0013_help_center';
import * as m0015 from './0015_audit_chain';
import * as m0016 from './0016_resource_library';
import * as m0017 from './0017_appointments';
import * as m0019 from './0019_group_session_details';
import * as m0020 from './0020_data_retention';
import * as m0021 from './0021_session_feedback';
import * as m0022 from './0022_session_list_indexes';
import * as m0023 from './0023_report_period_indexes';
import * as m0024 from './0024_session_rooms';
import * as m0026 from './0026_crisis_chat';
import * as m0028 from './0028_staff_languages';
import * as m0029 from './0029_wellness';
import * as m0030 from './0030_report_days';
import * as m0031 from './0031_report_days_per_statement';
import * as m0032 from './0032_appointments_version_per_transaction';

/**
 * Migrations are listed here explicitly (not read from disk) so that they run the same under tsx, Vitest
 * and a bundled build. Names sort in the order they run. Never edit a landed migration: add a new one.
 */
const migrations: Record<string, Migration> = {
  '0001_foundation': m0001,
  '0002_tickets': m0002,
  '0003_users': m0003,
  '0004_notifications': m0004,
  '0005_case_operations': m0005,
  '0006_password_change': m0006,
  '0007_crisis_safety_net': m0007,
  '0008_password_tokens': m0008,
  '0009_possible_concern': m0009,
  '0010_screening_reviews': m0010,
  '0011_postgres_report_indexes': m0011,
  '0012_mail_outbox': m0012,
  '0013_help_center': m0013,
  '0015_audit_chain': m0015,
  '0016_resource_library': m0016,
  '0017_appointments': m0017,
  '0019_group_session_details': m0019,
  '0020_data_retention': m0020,
  '0021_session_feedback': m0021,
  '0022_session_list_indexes': m0022,
  '0023_report_period_indexes': m0023,
  '0024_session_rooms': m0024,
  '0026_crisis_chat': m0026,
  '0028_staff_languages': m0028,
  '0029_wellness': m0029,
  '0030_report_days': m0030,
  '0031_report_days_per_statement': m0031,
  '0032_appointments_version_per_transaction': m0032,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};

export const LATEST_MIGRATION = Object.keys(migrations).sort().at(-1)!;
