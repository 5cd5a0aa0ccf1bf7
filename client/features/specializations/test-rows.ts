import type { Specialization } from '../../../common/schemas/specializations';

/** A specialization as the API returns it, for the unit tests. */
export function specializationRow(overrides: Partial<Specialization> = {}): Specialization {
  return {
    id: 1,
    user_id: 10,
    category_id: 20,
    user: {
      id: 10,
      name: 'Dana Counselor',
      email: 'dana@university.edu',
      role: 'counselor',
      status: 'active',
    },
    category: { id: 20, name: 'Mental Health', slug: 'mental-health', color: '#8B5CF6', is_active: true },
    priority_level: 'primary',
    max_workload: 10,
    current_workload: 4,
    total_workload: 6,
    utilization_rate: 40,
    expertise_rating: 4,
    is_available: true,
    can_take_ticket: true,
    assignment_score: 48,
    assigned_at: '2026-03-01T09:00:00.000Z',
    last_assigned_at: null,
    notes: null,
    created_at: '2026-03-01T09:00:00.000Z',
    updated_at: '2026-03-01T09:00:00.000Z',
    ...overrides,
  };
}
