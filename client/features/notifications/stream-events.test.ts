import { describe, expect, it } from 'vitest';
import type { Notification } from '../../../common/schemas/notifications';
import { notificationOf, ticketOfNotification } from './useNotificationStream';

const notification: Notification = {
  id: 41,
  type: 'ticket',
  title: 'Ticket assigned to you',
  message: 'TKT-2026-000012: "Help with housing" from Jordan Mitchell.',
  priority: 'medium',
  read: false,
  read_at: null,
  created_at: '2026-03-10T12:00:00.000Z',
  link: '/tickets/12-housing-help-with-housing-tkt-2026-000012',
  subject_type: 'ticket',
  subject_id: 12,
};

describe('notificationOf', () => {
  it('reads the notification of a stream event, wrapped or bare', () => {
    expect(notificationOf({ notification, unread_count: 3 })).toEqual(notification);
    expect(notificationOf({ ...notification })).toEqual(notification);
    expect(notificationOf({ unread_count: 3 })).toBeNull();
  });
});

describe('ticketOfNotification', () => {
  it('finds the ticket from the subject, else from the link', () => {
    expect(ticketOfNotification(notification)).toBe(12);
    expect(ticketOfNotification({ ...notification, subject_type: null, subject_id: null })).toBe(12);
    expect(
      ticketOfNotification({ ...notification, subject_type: null, subject_id: null, link: '/notifications' }),
    ).toBeNull();
    expect(
      ticketOfNotification({ ...notification, subject_type: 'system', subject_id: null, link: null }),
    ).toBeNull();
  });
});
