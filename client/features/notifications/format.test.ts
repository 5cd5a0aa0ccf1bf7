import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import {
  bulkDeleteQuestion,
  DEFAULT_NOTIFICATION_FILTERS,
  fetchErrorText,
  notificationQuery,
  pageButtons,
  safeLink,
} from './format';

describe('notificationQuery', () => {
  it('sends the page only when every filter is "all" and the search is blank', () => {
    expect(notificationQuery({ ...DEFAULT_NOTIFICATION_FILTERS, search: '   ' })).toBe('page=1&per_page=20');
  });

  it('trims the search and sends the chosen filters', () => {
    const query = new URLSearchParams(
      notificationQuery({
        ...DEFAULT_NOTIFICATION_FILTERS,
        search: '  exam week ',
        type: 'ticket',
        priority: 'high',
        read_status: 'unread',
        page: 3,
      }),
    );
    expect(query.get('search')).toBe('exam week');
    expect(query.get('type')).toBe('ticket');
    expect(query.get('priority')).toBe('high');
    expect(query.get('read_status')).toBe('unread');
    expect(query.get('page')).toBe('3');
  });
});

describe('pageButtons', () => {
  it('shows up to 5 consecutive pages around the current one', () => {
    expect(pageButtons(1, 1)).toEqual([1]);
    expect(pageButtons(2, 3)).toEqual([1, 2, 3]);
    expect(pageButtons(1, 9)).toEqual([1, 2, 3, 4, 5]);
    expect(pageButtons(5, 9)).toEqual([3, 4, 5, 6, 7]);
    expect(pageButtons(9, 9)).toEqual([5, 6, 7, 8, 9]);
    expect(pageButtons(40, 9)).toEqual([5, 6, 7, 8, 9]);
  });
});

describe('safeLink', () => {
  it('keeps paths inside the product and drops anything else', () => {
    expect(safeLink('/tickets/12-mental-health-help-tkt-2026-0012')).toBe(
      '/tickets/12-mental-health-help-tkt-2026-0012',
    );
    expect(safeLink('//evil.example/x')).toBeNull();
    expect(safeLink('https://evil.example')).toBeNull();
    expect(safeLink('javascript:alert(1)')).toBeNull();
    expect(safeLink(null)).toBeNull();
  });
});

describe('messages', () => {
  it('asks before a bulk delete', () => {
    expect(bulkDeleteQuestion(3)).toBe('Are you sure you want to delete 3 notification(s)?');
  });

  it("shows the server's message, else the fixed fallbacks", () => {
    expect(fetchErrorText(new ApiError(422, 'Invalid notification type', {}, true))).toBe(
      'Invalid notification type',
    );
    expect(fetchErrorText(new ApiError(0, 'Network error'))).toBe('Failed to fetch notifications');
    expect(fetchErrorText(new TypeError('boom'))).toBe('An unexpected error occurred');
  });
});
