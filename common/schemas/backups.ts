import { z } from 'zod';

/** A backup file as the admins' list shows it (issue 18, "backup frequency"). */
export const backupSchema = z.object({
  name: z.string(),
  size: z.number().int().nonnegative(),
  created_at: z.string(),
  database: z.enum(['sqlite', 'postgres']),
});
export type Backup = z.infer<typeof backupSchema>;

export const backupListSchema = z.object({
  backups: z.array(backupSchema),
  /** When the next scheduled backup is due, from the backup frequency setting and the newest backup. */
  next_due_at: z.string(),
  frequency: z.enum(['hourly', 'daily', 'weekly', 'monthly']),
});

export const RESTORE_WORD = 'RESTORE';

export const backupMessages = {
  confirm: `Type ${RESTORE_WORD} to confirm the restore`,
  notFound: 'Backup not found',
  otherDatabase: 'This backup was made from another kind of database',
  otherSchema: 'This backup was made by another version of the hub and cannot be restored here',
  unreadable: 'This backup file cannot be read',
} as const;

export const restoreBodySchema = z.object({
  confirm: z.literal(RESTORE_WORD, { error: backupMessages.confirm }),
});
export type RestoreBody = z.infer<typeof restoreBodySchema>;
