import { z } from 'zod';
import { CRISIS_CATEGORY_IDS } from '../crisis/types';
import { idSchema } from './ids';

export const SEVERITY_LEVELS = ['low', 'medium', 'high', 'critical'] as const;
export type SeverityLevel = (typeof SEVERITY_LEVELS)[number];

const categoryIdsSchema = z
  .array(
    z
      .number({ error: 'Invalid category selected' })
      .int('Invalid category selected')
      .positive('Invalid category selected'),
    {
      error: 'Categories must be a list',
    },
  )
  .max(100, 'Too many categories');

/** Product §1.3.3 and §5.3: keyword required, at most 100 characters; weight 1 to 100 (default 50). */
export const crisisKeywordCreateSchema = z.object({
  keyword: z
    .string({ error: 'Keyword is required' })
    .trim()
    .min(1, 'Keyword is required')
    .max(100, 'Keyword must not exceed 100 characters'),
  category: z.enum(CRISIS_CATEGORY_IDS, { error: 'Invalid crisis category' }).default('general_distress'),
  severity_level: z
    .enum(SEVERITY_LEVELS, { error: 'Severity must be low, medium, high or critical' })
    .default('medium'),
  severity_weight: z
    .number({ error: 'Severity weight must be between 1 and 100' })
    .int('Severity weight must be between 1 and 100')
    .min(1, 'Severity weight must be between 1 and 100')
    .max(100, 'Severity weight must be between 1 and 100')
    .default(50),
  category_ids: categoryIdsSchema.default([]),
  is_active: z.boolean({ error: 'Active must be true or false' }).default(true),
});
export type CrisisKeywordCreateInput = z.infer<typeof crisisKeywordCreateSchema>;

export const crisisKeywordUpdateSchema = z
  .object({
    keyword: crisisKeywordCreateSchema.shape.keyword,
    category: z.enum(CRISIS_CATEGORY_IDS, { error: 'Invalid crisis category' }),
    severity_level: z.enum(SEVERITY_LEVELS, { error: 'Severity must be low, medium, high or critical' }),
    severity_weight: crisisKeywordCreateSchema.shape.severity_weight.unwrap(),
    category_ids: categoryIdsSchema,
    is_active: z.boolean({ error: 'Active must be true or false' }),
  })
  .partial();
export type CrisisKeywordUpdateInput = z.infer<typeof crisisKeywordUpdateSchema>;

export const crisisKeywordListQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  category: z.preprocess(
    (v) => (v === '' || v === 'all' ? undefined : v),
    z.enum(CRISIS_CATEGORY_IDS, { error: 'Invalid crisis category' }).optional(),
  ),
  severity_level: z.preprocess(
    (v) => (v === '' || v === 'all' ? undefined : v),
    z.enum(SEVERITY_LEVELS).optional(),
  ),
  is_active: z
    .enum(['true', 'false', 'all', ''])
    .optional()
    .transform((v) => (v === 'true' ? true : v === 'false' ? false : undefined)),
});

export const crisisKeywordIdParamsSchema = z.object({
  id: idSchema('Invalid keyword ID'),
});

export const crisisKeywordSchema = z.object({
  id: z.number().int(),
  keyword: z.string(),
  category: z.enum(CRISIS_CATEGORY_IDS),
  severity_level: z.enum(SEVERITY_LEVELS),
  severity_weight: z.number().int(),
  category_ids: z.array(z.number().int()),
  is_active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CrisisKeyword = z.infer<typeof crisisKeywordSchema>;

/** The longest text the "Test a sentence" panel screens. */
export const TEST_TEXT_MAX = 20_000;

/** POST /api/admin/crisis-keywords/test-detection, and the "Test a sentence" form. */
export const testDetectionSchema = z.object({
  text: z
    .string({ error: 'Text is required' })
    .min(1, 'Text is required')
    .max(TEST_TEXT_MAX, 'Text must not exceed 20000 characters'),
  category_id: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.number({ error: 'Invalid category selected' }).int().positive().optional(),
  ),
});
export type TestDetectionInput = z.infer<typeof testDetectionSchema>;

export const crisisResultSchema = z.object({
  is_crisis: z.boolean(),
  crisis_score: z.number(),
  level: z.enum(['none', 'low', 'medium', 'high', 'critical']),
  matches: z.array(
    z.object({
      keyword: z.string(),
      category: z.string(),
      severity_level: z.string(),
      weight: z.number(),
      start: z.number().int(),
      end: z.number().int(),
      // Concept-layer explanation (common/crisis/concepts): family, concept, language, ladder rule.
      family: z.string().optional(),
      concept: z.string().optional(),
      language: z.string().optional(),
      rule: z.string().optional(),
    }),
  ),
});
