import { z } from 'zod';
import { ROLES } from '../permissions';
import { categorySchema } from './categories';
import { TICKET_PRIORITIES, TICKET_STATUSES } from './tickets';

/**
 * GET /api/tickets/options: what the ticket forms offer. One schema: the route declares it and the client
 * parses the answer with it.
 */
export const optionCategorySchema = categorySchema.pick({
  id: true,
  name: true,
  slug: true,
  color: true,
  icon: true,
  crisis_detection_enabled: true,
  auto_assign: true,
  sla_response_hours: true,
});
export type OptionCategory = z.infer<typeof optionCategorySchema>;

export const staffMemberSchema = z.object({ id: z.number().int(), name: z.string(), role: z.enum(ROLES) });
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const lexiconEntrySchema = z.object({
  keyword: z.string(),
  category: z.string(),
  severity_level: z.string(),
  weight: z.number(),
  category_ids: z.array(z.number().int()),
});

export const ticketOptionsSchema = z.object({
  categories: z.array(optionCategorySchema),
  priorities: z.array(z.enum(TICKET_PRIORITIES)),
  statuses: z.array(z.enum(TICKET_STATUSES)),
  /** Staff only: the stored lexicon. A student's form screens with the built-in one (`common/crisis`). */
  crisis_lexicon: z.array(lexiconEntrySchema).optional(),
  attachments: z.object({
    max_per_ticket: z.number().int(),
    max_per_response: z.number().int(),
    max_bytes: z.number().int(),
    accept: z.string(),
  }),
  staff: z.array(staffMemberSchema),
});
export type TicketOptions = z.infer<typeof ticketOptionsSchema>;
