import { z } from 'zod';
import { LIMITS } from '../../../common/limits';
import {
  type PriorityLevel,
  type Specialization,
  type SpecializationCreateInput,
  type SpecializationUpdateInput,
  specializationCreateSchema,
  specializationUpdateSchema,
} from '../../../common/schemas/specializations';

const S = LIMITS.specialization;

export type DialogMode = 'create' | 'edit';

/** The dialog's fields as the inputs hold them: ids and numbers as text until saved. */
export interface SpecializationFormValues {
  user_id: string;
  category_id: string;
  priority_level: PriorityLevel;
  max_workload: string;
  expertise_rating: string;
  is_available: boolean;
  notes: string;
}

export const FORM_FIELDS = [
  'user_id',
  'category_id',
  'priority_level',
  'max_workload',
  'expertise_rating',
  'is_available',
  'notes',
] as const;
export type FormField = (typeof FORM_FIELDS)[number];

/** Product §2.5 defaults: primary, max workload 10, rating 3, available. */
export function emptyValues(
  prefill: { user_id?: number; category_id?: number } = {},
): SpecializationFormValues {
  return {
    user_id: prefill.user_id ? String(prefill.user_id) : '',
    category_id: prefill.category_id ? String(prefill.category_id) : '',
    priority_level: 'primary',
    max_workload: String(S.workloadDefault),
    expertise_rating: String(S.ratingDefault),
    is_available: true,
    notes: '',
  };
}

export function valuesOf(row: Specialization): SpecializationFormValues {
  return {
    user_id: String(row.user_id),
    category_id: String(row.category_id),
    priority_level: row.priority_level,
    max_workload: String(row.max_workload),
    expertise_rating: String(row.expertise_rating),
    is_available: row.is_available,
    notes: row.notes ?? '',
  };
}

/** A whole number from the text of an input, or NaN. */
function wholeNumber(text: string): number {
  return /^\s*-?\d+\s*$/.test(text) ? Number(text) : Number.NaN;
}

/** The row that already pairs this counselor and category (other than the one being edited), if any. */
export function findDuplicate(
  rows: readonly Pick<Specialization, 'id' | 'user_id' | 'category_id' | 'priority_level'>[],
  values: Pick<SpecializationFormValues, 'user_id' | 'category_id'>,
  editingId?: number,
) {
  const userId = Number(values.user_id);
  const categoryId = Number(values.category_id);
  if (!userId || !categoryId) return undefined;
  return rows.find((row) => row.user_id === userId && row.category_id === categoryId && row.id !== editingId);
}

export function duplicateWarning(level: string): string {
  return `This counselor is already assigned to this category with ${level} priority level`;
}

/** The dialogs' toasts of product §2.5, shared by the single and the bulk dialog. */
export const DIALOG_MESSAGES = {
  noCounselor: 'Please select a counselor',
  noCategory: 'Please select a category',
  workload: 'Max workload must be between 1 and 50',
} as const;

/** The workload box's problem, or null when it holds a whole number in range. */
export function workloadProblem(text: string): string | null {
  const workload = wholeNumber(text);
  return workload >= S.workloadMin && workload <= S.workloadMax ? null : DIALOG_MESSAGES.workload;
}

/**
 * Product §2.5: the dialog's checks in order, each shown as a toast. Returns the first failing message, or
 * null when the values may be saved.
 */
export function firstProblem(
  values: SpecializationFormValues,
  mode: DialogMode,
  rows: Parameters<typeof findDuplicate>[0],
  editingId?: number,
): string | null {
  if (!values.user_id) return DIALOG_MESSAGES.noCounselor;
  if (!values.category_id) return DIALOG_MESSAGES.noCategory;
  if (mode === 'create' && findDuplicate(rows, values, editingId)) {
    return 'Cannot assign counselor to the same category twice';
  }
  const workload = workloadProblem(values.max_workload);
  if (workload) return workload;
  const rating = wholeNumber(values.expertise_rating);
  if (!(rating >= S.ratingMin && rating <= S.ratingMax)) return 'Expertise rating must be between 1 and 5';
  return null;
}

/** Notes are sent trimmed, or null when empty. */
function notesOf(values: SpecializationFormValues): string | null {
  const notes = values.notes.trim();
  return notes === '' ? null : notes;
}

export function createBody(values: SpecializationFormValues): SpecializationCreateInput {
  return {
    user_id: Number(values.user_id),
    category_id: Number(values.category_id),
    priority_level: values.priority_level,
    max_workload: wholeNumber(values.max_workload),
    expertise_rating: wholeNumber(values.expertise_rating),
    is_available: values.is_available,
    notes: notesOf(values),
  };
}

/** The counselor and category of a row do not change when it is edited. */
export function updateBody(values: SpecializationFormValues): SpecializationUpdateInput {
  return {
    priority_level: values.priority_level,
    max_workload: wholeNumber(values.max_workload),
    expertise_rating: wholeNumber(values.expertise_rating),
    is_available: values.is_available,
    notes: notesOf(values),
  };
}

/**
 * The categories the dialog offers: active ones only; when adding, not those the counselor already has
 * (a category already chosen stays listed so the select can show it, with the duplicate warning).
 */
export function categoryChoices<C extends { id: number; is_active: boolean }>(
  categories: readonly C[],
  rows: readonly Pick<Specialization, 'user_id' | 'category_id'>[],
  values: Pick<SpecializationFormValues, 'user_id' | 'category_id'>,
  mode: DialogMode,
): C[] {
  const userId = Number(values.user_id);
  const chosen = Number(values.category_id);
  const held = new Set(
    mode === 'create' && userId
      ? rows.filter((row) => row.user_id === userId).map((row) => row.category_id)
      : [],
  );
  return categories.filter((category) =>
    category.is_active
      ? category.id === chosen || !held.has(category.id)
      : mode === 'edit' && category.id === chosen,
  );
}

/** Only active counselors and advisors are offered as staff. */
export function staffChoices<U extends { role: string; status: string }>(users: readonly U[]): U[] {
  return users.filter(
    (user) => user.status === 'active' && (user.role === 'counselor' || user.role === 'advisor'),
  );
}

/** The dialog's schemas: the server's own, read from the dialog's boxes (ids and numbers as text). */
export const specializationCreateFormSchema = z.preprocess(
  (values: SpecializationFormValues) => createBody(values),
  specializationCreateSchema,
);
export const specializationUpdateFormSchema = z.preprocess(
  (values: SpecializationFormValues) => updateBody(values),
  specializationUpdateSchema,
);
