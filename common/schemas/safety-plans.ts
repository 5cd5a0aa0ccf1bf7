import { z } from 'zod';
import { LIMITS } from '../limits';
import { ROLES } from '../permissions';
import { idSchema } from './ids';
import { phoneNumberSchema } from './phone';

/**
 * A student's safety plan (the Stanley-Brown model): seven lists, in this order, with the headings the
 * screen shows and the anchors the crisis panel links to. Shared by the form and the server.
 */
const S = LIMITS.safetyPlan;

export const SAFETY_PLAN_SECTIONS = [
  {
    key: 'warning_signs',
    anchor: 'warning-signs',
    title: 'Warning signs',
    kind: 'text',
    hint: 'Thoughts, moods and situations that tell me a crisis may be starting.',
    placeholder: 'e.g. I stop answering messages',
  },
  {
    key: 'coping_strategies',
    anchor: 'coping-strategies',
    title: 'Coping strategies',
    kind: 'text',
    hint: 'Things I can do on my own to take my mind off things.',
    placeholder: 'e.g. A walk around the lake',
  },
  {
    key: 'distractions',
    anchor: 'people-and-places',
    title: 'People and places that help',
    kind: 'contact',
    hint: 'People and social settings that take my mind off things.',
    placeholder: 'e.g. The campus climbing wall',
  },
  {
    key: 'support_people',
    anchor: 'support-network',
    title: 'People I can ask for help',
    kind: 'person',
    hint: 'My support network: people I can reach out to when I need help.',
    placeholder: 'e.g. My sister Maya',
  },
  {
    key: 'professionals',
    anchor: 'professionals',
    title: 'Professionals and services',
    kind: 'contact',
    hint: 'Counselors, doctors and crisis lines I can contact.',
    placeholder: 'e.g. Dr. Chen, counseling center',
  },
  {
    key: 'safe_environment',
    anchor: 'safer-surroundings',
    title: 'Making my surroundings safer',
    kind: 'text',
    hint: 'Steps that keep me safe where I am.',
    placeholder: 'e.g. Ask a friend to keep my medication',
  },
  {
    key: 'reasons_for_living',
    anchor: 'reasons-to-keep-going',
    title: 'Reasons to keep going',
    kind: 'text',
    hint: 'The people, hopes and things that matter most to me.',
    placeholder: 'e.g. Seeing my nephew grow up',
  },
] as const;

export type SafetyPlanSection = (typeof SAFETY_PLAN_SECTIONS)[number];
export type SafetyPlanKey = SafetyPlanSection['key'];
export const SAFETY_PLAN_KEYS = SAFETY_PLAN_SECTIONS.map((section) => section.key) as SafetyPlanKey[];

export const SAFETY_PLAN_MESSAGES = {
  tooMany: `Each list can hold at most ${S.itemsMax} items`,
  itemText: 'Each item must be text',
  itemTooLong: `Each item must be ${S.textMax} characters or fewer`,
  nameText: 'Name must be text',
  nameRequired: 'Enter a name',
  nameTooLong: `Each name must be ${S.nameMax} characters or fewer`,
  relationshipText: 'Relationship must be text',
  relationshipTooLong: `Each relationship must be ${S.relationshipMax} characters or fewer`,
  sectionRequired: 'This section is required',
  sectionList: 'This section must be a list',
  itemObject: 'Each entry must have a name',
  shareChoice: 'Choose counselors or advisors to share with',
  sharesTooMany: `Share with at most ${S.sharesMax} people`,
  onlyStudents: 'Only students have a safety plan',
  onlyStaff: 'Only staff open a safety plan shared with them',
  notFound: 'Safety plan not found',
  notShared: 'This safety plan has not been shared with you.',
  invalidStudent: 'Invalid student ID',
  intro: 'This plan is yours. Only you can see it, unless you share it with a counselor.',
} as const;
const M = SAFETY_PLAN_MESSAGES;

const blankToNull = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') ? null : value;

const textItem = z.string({ error: M.itemText }).trim().max(S.textMax, M.itemTooLong);
const nameField = z.string({ error: M.nameText }).trim().max(S.nameMax, M.nameTooLong);
const phoneField = z.preprocess(blankToNull, phoneNumberSchema.nullable());
const relationshipField = z.preprocess(
  blankToNull,
  z.string({ error: M.relationshipText }).trim().max(S.relationshipMax, M.relationshipTooLong).nullable(),
);

/** A blank row (nothing typed) is dropped; a phone or relationship without a name is an error. */
function needsName(
  value: { name: string; phone: string | null; relationship?: string | null },
  ctx: z.RefinementCtx,
) {
  if (value.name === '' && (value.phone !== null || (value.relationship ?? null) !== null)) {
    ctx.addIssue({ code: 'custom', path: ['name'], message: M.nameRequired });
  }
}

const contactItem = z
  .object({ name: nameField.default(''), phone: phoneField.optional() }, { error: M.itemObject })
  .transform((v) => ({ name: v.name, phone: v.phone ?? null }))
  .superRefine(needsName);
