import { z } from 'zod';
import { LIMITS } from '../limits';
import { ROLES } from '../permissions';
import { pageQuerySchema, paginationSchema } from './api';
import { ticketConcernSchema } from './concerns';
import { idSchema } from './ids';
import { listValue, optionalBoolean, optionalText } from './query-values';
import { isLongText, isSingleLineText, TEXT_MESSAGES } from './text-rules';

const T = LIMITS.ticket;

export const TICKET_STATUSES = ['Open', 'In Progress', 'Resolved', 'Closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
export const ACTIVE_STATUSES: readonly TicketStatus[] = ['Open', 'In Progress'];
export const FINISHED_STATUSES: readonly TicketStatus[] = ['Resolved', 'Closed'];

export const TICKET_PRIORITIES = ['Low', 'Medium', 'High', 'Urgent'] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];
/** Product §1.4: Urgent rank 1 to Low rank 4. */
export const PRIORITY_RANK: Record<TicketPriority, number> = { Urgent: 1, High: 2, Medium: 3, Low: 4 };

export const AUTO_ASSIGNED = ['yes', 'manual', 'no'] as const;
export type AutoAssigned = (typeof AUTO_ASSIGNED)[number];

export const TICKET_VIEWS = ['all', 'crisis', 'unassigned', 'my_assigned', 'open', 'closed'] as const;
export type TicketView = (typeof TICKET_VIEWS)[number];

/** Ids arrive as JSON numbers or as multipart/query text of plain digits; "abc", 0, 1.5 and 0x35 are invalid. */
const idFrom = idSchema;

const booleanish = (message: string) =>
  z.preprocess(
    (value) =>
      value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value,
    z.boolean({ error: message }),
  );

export const subjectSchema = z
  .string({
    error: (i) =>
      i.input === undefined || i.input === null ? 'Subject is required' : 'Subject must be text',
  })
  .trim()
  .min(1, 'Subject is required')
  .min(T.subjectMin, 'Subject must be at least 5 characters long')
  .max(T.subjectMax, 'Subject must not exceed 255 characters')
  .refine(isSingleLineText, TEXT_MESSAGES.singleLine('Subject'));

export const descriptionSchema = z
  .string({
    error: (i) =>
      i.input === undefined || i.input === null ? 'Description is required' : 'Description must be text',
  })
  .trim()
  .min(1, 'Description is required')
  .min(T.descriptionMin, 'Description must be at least 20 characters long')
  .max(T.descriptionMax, 'Description must not exceed 5000 characters')
  .refine(isLongText, TEXT_MESSAGES.longText('Description'));

export const prioritySchema = z.enum(TICKET_PRIORITIES, { error: 'Invalid priority selected' });
export const statusSchema = z.enum(TICKET_STATUSES, { error: 'Invalid status selected' });

export const tagSchema = z
  .string({ error: 'Tags must be text' })
  .trim()
  .min(1, 'Tags cannot be empty')
  .max(30, 'Each tag must not exceed 30 characters')
  .refine(isSingleLineText, TEXT_MESSAGES.singleLine('Tags'));
export const MAX_TAGS = 10;

/** POST /tickets (JSON, or the text fields of a multipart form). */
export const ticketCreateSchema = z.object({
  subject: subjectSchema,
  description: descriptionSchema,
  category_id: idFrom('Please select a valid category'),
  priority: prioritySchema.optional(),
  created_for: idFrom('Invalid student selected').optional(),
});
export type TicketCreateInput = z.infer<typeof ticketCreateSchema>;

/** PATCH /tickets/{id}: the changed fields. */
export const ticketUpdateSchema = z
  .object({
    subject: subjectSchema,
    description: descriptionSchema,
    category_id: idFrom('Invalid category selected'),
    priority: prioritySchema,
    status: statusSchema,
  })
  .partial()
  .refine((value) => Object.values(value).some((v) => v !== undefined), { message: 'No changes were sent' });
export type TicketUpdateInput = z.infer<typeof ticketUpdateSchema>;

/** The delete dialog's fields: a reason (required) and whether the owner is told by e-mail. */
export const ticketDeleteFieldsSchema = z.object({
  reason: z
    .string({ error: 'A reason is required to delete a ticket' })
    .trim()
    .min(1, 'A reason is required to delete a ticket')
    .max(T.deleteReasonMax, 'Reason must not exceed 500 characters'),
  notify_user: booleanish('Notify user must be true or false').default(false),
});
/** DELETE /api/tickets/{id}: the same fields; no body at all is read as an empty one. */
export const ticketDeleteSchema = z.preprocess((value) => value ?? {}, ticketDeleteFieldsSchema);
export type TicketDeleteInput = z.infer<typeof ticketDeleteSchema>;

