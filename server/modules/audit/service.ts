import { type CsvRow, toSafeCsv } from '../../../common/csv';
import { normalizeRole } from '../../../common/permissions';
import {
  type AuditEntry,
  type AuditFilters,
  type AuditList,
  type AuditListQuery,
  type AuditVerdict,
  periodBounds,
} from '../../../common/schemas/audit';
import type { AppContext } from '../../context';
import type { RequestContext } from '../../lib/events';
import { paginate } from '../../lib/pagination';
import { recordAudit } from '.';
import {
  type AuditListRow,
  type AuditRowFilter,
  auditFilterOptions,
  countAuditRows,
  findAuditRows,
} from './list-repository';
import { verdictSentence, verifyChain } from './verify';

const EXPORT_COLUMNS = [
  'id',
  'seq',
  'when',
  'person_id',
  'person',
  'action',
  'record_type',
  'record_id',
  'ip',
  'user_agent',
  'details',
  'hash',
];

/** At most this many entries in one CSV export (narrow the filters for more). */
export const AUDIT_EXPORT_LIMIT = 10_000;

function filterOf(query: AuditFilters): AuditRowFilter {
  const { from, to } = periodBounds(query);
  return {
    actorId: query.actor_id,
    action: query.action,
    recordType: query.record_type,
    recordId: query.record_id,
    from,
    to,
  };
}

function detailsOf(text: string | null): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : { value };
  } catch {
    return { text };
  }
}

function present(row: AuditListRow): AuditEntry {
  return {
    id: Number(row.id),
    seq: Number(row.seq),
    actor:
      row.actor_id === null
        ? null
        : {
            id: Number(row.actor_id),
            name: row.actor_name ?? null,
            role: row.actor_role ? normalizeRole(row.actor_role) : null,
          },
    action: row.action,
    record_type: row.target_type,
    record_id: row.target_id === null ? null : Number(row.target_id),
    ip: row.ip,
    user_agent: row.user_agent,
    details: detailsOf(row.details),
    created_at: row.created_at,
    hash: row.hash,
  };
}

/** The Audit Log screen's calls (admins only; the routes check the permission). Nothing here writes but the export's own row. */
export function auditService(ctx: AppContext) {
  return {
    async list(query: AuditListQuery): Promise<AuditList> {
      const filter = filterOf(query);
      const total = await countAuditRows(ctx.db, filter);
      const rows = await findAuditRows(ctx.db, filter, {
        limit: query.per_page,
        offset: (query.page - 1) * query.per_page,
      });
      return { entries: rows.map(present), pagination: paginate(total, query.page, query.per_page) };
    },

    options: () => auditFilterOptions(ctx.db),

    async verify(): Promise<AuditVerdict> {
      const verdict = await verifyChain(ctx.db, ctx.clock.now());
      return { ...verdict, message: verdictSentence(verdict) };
    },

    /** The filtered entries as CSV (formulas neutralised); the export itself is audited before it leaves. */
    async exportCsv(actorId: number, query: AuditFilters, context: RequestContext) {
      const now = ctx.clock.now();
      const rows = await findAuditRows(ctx.db, filterOf(query), { limit: AUDIT_EXPORT_LIMIT, offset: 0 });
      const lines = rows.map(present).map(
        (entry): CsvRow => ({
          id: entry.id,
          seq: entry.seq,
          when: entry.created_at,
          person_id: entry.actor?.id ?? '',
          person: entry.actor ? (entry.actor.name ?? `Deleted account #${entry.actor.id}`) : 'System',
          action: entry.action,
          record_type: entry.record_type ?? '',
          record_id: entry.record_id ?? '',
          ip: entry.ip ?? '',
          user_agent: entry.user_agent ?? '',
          details: entry.details ? JSON.stringify(entry.details) : '',
          hash: entry.hash,
        }),
      );
      const csv = lines.length > 0 ? toSafeCsv(lines) : `${EXPORT_COLUMNS.join(',')}\r\n`;
      await recordAudit(ctx.db, {
        actorId,
        action: 'audit.exported',
        target: null,
        details: { filters: query, entries: rows.length },
        context,
        at: now.toISOString(),
      });
      return { csv, fileName: `audit-log-${now.toISOString().slice(0, 10)}.csv`, entries: rows.length };
    },
  };
}
