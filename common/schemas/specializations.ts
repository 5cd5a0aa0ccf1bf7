import { z } from 'zod';
import { LIMITS } from '../limits';
import { idSchema } from './ids';

const S = LIMITS.specialization;

/** Product §2.9: priority levels and their weights in the assignment score ("other" weighs 0.5). */
export const PRIORITY_LEVELS = ['primary', 'secondary', 'backup'] as const;
export type PriorityLevel = (typeof PRIORITY_LEVELS)[number];

export const EXPERTISE_LABELS: Record<number, string> = {
  1: 'Beginner',
  2: 'Novice',
  3: 'Intermediate',
  4: 'Advanced',
  5: 'Expert',
};

const id = (message: string) =>
  z.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);

const workload = z
  .number({ error: 'Max workload must be between 1 and 50' })
  .int('Max workload must be between 1 and 50')
  .min(S.workloadMin, 'Max workload must be between 1 and 50')
  .max(S.workloadMax, 'Max workload must be between 1 and 50');

const rating = z
  .number({ error: 'Expertise rating must be between 1 and 5' })
  .int('Expertise rating must be between 1 and 5')
  .min(S.ratingMin, 'Expertise rating must be between 1 and 5')
  .max(S.ratingMax, 'Expertise rating must be between 1 and 5');

const priorityLevel = z.enum(PRIORITY_LEVELS, { error: 'Valid priority level is required' });

const notes = z
  .string({ error: 'Notes must be text' })
  .trim()
  .max(S.notesMax, 'Notes must not exceed 500 characters')
  .nullish();

/** POST /api/admin/counselor-specializations. Messages are product §2.5 "Specializations". */
export const specializationCreateSchema = z.object({
  user_id: id('Counselor selection is required'),
  category_id: id('Category selection is required'),
  priority_level: priorityLevel.default('primary'),
  max_workload: workload.default(S.workloadDefault),
  expertise_rating: rating.default(S.ratingDefault),
  is_available: z.boolean({ error: 'Availability must be true or false' }).default(true),
  notes,
});
export type SpecializationCreateInput = z.infer<typeof specializationCreateSchema>;

/** PUT /api/admin/counselor-specializations/{id}: the counselor and category of a row do not change. */
export const specializationUpdateSchema = z
  .object({
    priority_level: priorityLevel,
    max_workload: workload,
    expertise_rating: rating,
    is_available: z.boolean({ error: 'Availability must be true or false' }),
    notes,
  })
  .partial();
export type SpecializationUpdateInput = z.infer<typeof specializationUpdateSchema>;

/** POST /api/admin/counselor-specializations/bulk-assign: several counselors to one category (or the reverse). */
export const specializationBulkAssignSchema = z.object({
  user_ids: z
    .array(id('Counselor selection is required'), { error: 'Counselors must be a list' })
    .min(1, 'Counselor selection is required')
    .max(200, 'Too many counselors'),
  category_ids: z
    .array(id('Category selection is required'), { error: 'Categories must be a list' })
    .min(1, 'Category selection is required')
    .max(200, 'Too many categories'),
  priority_level: priorityLevel.default('primary'),
  max_workload: workload.default(S.workloadDefault),
  expertise_rating: rating.default(S.ratingDefault),
});
export type SpecializationBulkAssignInput = z.infer<typeof specializationBulkAssignSchema>;

/** POST /api/admin/counselor-specializations/update-availability */
export const specializationAvailabilitySchema = z.object({
  specializations: z
    .array(
      z.object({
        id: id('Invalid specialization ID'),
        is_available: z.boolean({ error: 'Availability must be true or false' }),
      }),
      { error: 'Specializations must be a list' },
    )
    .min(1, 'No specializations to update')
    .max(500, 'Too many specializations'),
});

const booleanQuery = z
  .enum(['true', 'false', '1', '0', 'all', ''], { error: 'Must be true or false' })
  .optional()
  .transform((value) =>
    value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : undefined,
  );

const idQuery = (message: string) => idSchema(message).optional();

export const specializationListQuerySchema = z.object({
  category_id: idQuery('Invalid category ID'),
  user_id: idQuery('Invalid user ID'),
  is_available: booleanQuery,
});

export const specializationSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  category_id: z.number().int(),
  user: z.object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    role: z.string(),
    status: z.string(),
  }),
  category: z.object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    color: z.string(),
    is_active: z.boolean(),
  }),
  priority_level: z.enum(PRIORITY_LEVELS),
  max_workload: z.number().int(),
  /** Open and In Progress tickets of this category assigned to this counselor, counted live. */
  current_workload: z.number().int(),
  /** Open and In Progress tickets assigned to this counselor across all categories. */
  total_workload: z.number().int(),
  utilization_rate: z.number().int(),
  expertise_rating: z.number().int(),
  is_available: z.boolean(),
  can_take_ticket: z.boolean(),
  assignment_score: z.number(),
  assigned_at: z.string(),
  last_assigned_at: z.string().nullable(),
  notes: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Specialization = z.infer<typeof specializationSchema>;

/** Product §2.3 "Available staff entry"; also the answer of GET /api/tickets/{id}/available-staff. */
export const availableStaffSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  status: z.string(),
  current_specializations: z.array(
    z.object({
      category_id: z.number().int(),
      category_name: z.string(),
      priority_level: z.enum(PRIORITY_LEVELS),
      current_workload: z.number().int(),
      max_workload: z.number().int(),
      is_available: z.boolean(),
    }),
  ),
  total_workload: z.number().int(),
  /** Only on available-staff for a ticket: the specialization in the ticket's category, if any. */
  category_workload: z.number().int().nullable().optional(),
  category_max_workload: z.number().int().nullable().optional(),
  can_take_ticket: z.boolean().optional(),
  assignment_score: z.number().optional(),
});
export type AvailableStaff = z.infer<typeof availableStaffSchema>;

export const workloadStatsSchema = z.object({
  total_capacity: z.number().int(),
  current_workload: z.number().int(),
  /** Current workload as a rounded percent of total capacity. */
  current_utilization: z.number().int(),
  available_counselors: z.number().int(),
  assigned_counselors: z.number().int(),
  overloaded_specializations: z.number().int(),
  by_category: z.array(
    z.object({
      category_id: z.number().int(),
      category_name: z.string(),
      counselors: z.number().int(),
      capacity: z.number().int(),
      current_workload: z.number().int(),
      utilization: z.number().int(),
    }),
  ),
});
export type WorkloadStats = z.infer<typeof workloadStatsSchema>;
