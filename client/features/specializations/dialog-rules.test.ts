import { describe, expect, it } from 'vitest';
import {
  categoryChoices,
  createBody,
  duplicateWarning,
  emptyValues,
  findDuplicate,
  firstProblem,
  specializationCreateFormSchema,
  specializationUpdateFormSchema,
  staffChoices,
  updateBody,
  valuesOf,
} from './dialog-rules';
import { applyFilters, expertiseText, NO_FILTERS, viewOf } from './format';
import { specializationRow } from './test-rows';

const existing = [specializationRow({ id: 1, user_id: 10, category_id: 20, priority_level: 'secondary' })];
const filled = { ...emptyValues(), user_id: '10', category_id: '21' };

describe('the specialization dialog checks', () => {
  it('starts with the spec defaults: primary, workload 10, rating 3, available', () => {
    expect(emptyValues()).toEqual({
      user_id: '',
      category_id: '',
      priority_level: 'primary',
      max_workload: '10',
      expertise_rating: '3',
      is_available: true,
      notes: '',
    });
    expect(emptyValues({ user_id: 10, category_id: 20 })).toMatchObject({ user_id: '10', category_id: '20' });
  });

  it('reports the first problem in the spec order', () => {
    const none = { ...emptyValues(), max_workload: '0', expertise_rating: '9' };
    expect(firstProblem(none, 'create', existing)).toBe('Please select a counselor');
    expect(firstProblem({ ...none, user_id: '10' }, 'create', existing)).toBe('Please select a category');
    expect(firstProblem({ ...none, user_id: '10', category_id: '20' }, 'create', existing)).toBe(
      'Cannot assign counselor to the same category twice',
    );
    expect(firstProblem({ ...none, user_id: '10', category_id: '21' }, 'create', existing)).toBe(
      'Max workload must be between 1 and 50',
    );
    expect(firstProblem({ ...filled, expertise_rating: '6' }, 'create', existing)).toBe(
      'Expertise rating must be between 1 and 5',
    );
    expect(firstProblem(filled, 'create', existing)).toBeNull();
  });

  it('accepts workloads 1 to 50 and ratings 1 to 5 as whole numbers only', () => {
    for (const workload of ['1', '50'])
      expect(firstProblem({ ...filled, max_workload: workload }, 'create', [])).toBeNull();
    for (const workload of ['', '51', '2.5', 'ten', '-1'])
      expect(firstProblem({ ...filled, max_workload: workload }, 'create', [])).toBe(
        'Max workload must be between 1 and 50',
      );
    for (const rating of ['0', '6', '', '3.5'])
      expect(firstProblem({ ...filled, expertise_rating: rating }, 'create', [])).toBe(
        'Expertise rating must be between 1 and 5',
      );
  });

  it('does not call the row being edited a duplicate of itself', () => {
    const values = valuesOf(existing[0]!);
    expect(findDuplicate(existing, values, 1)).toBeUndefined();
    expect(firstProblem(values, 'edit', existing, 1)).toBeNull();
    expect(findDuplicate(existing, values)?.priority_level).toBe('secondary');
    expect(duplicateWarning('secondary')).toBe(
      'This counselor is already assigned to this category with secondary priority level',
    );
  });
});

