import { normalizeRole } from '../../../common/permissions';
import { CONCERN_OUTCOMES, type TicketConcern } from '../../../common/schemas/concerns';
import type { OptionCategory } from '../../../common/schemas/ticket-options';
import {
  type Attachment,
  AUTO_ASSIGNED,
  type AutoAssigned,
  crisisKeywordHitSchema,
  FINISHED_STATUSES,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  type Ticket,
  type TicketHistoryEntry,
  type TicketPriority,
  type TicketResponse,
  type TicketStatus,
  ticketSlug,
} from '../../../common/schemas/tickets';
import { JSON_STRING, readJsonList } from '../../db/json-columns';
import { ticketPolicy, type Viewer } from './policy';
import type { TicketJoinedRow } from './repository';

export interface CrisisKeywordHit {
  keyword: string;
  category: string;
  severity_level: string;
  weight: number;
}

/** The tags stored on a ticket (a damaged column reads as none). */
export function ticketTags(json: string | null): string[] {
  return readJsonList(json, JSON_STRING);
}

/** The crisis keywords stored on a ticket (a damaged column or entry reads as none). */
export function ticketKeywordHits(json: string | null): CrisisKeywordHit[] {
  return readJsonList(json, crisisKeywordHitSchema);
}

const asStatus = (value: string): TicketStatus =>
  (TICKET_STATUSES as readonly string[]).includes(value) ? (value as TicketStatus) : 'Open';
const asPriority = (value: string): TicketPriority =>
  (TICKET_PRIORITIES as readonly string[]).includes(value) ? (value as TicketPriority) : 'Medium';
const asAutoAssigned = (value: string): AutoAssigned =>
  (AUTO_ASSIGNED as readonly string[]).includes(value) ? (value as AutoAssigned) : 'no';

export function isOverdue(row: { status: string; sla_deadline: string }, now: Date): boolean {
  return (
    !(FINISHED_STATUSES as readonly string[]).includes(row.status) &&
    now.getTime() > Date.parse(row.sla_deadline)
  );
}

