import { describe, expect, it } from 'vitest';
import { orderCrisisQueue } from './format';

describe('orderCrisisQueue', () => {
  it('lists unacknowledged crises first and otherwise keeps the order', () => {
    const tickets = [
      { id: 1, crisis_acknowledged_at: '2026-03-10T10:00:00Z' },
      { id: 2, crisis_acknowledged_at: null },
      { id: 3 },
      { id: 4, crisis_acknowledged_at: '2026-03-10T09:00:00Z' },
      { id: 5, crisis_acknowledged_at: null },
    ];
    expect(orderCrisisQueue(tickets).map((ticket) => ticket.id)).toEqual([2, 3, 5, 1, 4]);
  });
});
