import type { ticketsRepository } from './repository';

export type HistoryRow = {
  field: string;
  old_value: string | null;
  new_value: string | null;
  note: string | null;
};

/** Rows of a ticket's history, written by `userId` (null for the system) at `at`. */
export async function writeHistory(
  tx: ReturnType<typeof ticketsRepository>,
  ticketId: number,
  userId: number | null,
  entries: HistoryRow[],
  at: string,
): Promise<void> {
  await tx.insertHistory(
    entries.map((entry) => ({ ticket_id: ticketId, user_id: userId, created_at: at, ...entry })),
  );
}
