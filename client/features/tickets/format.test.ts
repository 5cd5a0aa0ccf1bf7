import { describe, expect, it } from 'vitest';
import {
  crashScreenOf,
  downloadFailureMessage,
  downloadFailureOf,
  filenameFromDisposition,
  isCrisisTicket,
  joinFieldErrors,
  LIST_ERROR_TEXT,
  LIST_NETWORK_TEXT,
  listLoadErrorText,
  previewList,
  safeColor,
  shortCategoryName,
  shortPriority,
  shortStatus,
  slaBadge,
  submitErrorMessage,
  ticketLoadError,
  truncateChip,
} from './format';

const NOW = new Date('2025-03-10T12:00:00.000Z');
const inMinutes = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000).toISOString();

describe('slaBadge', () => {
  it('says Overdue in red once the deadline has passed', () => {
    expect(slaBadge(inMinutes(-1), NOW)).toEqual({ label: 'Overdue', tone: 'red', overdue: true });
    expect(slaBadge(inMinutes(0), NOW)?.label).toBe('Overdue');
  });

  it('shows minutes in red under 1 hour', () => {
    expect(slaBadge(inMinutes(45), NOW)).toEqual({ label: '45m left', tone: 'red', overdue: false });
    expect(slaBadge(inMinutes(0.2), NOW)?.label).toBe('1m left');
  });

  it('shows hours in orange under 2 hours and yellow up to 24', () => {
    expect(slaBadge(inMinutes(60), NOW)).toMatchObject({ label: '1h left', tone: 'orange' });
    expect(slaBadge(inMinutes(119), NOW)).toMatchObject({ label: '1h 59m left', tone: 'orange' });
    expect(slaBadge(inMinutes(120), NOW)).toMatchObject({ label: '2h left', tone: 'yellow' });
    expect(slaBadge(inMinutes(23 * 60 + 59), NOW)).toMatchObject({ label: '23h 59m left', tone: 'yellow' });
  });

  it('shows days and hours in green from 24 hours', () => {
    expect(slaBadge(inMinutes(24 * 60), NOW)).toMatchObject({ label: '1d left', tone: 'green' });
    expect(slaBadge(inMinutes(50 * 60), NOW)).toMatchObject({ label: '2d 2h left', tone: 'green' });
  });

  it('gives nothing for an unreadable deadline', () => {
    expect(slaBadge('not a date', NOW)).toBeNull();
  });
});

describe('short labels', () => {
  it('abbreviates priority to its first letter and status to 3 characters, In Progress to IP', () => {
    expect(shortPriority('Urgent')).toBe('U');
    expect(shortPriority('Low')).toBe('L');
    expect(shortStatus('In Progress')).toBe('IP');
    expect(shortStatus('Open')).toBe('Ope');
    expect(shortStatus('Resolved')).toBe('Res');
  });

  it('cuts a category name to 6 characters plus a dot', () => {
    expect(shortCategoryName('Academic Support')).toBe('Academ.');
    expect(shortCategoryName('Crisis')).toBe('Crisis');
  });

  it('truncates the search chip at 20 characters', () => {
    expect(truncateChip('short')).toBe('short');
    expect(truncateChip('exactly twenty chars')).toBe('exactly twenty chars');
    expect(truncateChip('a search term that is long')).toBe('a search term that i...');
  });
});

describe('previewList', () => {
  it('keeps the first items and counts the rest', () => {
    expect(previewList(['a', 'b', 'c', 'd'], 2)).toEqual({ shown: ['a', 'b'], more: 2 });
    expect(previewList(['a'], 3)).toEqual({ shown: ['a'], more: 0 });
  });
});

describe('isCrisisTicket', () => {
  it('is true for the crisis flag or Urgent priority', () => {
    expect(isCrisisTicket({ crisis_flag: true, priority: 'Low' })).toBe(true);
    expect(isCrisisTicket({ crisis_flag: false, priority: 'Urgent' })).toBe(true);
    expect(isCrisisTicket({ crisis_flag: false, priority: 'High' })).toBe(false);
  });
});

