import { describe, expect, it } from 'vitest';
import { formatBadgeCount, navItemsFor } from './navItems';

const labels = (items: { label: string }[]) => items.map((item) => item.label);

describe('navItemsFor', () => {
  it('gives students Submit Ticket and no administration items', () => {
    const { main, admin } = navItemsFor('student');
    expect(labels(main)).toContain('Submit Ticket');
    expect(admin).toEqual([]);
  });

  it('gives counselors and advisors neither Submit Ticket nor administration items; counselors Crisis Chat', () => {
    for (const role of ['counselor', 'advisor'] as const) {
      const { main, admin } = navItemsFor(role);
      expect(labels(main)).toEqual([
        'Dashboard',
        'Tickets',
        'Appointments',
        'Resources',
        'Counseling',
        ...(role === 'counselor' ? ['Crisis Chat'] : []),
        'Help Center',
        'Notifications',
      ]);
      expect(admin).toEqual([]);
    }
  });

  it('gives admins everything', () => {
    const { main, admin } = navItemsFor('admin');
    expect(labels(main)).toContain('Submit Ticket');
    expect(labels(admin)).toEqual([
      'Ticket Management',
      'Resource Management',
      'User Management',
      'Reports & Analytics',
      'System Settings',
      'Admin Help',
      'Audit Log',
    ]);
  });
});

describe('formatBadgeCount', () => {
  it('hides the badge at zero and caps it at 99+', () => {
    expect(formatBadgeCount(0)).toBeNull();
    expect(formatBadgeCount(-3)).toBeNull();
    expect(formatBadgeCount(1)).toBe('1');
    expect(formatBadgeCount(99)).toBe('99');
    expect(formatBadgeCount(100)).toBe('99+');
  });
});
