import { describe, expect, it } from 'vitest';
import { type BulkAssignValues, bulkAssignFormSchema, firstBulkProblem } from './BulkAssignDialog';

const base: BulkAssignValues = {
  user_ids: [3],
  category_ids: [1, 2],
  priority_level: 'primary',
  max_workload: '10',
  expertise_rating: '3',
};

describe('bulk assign form', () => {
  it('reports the first problem in the order the dialog always has', () => {
    expect(firstBulkProblem({ ...base, user_ids: [], category_ids: [] })).toBe('Please select a counselor');
    expect(firstBulkProblem({ ...base, category_ids: [] })).toBe('Please select a category');
    expect(firstBulkProblem({ ...base, max_workload: '51' })).toBe('Max workload must be between 1 and 50');
    expect(firstBulkProblem({ ...base, max_workload: '' })).toBe('Max workload must be between 1 and 50');
    expect(firstBulkProblem(base)).toBeNull();
  });

  it('reads the boxes with the server schema', () => {
    const parsed = bulkAssignFormSchema.safeParse(base);
    expect(parsed.success && parsed.data).toEqual({
      user_ids: [3],
      category_ids: [1, 2],
      priority_level: 'primary',
      max_workload: 10,
      expertise_rating: 3,
    });
    expect(bulkAssignFormSchema.safeParse({ ...base, max_workload: 'abc' }).success).toBe(false);
  });
});
