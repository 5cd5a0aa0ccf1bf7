/**
 * Data retention's tables (migration 0020, decision 0028). `tickets.anonymized_at` (in `types.ts`) is when the
 * retention job removed what was written on a finished ticket; null until then.
 */

/** One row per UTC day of the daily retention job, claimed by one server. */
export interface RetentionRunsTable {
  day: string;
  claimed_at: string;
  claimed_by: string;
  finished_at: string | null;
}

export interface RetentionDatabase {
  retention_runs: RetentionRunsTable;
}