export const responseCreateSchema = z.object({
  message: z
    .string({ error: 'Response message is required' })
    .trim()
    .min(T.responseMin, 'Response message must be at least 5 characters long')
    .max(T.responseMax, 'Response message cannot exceed 5000 characters')
    .refine(isLongText, TEXT_MESSAGES.longText('Response message')),
  is_internal: booleanish('Internal must be true or false').default(false),
  visibility: z.enum(['public', 'internal'], { error: 'Visibility must be public or internal' }).optional(),
  is_urgent: booleanish('Urgent must be true or false').default(false),
});
export type ResponseCreateInput = z.infer<typeof responseCreateSchema>;

export const assignSchema = z.object({
  assigned_to: z.preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    idFrom('Please select a staff member').nullable(),
  ),
  reason: z
    .string({ error: 'Reason must be text' })
    .trim()
    .max(500, 'Reason must not exceed 500 characters')
    .optional(),
});
export type AssignInput = z.infer<typeof assignSchema>;

export const bulkAssignSchema = z.object({
  ticket_ids: z
    .array(idFrom('Invalid ticket ID'), { error: 'Please select tickets to assign' })
    .min(1, 'Please select tickets to assign')
    .max(100, 'At most 100 tickets can be assigned at once'),
  assigned_to: assignSchema.shape.assigned_to,
  reason: assignSchema.shape.reason,
});
export type BulkAssignInput = z.infer<typeof bulkAssignSchema>;

export const tagsActionSchema = z.object({
  action: z.enum(['add', 'remove', 'set'], { error: 'Action must be add, remove or set' }),
  tags: z
    .array(tagSchema, { error: 'Tags must be a list' })
    .max(MAX_TAGS, `At most ${MAX_TAGS} tags are allowed`),
});
export type TagsActionInput = z.infer<typeof tagsActionSchema>;

/** POST /tickets/{id}/crisis/acknowledge: an optional note for the ticket's history. */
export const crisisAcknowledgeSchema = z.preprocess(
  (value) => value ?? {},
  z.object({
    note: z
      .string({ error: 'Note must be text' })
      .trim()
      .max(1000, 'Note must not exceed 1000 characters')
      .optional()
      .transform((value) => (value ? value : undefined)),
  }),
);
export type CrisisAcknowledgeInput = z.infer<typeof crisisAcknowledgeSchema>;

export const ticketIdParamsSchema = z.object({
  id: idFrom('Invalid ticket ID'),
});

export const ticketListQuerySchema = z.object({
  search: optionalText(200, 'Search must not exceed 200 characters'),
  status: listValue(statusSchema),
  priority: listValue(prioritySchema),
  category_id: z.preprocess(
    (v) => (v === '' || v === 'all' || v === 'null' ? undefined : v),
    idFrom('Invalid category selected').optional(),
  ),
  category: optionalText(255, 'Invalid category selected'),
  assigned: z.preprocess(
    (v) => (v === '' || v === 'all' || v === 'null' ? undefined : v),
    z
      .enum(['assigned', 'unassigned', 'me', 'my-assigned'], { error: 'Invalid assignment filter' })
      .optional(),
  ),
  crisis_flag: optionalBoolean,
  auto_assigned: listValue(z.enum(AUTO_ASSIGNED, { error: 'Invalid assignment type' })),
  overdue: optionalBoolean,
  view: z.preprocess(
    (v) => (v === '' || v === 'null' ? undefined : v),
    z.enum(TICKET_VIEWS, { error: 'Invalid view' }).optional(),
  ),
  sort_by: z.preprocess(
    (v) => (v === '' || v === 'newest' ? undefined : v),
    z.enum(['updated_at', 'created_at', 'priority'], { error: 'Invalid sort field' }).default('updated_at'),
  ),
  sort_direction: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(['asc', 'desc'], { error: 'Sort direction must be asc or desc' }).default('desc'),
  ),
  /** false: the chosen order alone, crisis tickets not lifted (a student's three most recent, product §1.2.4). */
  crisis_first: optionalBoolean,
  page: pageQuerySchema.shape.page,
  per_page: pageQuerySchema.shape.per_page,
});
export type TicketListQuery = z.infer<typeof ticketListQuerySchema>;

export const exportQuerySchema = ticketListQuerySchema
  .omit({ page: true, per_page: true, crisis_first: true })
  .extend({
    format: z.enum(['csv', 'json'], { error: 'Format must be csv or json' }).default('csv'),
    ticket_ids: listValue(idFrom('Invalid ticket ID')).pipe(
      z.array(z.number()).max(1000, 'Too many tickets').optional(),
    ),
  });
export type ExportQuery = z.infer<typeof exportQuerySchema>;

// ----- API shapes -----

const personSchema = z.object({ id: z.number().int(), name: z.string(), role: z.enum(ROLES) });

export const crisisKeywordHitSchema = z.object({
  keyword: z.string(),
  category: z.string(),
  severity_level: z.string(),
  weight: z.number(),
});

