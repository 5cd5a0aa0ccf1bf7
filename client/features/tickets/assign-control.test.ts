import { describe, expect, it } from 'vitest';
import { staffOptionLabel } from './AssignControl';

describe('assignment choices', () => {
  it('show the workload in the ticket category and in all from the available-staff answer', () => {
    const base = { id: 1, name: 'Dr. Sarah Chen', email: 's@u.edu', role: 'counselor', status: 'active' };
    expect(
      staffOptionLabel({
        ...base,
        current_specializations: [],
        total_workload: 5,
        category_workload: 2,
        category_max_workload: 10,
        can_take_ticket: true,
      }),
    ).toBe('Dr. Sarah Chen (Counselor) · 2/10 in category · 5 open');
    expect(
      staffOptionLabel({
        ...base,
        current_specializations: [],
        total_workload: 12,
        category_workload: 10,
        category_max_workload: 10,
        can_take_ticket: false,
      }),
    ).toBe('Dr. Sarah Chen (Counselor) · 10/10 in category (full) · 12 open');
    expect(
      staffOptionLabel({
        ...base,
        role: 'advisor',
        current_specializations: [],
        total_workload: 0,
        category_workload: null,
      }),
    ).toBe('Dr. Sarah Chen (Advisor) · 0 open');
  });

  it('fall back to name and role from the ticket options', () => {
    expect(staffOptionLabel({ id: 2, name: 'Michael Torres', role: 'advisor' })).toBe(
      'Michael Torres (Advisor)',
    );
  });
});
