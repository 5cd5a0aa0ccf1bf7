import type { AppointmentDatabase } from './appointment-types';
import type { CrisisChatDatabase } from './crisis-chat-types';
import type { HelpDatabase } from './help-types';
import type { ReportDayDatabase } from './report-day-types';
import type { ResourceDatabase } from './resource-types';
import type { RetentionDatabase } from './retention-types';
import type { WellnessDatabase } from './wellness-types';

/** The tables each domain keeps in its own file, joined into `Database` (types.ts). */
export type DomainDatabases = HelpDatabase &
  ResourceDatabase &
  AppointmentDatabase &
  RetentionDatabase &
  WellnessDatabase &
  CrisisChatDatabase &
  ReportDayDatabase;
