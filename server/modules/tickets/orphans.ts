import type { AppContext } from '../../context';
import { attachmentStore } from '../../lib/files';

/**
 * At start: removes attachment files that no ticket or reply names (a crash between writing the files and
 * committing the ticket leaves them). Files younger than `graceMs` are kept: they may belong to another
 * server process's upload still in flight.
 */
export async function sweepOrphanAttachments(ctx: Pick<AppContext, 'db' | 'config'>, graceMs: number) {
  const store = attachmentStore(ctx.config.dataDir);
  return store.sweepOrphans(async (names) => {
    const rows = await ctx.db
      .selectFrom('ticket_attachments')
      .select('stored_name')
      .where('stored_name', 'in', names)
      .execute();
    return new Set(rows.map((row) => row.stored_name));
  }, graceMs);
}
