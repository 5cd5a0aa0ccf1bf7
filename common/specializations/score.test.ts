import { describe, expect, it } from 'vitest';
import { assignmentScore, canTakeTicket, utilizationBand, utilizationRate } from './score';

const base = {
  priority_level: 'primary',
  max_workload: 10,
  current_workload: 0,
  expertise_rating: 5,
  is_available: true,
};

describe('specialization scoring (product §2.9)', () => {
  it('utilization is the rounded percent of the max workload', () => {
    expect(utilizationRate({ current_workload: 1, max_workload: 3 })).toBe(33);
    expect(utilizationRate({ current_workload: 2, max_workload: 3 })).toBe(67);
    expect(utilizationRate({ current_workload: 12, max_workload: 10 })).toBe(120);
  });

  it('can take a ticket only when available and below capacity', () => {
    expect(canTakeTicket(base)).toBe(true);
    expect(canTakeTicket({ ...base, is_available: false })).toBe(false);
    expect(canTakeTicket({ ...base, current_workload: 10 })).toBe(false);
  });

  it('scores (100 - utilization)/100 x weight x rating/5 x 100', () => {
    expect(assignmentScore(base)).toBe(100);
    expect(assignmentScore({ ...base, current_workload: 5 })).toBe(50);
    expect(assignmentScore({ ...base, priority_level: 'secondary', expertise_rating: 3 })).toBe(48);
    expect(assignmentScore({ ...base, priority_level: 'backup', current_workload: 2 })).toBe(48);
    expect(assignmentScore({ ...base, priority_level: 'other' })).toBe(50);
    expect(assignmentScore({ ...base, current_workload: 10 })).toBe(0);
    expect(assignmentScore({ ...base, is_available: false })).toBe(0);
  });

  it('bands: 100+ overloaded, 80+ high, 60+ moderate, else low', () => {
    expect([100, 99, 80, 79, 60, 59, 0].map(utilizationBand)).toEqual([
      'overloaded',
      'high',
      'high',
      'moderate',
      'moderate',
      'low',
      'low',
    ]);
  });
});
