import type { DB } from '../../db';

export interface AuditRowFilter {
  actorId?: number;
  action?: string;
  recordType?: string;
  recordId?: number;
  /** ISO times, both ends included. */
  from?: string;
  to?: string;
}

function filtered(db: DB, filter: AuditRowFilter) {
  let query = db.selectFrom('audit_logs');
  if (filter.actorId !== undefined) query = query.where('audit_logs.actor_id', '=', filter.actorId);
  if (filter.action) query = query.where('audit_logs.action', '=', filter.action);
  if (filter.recordType) query = query.where('audit_logs.target_type', '=', filter.recordType);
  if (filter.recordId !== undefined) query = query.where('audit_logs.target_id', '=', filter.recordId);
  if (filter.from) query = query.where('audit_logs.created_at', '>=', filter.from);
  if (filter.to) query = query.where('audit_logs.created_at', '<=', filter.to);
  return query;
}

export async function countAuditRows(db: DB, filter: AuditRowFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Newest first (by place in the chain), with the actor's name and role (null once the account is deleted). */
export function findAuditRows(db: DB, filter: AuditRowFilter, page: { limit: number; offset: number }) {
  return filtered(db, filter)
    .leftJoin('users', 'users.id', 'audit_logs.actor_id')
    .select([
      'audit_logs.id',
      'audit_logs.seq',
      'audit_logs.actor_id',
      'users.name as actor_name',
      'users.role as actor_role',
      'audit_logs.action',
      'audit_logs.target_type',
      'audit_logs.target_id',
      'audit_logs.ip',
      'audit_logs.user_agent',
      'audit_logs.details',
      'audit_logs.created_at',
      'audit_logs.hash',
    ])
    .orderBy('audit_logs.seq', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}
export type AuditListRow = Awaited<ReturnType<typeof findAuditRows>>[number];

/** The actions, record types and people the log holds, for the screen's filters. */
export async function auditFilterOptions(db: DB) {
  const [actions, types, actors] = await Promise.all([
    db.selectFrom('audit_logs').select('action').distinct().orderBy('action').execute(),
    db
      .selectFrom('audit_logs')
      .select('target_type')
      .distinct()
      .where('target_type', 'is not', null)
      .orderBy('target_type')
      .execute(),
    db
      .selectFrom('users')
      .select(['id', 'name'])
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('audit_logs')
            .select('audit_logs.id')
            .whereRef('audit_logs.actor_id', '=', 'users.id'),
        ),
      )
      .orderBy('name')
      .execute(),
  ]);
  return {
    actions: actions.map((row) => row.action),
    record_types: types.map((row) => row.target_type as string),
    actors: actors.map((row) => ({ id: Number(row.id), name: row.name })),
  };
}
