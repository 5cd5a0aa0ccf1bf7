import type { ExportQuery } from '../../../common/schemas/tickets';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { filtersOf } from './filters';
import { exportTicketRows } from './list-repository';
import { ticketPolicy, type Viewer } from './policy';
import { isOverdue, ticketKeywordHits, ticketTags } from './presenter';

const EXPORT_LIMIT = 10_000;

/** Flat rows for the client to turn into CSV or JSON (product §1.7.2); the client neutralises formulas. */
export async function exportTickets(ctx: AppContext, viewer: Viewer, query: ExportQuery) {
  if (!ticketPolicy.mayExport(viewer))
    throw new AppError('FORBIDDEN', 'You do not have permission to export tickets');
  const now = ctx.clock.now();
  const filters = { ...filtersOf(query), ...(query.ticket_ids?.length ? { ids: query.ticket_ids } : {}) };
  const rows = await exportTicketRows(ctx.db, {
    scope: ticketPolicy.scope(viewer),
    filters,
    viewerId: viewer.id,
    now: now.toISOString(),
    limit: EXPORT_LIMIT,
  });
  const tickets = rows.map((row) => ({
    ticket_number: row.ticket_number,
    subject: row.subject,
    description: row.description,
    status: row.status,
    priority: row.priority,
    category: row.category_name,
    requester: row.requester_name,
    requester_email: row.requester_email,
    assignee: row.assignee_name ?? '',
    auto_assigned: row.auto_assigned,
    crisis_flag: row.crisis_flag === 1 ? 'yes' : 'no',
    crisis_keywords: ticketKeywordHits(row.detected_crisis_keywords)
      .map((k) => k.keyword)
      .join('; '),
    tags: ticketTags(row.tags).join('; '),
    responses: row.response_count,
    attachments: row.attachment_count,
    sla_deadline: row.sla_deadline,
    overdue: isOverdue(row, now) ? 'yes' : 'no',
    created_at: row.created_at,
    updated_at: row.updated_at,
    resolved_at: row.resolved_at ?? '',
  }));
  const date = now.toISOString().slice(0, 10);
  return {
    tickets,
    filename: `tickets-export-${date}.${query.format}`,
    format: query.format,
    total: tickets.length,
  };
}
