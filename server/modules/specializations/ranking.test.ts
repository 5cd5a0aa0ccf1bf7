import { describe, expect, it } from 'vitest';
import { rankCandidates } from './assignment';
import type { SpecializationRow } from './repository';

function row(id: number, over: Partial<SpecializationRow> = {}): SpecializationRow {
  return {
    id,
    user_id: 100 + id,
    category_id: 1,
    priority_level: 'primary',
    max_workload: 10,
    expertise_rating: 3,
    is_available: 1,
    notes: null,
    assigned_at: '2026-01-01T00:00:00.000Z',
    last_assigned_at: null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    user_name: `Counselor ${id}`,
    user_email: `c${id}@university.edu`,
    user_role: 'counselor',
    user_status: 'active',
    category_name: 'Mental Health',
    category_slug: 'mental-health',
    category_color: '#3B82F6',
    category_is_active: 1,
    current_workload: 0,
    total_workload: 0,
    ...over,
  };
}

const order = (rows: SpecializationRow[]) => rankCandidates(rows).map((r) => r.id);

describe('ranking specialists for automatic assignment', () => {
  it('puts the highest assignment score first', () => {
    // Scores: 1 -> 60 (primary, rating 3), 2 -> 80 (primary, rating 4, idle), 3 -> 48 (secondary, rating 3).
    expect(order([row(1), row(2, { expertise_rating: 4 }), row(3, { priority_level: 'secondary' })])).toEqual(
      [2, 1, 3],
    );
  });

  it('breaks a tie in score by the lower current workload', () => {
    // 2/10 at rating 5 and 0/10 at rating 4 both score 80.
    const busy = row(1, { expertise_rating: 5, current_workload: 2 });
    const idle = row(2, { expertise_rating: 4 });
    expect(order([busy, idle])).toEqual([2, 1]);
  });

  it('then by who was assigned least recently, never assigned first', () => {
    const recent = row(1, { last_assigned_at: '2026-11-22T10:00:00.000Z' });
    const earlier = row(2, { last_assigned_at: '2026-11-22T09:00:00.000Z' });
    const never = row(3);
    expect(order([recent, earlier, never])).toEqual([3, 2, 1]);
  });

  it('leaves out specialists who are unavailable or at capacity', () => {
    expect(order([row(1, { is_available: 0 }), row(2, { current_workload: 10 }), row(3)])).toEqual([3]);
  });
});