/** Ticket row -> API shape, dropping what this viewer may not see (crisis scoring for students). */
export function presentTicket(row: TicketJoinedRow, viewer: Viewer, now: Date): Ticket {
  const staffView = ticketPolicy.maySeeCrisisDetail(viewer);
  const category = {
    id: row.category_id,
    name: row.category_name,
    slug: row.category_slug,
    color: row.category_color,
    icon: row.category_icon,
    sla_response_hours: row.category_sla_hours,
    auto_assign: row.category_auto_assign === 1,
    crisis_detection_enabled: row.category_crisis_detection === 1,
  };
  const ticket: Ticket = {
    id: row.id,
    ticket_number: row.ticket_number,
    slug: ticketSlug({ id: row.id, subject: row.subject, ticket_number: row.ticket_number, category }),
    subject: row.subject,
    description: row.description,
    category_id: row.category_id,
    category,
    priority: asPriority(row.priority),
    status: asStatus(row.status),
    crisis_flag: row.crisis_flag === 1,
    detected_crisis_keywords: staffView ? ticketKeywordHits(row.detected_crisis_keywords) : [],
    user_id: row.user_id,
    user: { id: row.user_id, name: row.requester_name, email: row.requester_email },
    created_for: row.created_by !== null && row.created_by !== row.user_id ? row.user_id : null,
    assigned_to: row.assigned_to,
    assignee:
      row.assigned_to !== null && row.assignee_name !== null
        ? { id: row.assigned_to, name: row.assignee_name, role: normalizeRole(row.assignee_role) }
        : null,
    auto_assigned: asAutoAssigned(row.auto_assigned),
    tags: ticketTags(row.tags),
    response_count: row.response_count,
    attachment_count: row.attachment_count,
    sla_deadline: row.sla_deadline,
    is_overdue: isOverdue(row, now),
    first_response_at: row.first_response_at,
    resolved_at: row.resolved_at,
    closed_at: row.closed_at,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
  if (staffView) {
    ticket.crisis_level = row.crisis_level;
    ticket.crisis_score = row.crisis_score;
    ticket.priority_score = row.priority_score;
    ticket.crisis_acknowledged_at = row.crisis_acknowledged_at ?? null;
    ticket.crisis_acknowledged_by =
      row.crisis_acknowledged_at && row.crisis_acknowledged_by_name
        ? { id: row.crisis_acknowledged_by ?? null, name: row.crisis_acknowledged_by_name }
        : null;
    ticket.concern = presentConcern(row);
  }
  return ticket;
}

/** A ticket's possible concern for staff; null when screening never said so. Never given to students. */
export function presentConcern(row: {
  possible_concern: number;
  concern_raised_at: string | null;
  concern_reviewed_at: string | null;
  concern_reviewed_by: number | null;
  concern_reviewed_by_name: string | null;
  concern_outcome: string | null;
  concern_note: string | null;
}): TicketConcern | null {
  if (row.possible_concern !== 1) return null;
  return {
    state: row.concern_reviewed_at === null ? 'open' : 'reviewed',
    raised_at: row.concern_raised_at ?? '',
    outcome: CONCERN_OUTCOMES.find((outcome) => outcome === row.concern_outcome) ?? null,
    note: row.concern_note,
    reviewed_at: row.concern_reviewed_at,
    reviewed_by:
      row.concern_reviewed_at !== null && row.concern_reviewed_by_name !== null
        ? { id: row.concern_reviewed_by, name: row.concern_reviewed_by_name }
        : null,
  };
}

export function presentAttachment(row: {
  id: number;
  original_name: string;
  file_type: string;
  file_size: number;
  response_id: number | null;
  created_at: string;
}): Attachment {
  return {
    id: row.id,
    original_name: row.original_name,
    name: row.original_name,
    file_type: row.file_type,
    type: row.file_type,
    file_size: row.file_size,
    size: row.file_size,
    response_id: row.response_id,
    created_at: row.created_at,
    download_url: `/api/tickets/attachments/${row.id}/download`,
  };
}

export function presentResponse(
  row: {
    id: number;
    message: string;
    is_internal: number;
    is_urgent: number;
    created_at: string;
    user_id: number | null;
    user_name: string | null;
    user_role: string | null;
  },
  attachments: Attachment[],
): TicketResponse {
  return {
    id: row.id,
    message: row.message,
    is_internal: row.is_internal === 1,
    visibility: row.is_internal === 1 ? 'internal' : 'public',
    is_urgent: row.is_urgent === 1,
    attachments,
    created_at: row.created_at,
    user:
      row.user_id !== null && row.user_name !== null
        ? { id: row.user_id, name: row.user_name, role: normalizeRole(row.user_role) }
        : null,
  };
}

export function presentHistory(row: {
  id: number;
  field: string;
  old_value: string | null;
  new_value: string | null;
  note: string | null;
  created_at: string;
  user_id: number | null;
  user_name: string | null;
  user_role: string | null;
}): TicketHistoryEntry {
  return {
    id: row.id,
    field: row.field,
    old_value: row.old_value,
    new_value: row.new_value,
    note: row.note,
    created_at: row.created_at,
    user:
      row.user_id !== null && row.user_name !== null
        ? { id: row.user_id, name: row.user_name, role: normalizeRole(row.user_role) }
        : null,
  };
}

/**
 * A category as the ticket forms offer it to someone who may not see how it is staffed (a student): the
 * fields of `optionCategorySchema` only, no ticket counts, specialists, workloads or ratings.
 */
export function presentOptionCategory(category: OptionCategory): OptionCategory {
  return {
    id: category.id,
    name: category.name,
    slug: category.slug,
    color: category.color,
    icon: category.icon,
    crisis_detection_enabled: category.crisis_detection_enabled,
    auto_assign: category.auto_assign,
    sla_response_hours: category.sla_response_hours,
  };
}