const personItem = z
  .object(
    { name: nameField.default(''), phone: phoneField.optional(), relationship: relationshipField.optional() },
    { error: M.itemObject },
  )
  .transform((v) => ({ name: v.name, phone: v.phone ?? null, relationship: v.relationship ?? null }))
  .superRefine(needsName);

/** Rows are checked where they stand (errors keep the form's indexes), then blanks go and the count is checked. */
function listOf<T extends z.ZodType>(item: T, isBlank: (value: z.output<T>) => boolean) {
  return z
    .array(item, {
      error: (issue) => (issue.input === undefined ? M.sectionRequired : M.sectionList),
    })
    .max(S.rowsMax, M.tooMany)
    .transform((items) => items.filter((value) => !isBlank(value)))
    .refine((items) => items.length <= S.itemsMax, M.tooMany);
}

const textList = listOf(textItem, (value) => value === '');
const contactList = listOf(contactItem, (value) => value.name === '');
const personList = listOf(personItem, (value) => value.name === '');

/** PUT /api/safety-plan: the whole plan, every section. */
export const safetyPlanInputSchema = z.object({
  warning_signs: textList,
  coping_strategies: textList,
  distractions: contactList,
  support_people: personList,
  professionals: contactList,
  safe_environment: textList,
  reasons_for_living: textList,
});
export type SafetyPlanInput = z.output<typeof safetyPlanInputSchema>;

/**
 * The form's version of the same rules: text lists are rows of `{ value }` (what useFieldArray needs), so
 * their errors sit at `warning_signs.0.value`; the server's `warning_signs.0` maps onto that.
 */
const textRows = z
  .array(z.object({ value: textItem }), { error: M.sectionList })
  .transform((rows) => rows.map((row) => row.value))
  .pipe(textList);

export const safetyPlanFormSchema = z.object({
  warning_signs: textRows,
  coping_strategies: textRows,
  distractions: contactList,
  support_people: personList,
  professionals: contactList,
  safe_environment: textRows,
  reasons_for_living: textRows,
});

/** The form's values: every field is text while typing (an empty phone is ''). */
export interface SafetyPlanFormValues {
  warning_signs: { value: string }[];
  coping_strategies: { value: string }[];
  distractions: { name: string; phone: string }[];
  support_people: { name: string; phone: string; relationship: string }[];
  professionals: { name: string; phone: string }[];
  safe_environment: { value: string }[];
  reasons_for_living: { value: string }[];
}

const idMessage = M.shareChoice;
const staffId = z
  .number({ error: idMessage })
  .int(idMessage)
  .positive(idMessage)
  .max(2_147_483_647, idMessage);

/** PUT /api/safety-plan/shares: exactly whom the plan is shared with (an empty list shares it with nobody). */
export const safetyPlanSharesInputSchema = z.object({
  user_ids: z
    .array(staffId, { error: M.shareChoice })
    .max(S.sharesMax, M.sharesTooMany)
    .transform((ids) => [...new Set(ids)]),
});
export type SafetyPlanSharesInput = z.output<typeof safetyPlanSharesInputSchema>;

export const safetyPlanStudentParamsSchema = z.object({
  studentId: idSchema(M.invalidStudent),
});

// Answer shapes.
const contactSchema = z.object({ name: z.string(), phone: z.string().nullable() });
const personSchema = contactSchema.extend({ relationship: z.string().nullable() });

export const safetyPlanSchema = z.object({
  warning_signs: z.array(z.string()),
  coping_strategies: z.array(z.string()),
  distractions: z.array(contactSchema),
  support_people: z.array(personSchema),
  professionals: z.array(contactSchema),
  safe_environment: z.array(z.string()),
  reasons_for_living: z.array(z.string()),
  created_at: z.string().nullable(),
  updated_at: z.string().nullable(),
});
export type SafetyPlan = z.infer<typeof safetyPlanSchema>;
export type SafetyPlanContact = z.infer<typeof contactSchema>;
export type SafetyPlanPerson = z.infer<typeof personSchema>;

export const safetyPlanShareSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  role: z.enum(ROLES),
});
export type SafetyPlanShare = z.infer<typeof safetyPlanShareSchema>;

export const safetyPlanShareOptionSchema = safetyPlanShareSchema.extend({ works_your_tickets: z.boolean() });
export type SafetyPlanShareOption = z.infer<typeof safetyPlanShareOptionSchema>;

export const ownSafetyPlanAnswerSchema = z.object({
  plan: safetyPlanSchema,
  shared_with: z.array(safetyPlanShareSchema),
});
export const savedSafetyPlanAnswerSchema = z.object({ plan: safetyPlanSchema });
export const shareOptionsAnswerSchema = z.object({ options: z.array(safetyPlanShareOptionSchema) });
export const sharesAnswerSchema = z.object({ shared_with: z.array(safetyPlanShareSchema) });
export const sharedSafetyPlanAnswerSchema = z.object({
  plan: safetyPlanSchema,
  student: z.object({ id: z.number().int(), name: z.string() }),
});

export const EMPTY_SAFETY_PLAN: SafetyPlan = {
  warning_signs: [],
  coping_strategies: [],
  distractions: [],
  support_people: [],
  professionals: [],
  safe_environment: [],
  reasons_for_living: [],
  created_at: null,
  updated_at: null,
};
