import type { DB } from '../../db';
import { insertHistory } from './repository';

export type HistoryRow = {
  field: string;
  old_value: string | null;
  new_value: string | null;
  note: string | null;
};

/** Rows of a ticket's history, written by `userId` (null for the system) at `at`. */
export async function writeHistory(
  db: DB,
  entry: { ticketId: number; userId: number | null; rows: HistoryRow[]; at: string },
): Promise<void> {
  await insertHistory(
    db,
    entry.rows.map((row) => ({
      ticket_id: entry.ticketId,
      user_id: entry.userId,
      created_at: entry.at,
      ...row,
    })),
  );
}