describe('safeColor', () => {
  it('accepts only #RRGGBB colours', () => {
    expect(safeColor('#EF4444')).toBe('#EF4444');
    expect(safeColor('red; background: url(x)')).toBe('#3B82F6');
    expect(safeColor(null)).toBe('#3B82F6');
  });
});

describe('load error wording', () => {
  it('tells a network problem from other list failures', () => {
    expect(listLoadErrorText('Network error. Please check your connection and try again.', 0)).toBe(
      LIST_NETWORK_TEXT,
    );
    expect(listLoadErrorText('Failed to fetch', 500)).toBe(LIST_NETWORK_TEXT);
    expect(listLoadErrorText('Something broke', 500)).toBe(LIST_ERROR_TEXT);
  });

  it('maps ticket load failures to the details screen states', () => {
    expect(ticketLoadError(500, 'An unexpected error occurred').title).toBe('Server Error');
    expect(ticketLoadError(404, 'Ticket not found')).toEqual({
      title: 'Ticket Not Found',
      text: "The ticket you're looking for doesn't exist or you don't have access to it.",
    });
    expect(ticketLoadError(403, 'Forbidden')).toEqual({
      title: 'Error Loading Ticket',
      text: 'You do not have permission to view this ticket',
    });
    expect(ticketLoadError(0, 'Network error')).toEqual({
      title: 'Error Loading Ticket',
      text: 'Network error',
    });
  });
});

describe('submitErrorMessage', () => {
  it.each([
    ['must be of type arrays and Traversables', 'Data format error. Please refresh the page and try again.'],
    [
      'Server configuration error: x',
      'Server configuration error. Please contact support or try a different category.',
    ],
    ['Server error occurred', 'Server error occurred. Please try again in a few minutes.'],
    [
      'File "a.exe" has a potentially dangerous file extension',
      'File upload error. Please check your attachments and try again.',
    ],
    ['Unexpected token in JSON at position 1', 'Invalid data format. Please try again.'],
    ['Selected category is not available', 'Selected category is not available'],
  ])('maps "%s"', (message, shown) => {
    expect(submitErrorMessage(message)).toBe(shown);
  });

  it('falls back when there is no message', () => {
    expect(submitErrorMessage(null)).toBe('An unexpected error occurred. Please try again.');
    expect(submitErrorMessage('')).toBe('An unexpected error occurred. Please try again.');
  });

  it('joins field errors with commas', () => {
    expect(
      joinFieldErrors({
        subject: ['Subject must be at least 5 characters long'],
        category_id: ['Please select a valid category'],
      }),
    ).toBe('Subject must be at least 5 characters long, Please select a valid category');
    expect(joinFieldErrors({})).toBe('');
  });
});

describe('downloads', () => {
  it('reads the file name from Content-Disposition', () => {
    expect(filenameFromDisposition('attachment; filename="notes.txt"', 'x')).toBe('notes.txt');
    expect(
      filenameFromDisposition('attachment; filename="a.pdf"; filename*=UTF-8\'\'r%C3%A9sum%C3%A9.pdf', 'x'),
    ).toBe('résumé.pdf');
    expect(filenameFromDisposition('attachment; filename=plain.pdf', 'x')).toBe('plain.pdf');
    expect(filenameFromDisposition(null, 'fallback.txt')).toBe('fallback.txt');
  });

  it('chooses the cause and advice from the status', () => {
    expect(downloadFailureOf(401)).toBe('authentication');
    expect(downloadFailureOf(403)).toBe('permission');
    expect(downloadFailureOf(404)).toBe('not_found');
    expect(downloadFailureOf(502)).toBe('server');
    expect(downloadFailureMessage('permission')).toMatch(/^Failed to download attachment\. /);
  });
});

describe('crashScreenOf', () => {
  it('maps connection, authentication and other failures', () => {
    expect(crashScreenOf('Failed to fetch').title).toBe('Connection Problem');
    expect(crashScreenOf('Request failed (401)').title).toBe('Authentication Error');
    expect(crashScreenOf('Unauthorized').text).toBe('Your session has expired. Please log in again.');
    expect(crashScreenOf('x is undefined').title).toBe('Something went wrong');
  });
});
