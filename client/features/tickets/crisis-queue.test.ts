import { describe, expect, it } from 'vitest';
import { orderCrisisQueue, shortAge } from './format';

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

describe('shortAge', () => {
  it('reads the age in one short unit', () => {
    const now = new Date('2026-03-10T12:00:00Z');
    expect(shortAge('2026-03-10T11:59:30Z', now)).toBe('just now');
    expect(shortAge('2026-03-10T11:48:00Z', now)).toBe('12m');
    expect(shortAge('2026-03-10T09:00:00Z', now)).toBe('3h');
    expect(shortAge('2026-03-08T12:00:00Z', now)).toBe('2d');
    expect(shortAge('nope', now)).toBe('');
  });
});
