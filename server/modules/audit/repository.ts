import type { Insertable } from 'kysely';
import type { DB } from '../../db';
import type { AuditLogsTable } from '../../db/types';

export function auditRepository(db: DB) {
  return {
    async insert(entry: Insertable<AuditLogsTable>): Promise<void> {
      await db.insertInto('audit_logs').values(entry).execute();
    },
    /** Many entries in multi-row inserts of at most 500, in one transaction. */
    async insertMany(entries: Insertable<AuditLogsTable>[]): Promise<void> {
      if (entries.length === 0) return;
      await db.transaction().execute(async (trx) => {
        for (let start = 0; start < entries.length; start += 500) {
          await trx
            .insertInto('audit_logs')
            .values(entries.slice(start, start + 500))
            .execute();
        }
      });
    },
    list(filter: { action?: string; actorId?: number } = {}) {
      let query = db.selectFrom('audit_logs').selectAll().orderBy('id', 'desc');
      if (filter.action) query = query.where('action', '=', filter.action);
      if (filter.actorId !== undefined) query = query.where('actor_id', '=', filter.actorId);
      return query.execute();
    },
  };
}