export const attachmentSchema = z.object({
  id: z.number().int(),
  original_name: z.string(),
  name: z.string(),
  file_type: z.string(),
  type: z.string(),
  file_size: z.number().int(),
  size: z.number().int(),
  response_id: z.number().int().nullable(),
  created_at: z.string(),
  download_url: z.string(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

export const responseSchema = z.object({
  id: z.number().int(),
  message: z.string(),
  is_internal: z.boolean(),
  visibility: z.enum(['public', 'internal']),
  is_urgent: z.boolean(),
  attachments: z.array(attachmentSchema),
  created_at: z.string(),
  user: personSchema.nullable(),
});
export type TicketResponse = z.infer<typeof responseSchema>;

export const historyEntrySchema = z.object({
  id: z.number().int(),
  field: z.string(),
  old_value: z.string().nullable(),
  new_value: z.string().nullable(),
  note: z.string().nullable(),
  created_at: z.string(),
  user: personSchema.nullable(),
});
export type TicketHistoryEntry = z.infer<typeof historyEntrySchema>;

export const ticketSchema = z.object({
  id: z.number().int(),
  ticket_number: z.string(),
  slug: z.string(),
  subject: z.string(),
  description: z.string(),
  category_id: z.number().int(),
  category: z.object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    color: z.string(),
    icon: z.string(),
    sla_response_hours: z.number().int(),
    auto_assign: z.boolean(),
    crisis_detection_enabled: z.boolean(),
  }),
  priority: z.enum(TICKET_PRIORITIES),
  status: z.enum(TICKET_STATUSES),
  crisis_flag: z.boolean(),
  crisis_level: z.string().optional(),
  crisis_score: z.number().int().optional(),
  priority_score: z.number().int().optional(),
  detected_crisis_keywords: z.array(crisisKeywordHitSchema),
  user_id: z.number().int(),
  user: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  created_for: z.number().int().nullable(),
  assigned_to: z.number().int().nullable(),
  assignee: personSchema.nullable(),
  auto_assigned: z.enum(AUTO_ASSIGNED),
  tags: z.array(z.string()),
  response_count: z.number().int(),
  attachment_count: z.number().int(),
  sla_deadline: z.string(),
  is_overdue: z.boolean(),
  first_response_at: z.string().nullable(),
  resolved_at: z.string().nullable(),
  closed_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  responses: z.array(responseSchema).optional(),
  attachments: z.array(attachmentSchema).optional(),
  history: z.array(historyEntrySchema).optional(),
  can_reply: z.boolean().optional(),
  /** Staff only: when and by whom the crisis was acknowledged; null while nobody has. */
  crisis_acknowledged_at: z.string().nullable().optional(),
  crisis_acknowledged_by: z
    .object({ id: z.number().int().nullable(), name: z.string() })
    .nullable()
    .optional(),
  /** Staff only: the ticket's possible concern (review queue); null when screening never said so. */
  concern: ticketConcernSchema.nullable().optional(),
  /** Staff: internal notes withheld until a reason is given; true: content withheld (decision 0034). */
  internal_hidden: z.number().int().optional(),
  content_withheld: z.boolean().optional(),
});
export type Ticket = z.infer<typeof ticketSchema>;

export const ticketListSchema = z.object({ tickets: z.array(ticketSchema), pagination: paginationSchema });

export const ticketStatsSchema = z.object({
  total: z.number().int(),
  open: z.number().int(),
  in_progress: z.number().int(),
  resolved: z.number().int(),
  closed: z.number().int(),
  active: z.number().int(),
  crisis: z.number().int(),
  crisis_new_24h: z.number().int(),
  unassigned: z.number().int(),
  unassigned_urgent: z.number().int(),
  unassigned_recent: z.number().int(),
  auto_assign_failed: z.number().int(),
  my_assigned: z.number().int(),
  overdue: z.number().int(),
  high_priority: z.number().int(),
  auto_assigned: z.number().int(),
  manually_assigned: z.number().int(),
  resolution_rate: z.number(),
  crisis_rate: z.number(),
  auto_assign_rate: z.number(),
  crisis_categories: z.array(z.object({ id: z.number().int(), name: z.string(), count: z.number().int() })),
});
export type TicketStats = z.infer<typeof ticketStatsSchema>;

// ----- slugs (product §1.2.1) -----

/** {id}-{category slug or general}-{subject, 50 chars}-{ticket number}. */
export function ticketSlug(ticket: {
  id: number;
  subject: string;
  ticket_number: string;
  category?: { slug?: string } | null;
}): string {
  const subject = ticket.subject
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .slice(0, 50)
    .replace(/-+$/g, '');
  const number = ticket.ticket_number.toLowerCase().replace(/[^a-z0-9]/g, '-');
  return [String(ticket.id), ticket.category?.slug || 'general', subject, number].filter(Boolean).join('-');
}

/** The id of a /tickets/{id-slug} segment, or null when it is not a positive integer. */
export function ticketIdFromSlug(segment: string): number | null {
  const head = segment.split('-')[0] ?? '';
  if (!/^\d+$/.test(head)) return null;
  const id = Number(head);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