describe('the dialog choices', () => {
  const categories = [
    { id: 20, name: 'Mental Health', is_active: true },
    { id: 21, name: 'Academic', is_active: true },
    { id: 22, name: 'Retired', is_active: false },
  ];

  it('offers active categories the counselor does not have yet when adding', () => {
    const ids = (list: { id: number }[]) => list.map((category) => category.id);
    expect(ids(categoryChoices(categories, existing, { user_id: '', category_id: '' }, 'create'))).toEqual([
      20, 21,
    ]);
    expect(ids(categoryChoices(categories, existing, { user_id: '10', category_id: '' }, 'create'))).toEqual([
      21,
    ]);
    expect(ids(categoryChoices(categories, existing, { user_id: '11', category_id: '' }, 'create'))).toEqual([
      20, 21,
    ]);
    // A pair chosen beforehand stays visible (with the duplicate warning).
    expect(
      ids(categoryChoices(categories, existing, { user_id: '10', category_id: '20' }, 'create')),
    ).toEqual([20, 21]);
    expect(ids(categoryChoices(categories, existing, { user_id: '10', category_id: '22' }, 'edit'))).toEqual([
      20, 21, 22,
    ]);
  });

  it('offers only active counselors and advisors', () => {
    const users = [
      { id: 1, role: 'counselor', status: 'active' },
      { id: 2, role: 'advisor', status: 'active' },
      { id: 3, role: 'counselor', status: 'inactive' },
      { id: 4, role: 'admin', status: 'active' },
      { id: 5, role: 'student', status: 'active' },
    ];
    expect(staffChoices(users).map((user) => user.id)).toEqual([1, 2]);
  });
});

describe('the bodies and answers', () => {
  it('sends numbers, trimmed notes or null, and never the pair when editing', () => {
    const values = { ...filled, max_workload: '12', expertise_rating: '5', notes: '  Evenings  ' };
    expect(createBody(values)).toEqual({
      user_id: 10,
      category_id: 21,
      priority_level: 'primary',
      max_workload: 12,
      expertise_rating: 5,
      is_available: true,
      notes: 'Evenings',
    });
    expect(updateBody({ ...values, notes: '   ' })).toEqual({
      priority_level: 'primary',
      max_workload: 12,
      expertise_rating: 5,
      is_available: true,
      notes: null,
    });
  });

  it("checks the dialog's boxes with the server's schemas and their messages", () => {
    const created = specializationCreateFormSchema.safeParse({ ...filled, notes: '  Drop-in  ' });
    expect(created.success && created.data).toMatchObject({ user_id: 10, category_id: 21, notes: 'Drop-in' });
    const none = specializationCreateFormSchema.safeParse(emptyValues());
    expect(none.success ? [] : none.error.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['user_id', 'Counselor selection is required'],
      ['category_id', 'Category selection is required'],
    ]);
    const edited = specializationUpdateFormSchema.safeParse({ ...filled, max_workload: '60' });
    expect(edited.success ? [] : edited.error.issues.map((issue) => issue.message)).toEqual([
      'Max workload must be between 1 and 50',
    ]);
  });

  it('derives utilization, the band, can-take-ticket and the score on the client', () => {
    expect(viewOf(specializationRow({ current_workload: 10, max_workload: 10 }))).toMatchObject({
      utilization_rate: 100,
      band: 'overloaded',
      can_take_ticket: false,
      assignment_score: 0,
    });
    expect(viewOf(specializationRow({ current_workload: 6, max_workload: 10 })).band).toBe('moderate');
    expect(viewOf(specializationRow({ current_workload: 8, max_workload: 10 })).band).toBe('high');
    expect(viewOf(specializationRow({ is_available: false, current_workload: 0 }))).toMatchObject({
      band: 'low',
      can_take_ticket: false,
    });
    expect(expertiseText(3)).toBe('3 - Intermediate');
  });

  it('filters by category, counselor and availability', () => {
    const rows = [
      specializationRow({ id: 1, user_id: 10, category_id: 20 }),
      specializationRow({ id: 2, user_id: 11, category_id: 20, is_available: false }),
      specializationRow({ id: 3, user_id: 10, category_id: 21 }),
    ];
    const ids = (filters: Partial<typeof NO_FILTERS>) =>
      applyFilters(rows, { ...NO_FILTERS, ...filters }).map((row) => row.id);
    expect(ids({})).toEqual([1, 2, 3]);
    expect(ids({ categoryId: 20 })).toEqual([1, 2]);
    expect(ids({ userId: 10 })).toEqual([1, 3]);
    expect(ids({ availability: 'unavailable' })).toEqual([2]);
    expect(ids({ categoryId: 20, availability: 'available' })).toEqual([1]);
  });
});
