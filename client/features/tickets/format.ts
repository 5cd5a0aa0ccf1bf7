import type { TicketPriority, TicketStatus } from '../../../common/schemas/tickets';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export type SlaTone = 'red' | 'orange' | 'yellow' | 'green';

export interface SlaBadge {
  label: string;
  tone: SlaTone;
  overdue: boolean;
}

/**
 * The SLA countdown of product §1.2.7 and §4: past the deadline "Overdue"; under 1 hour minutes (red); under
 * 24 hours hours and minutes (orange under 2 hours, yellow otherwise); otherwise days and hours (green).
 */
export function slaBadge(deadline: string, now: Date = new Date()): SlaBadge | null {
  const due = Date.parse(deadline);
  if (Number.isNaN(due)) return null;
  const left = due - now.getTime();
  if (left <= 0) return { label: 'Overdue', tone: 'red', overdue: true };
  if (left < HOUR)
    return { label: `${Math.max(1, Math.floor(left / MINUTE))}m left`, tone: 'red', overdue: false };
  if (left < DAY) {
    const hours = Math.floor(left / HOUR);
    const minutes = Math.floor((left % HOUR) / MINUTE);
    return {
      label: minutes > 0 ? `${hours}h ${minutes}m left` : `${hours}h left`,
      tone: left < 2 * HOUR ? 'orange' : 'yellow',
      overdue: false,
    };
  }
  const days = Math.floor(left / DAY);
  const hours = Math.floor((left % DAY) / HOUR);
  return { label: hours > 0 ? `${days}d ${hours}h left` : `${days}d left`, tone: 'green', overdue: false };
}

export const SLA_TONE_CLASSES: Record<SlaTone, string> = {
  red: 'border-red-200 bg-red-50 text-red-700',
  orange: 'border-orange-200 bg-orange-50 text-orange-700',
  yellow: 'border-yellow-200 bg-yellow-50 text-yellow-800',
  green: 'border-emerald-200 bg-emerald-50 text-emerald-700',
};

/** Short badges (product §1.2.7): priority by its first letter, status by its first 3 characters, "IP". */
export function shortPriority(priority: TicketPriority): string {
  return priority.charAt(0);
}

export function shortStatus(status: TicketStatus): string {
  return status === 'In Progress' ? 'IP' : status.slice(0, 3);
}

/** On small screens a category name is cut to 6 characters plus a dot. */
export function shortCategoryName(name: string): string {
  return name.length > 6 ? `${name.slice(0, 6)}.` : name;
}

/** The search chip text, cut at 20 characters. */
export function truncateChip(text: string, max = 20): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/** The first `max` items and how many more there are ("+N"). */
export function previewList<T>(items: readonly T[], max: number): { shown: T[]; more: number } {
  return { shown: items.slice(0, max), more: Math.max(0, items.length - max) };
}

/**
 * The crisis banners' order: tickets whose crisis nobody has acknowledged yet come first; otherwise the
 * given order (newest first) is kept.
 */
export function orderCrisisQueue<T extends { crisis_acknowledged_at?: string | null }>(
  tickets: readonly T[],
): T[] {
  const open = tickets.filter((ticket) => !ticket.crisis_acknowledged_at);
  const acknowledged = tickets.filter((ticket) => Boolean(ticket.crisis_acknowledged_at));
  return [...open, ...acknowledged];
}

/** A crisis ticket has the crisis flag or Urgent priority (product §1.4). */
export function isCrisisTicket(ticket: { crisis_flag: boolean; priority: TicketPriority }): boolean {
  return ticket.crisis_flag || ticket.priority === 'Urgent';
}

export const PRIORITY_CLASSES: Record<TicketPriority, string> = {
  Urgent: 'border-red-300 bg-red-50 font-semibold text-red-700',
  High: 'border-orange-200 bg-orange-50 text-orange-700',
  Medium: 'border-amber-200 bg-amber-50 text-amber-700',
  Low: 'border-slate-200 bg-slate-50 text-slate-600',
};

export const STATUS_CLASSES: Record<TicketStatus, string> = {
  Open: 'border-blue-200 bg-blue-50 text-blue-700',
  'In Progress': 'border-violet-200 bg-violet-50 text-violet-700',
  Resolved: 'border-emerald-200 bg-emerald-50 text-emerald-700',
  Closed: 'border-slate-200 bg-slate-100 text-slate-600',
};

export const SEVERITY_CLASSES: Record<string, string> = {
  critical: 'border-red-300 bg-red-100 text-red-800',
  high: 'border-red-200 bg-red-50 text-red-700',
  medium: 'border-orange-200 bg-orange-50 text-orange-700',
  low: 'border-yellow-200 bg-yellow-50 text-yellow-800',
};

/** A category colour usable in a style attribute; anything that is not #RRGGBB falls back to the default. */
export function safeColor(color: string | null | undefined): string {
  return color && /^#[0-9a-fA-F]{6}$/.test(color) ? color : '#3B82F6';
}

// ----- error wording (product §1.2.7, §2.8, §8.3) -----

export const LIST_NETWORK_TEXT = 'Unable to connect to our servers. Please check your internet connection.';
export const LIST_ERROR_TEXT = 'There was an error loading your tickets. Please try again.';

/** The text of the "Failed to Load Tickets" panel. */
export function listLoadErrorText(message: string, status?: number): string {
  return status === 0 || /network|fetch/i.test(message) ? LIST_NETWORK_TEXT : LIST_ERROR_TEXT;
}

export interface LoadErrorView {
  title: string;
  text: string;
}

/** The details screen's load states: "Server Error", "Ticket Not Found" or the generic "Error Loading Ticket". */
export function ticketLoadError(status: number, message: string): LoadErrorView {
  if (status >= 500 || /server error/i.test(message)) {
    return {
      title: 'Server Error',
      text: "There's a temporary issue with the server. Please try again later.",
    };
  }
  if (status === 404 || /not found/i.test(message)) {
    return {
      title: 'Ticket Not Found',
      text: "The ticket you're looking for doesn't exist or you don't have access to it.",
    };
  }
  if (status === 403)
    return { title: 'Error Loading Ticket', text: 'You do not have permission to view this ticket' };
  return { title: 'Error Loading Ticket', text: message || 'Failed to fetch ticket details' };
}

/** The submit page's mapping of a failure message to what the student reads (product §1.8.3). */
export function submitErrorMessage(message: string | null | undefined): string {
  if (!message) return 'An unexpected error occurred. Please try again.';
  if (message.includes('arrays and Traversables'))
    return 'Data format error. Please refresh the page and try again.';
  if (message.includes('Server configuration error')) {
    return 'Server configuration error. Please contact support or try a different category.';
  }
  if (message.includes('Server error occurred'))
    return 'Server error occurred. Please try again in a few minutes.';
  if (/file/i.test(message)) return 'File upload error. Please check your attachments and try again.';
  if (message.includes('JSON')) return 'Invalid data format. Please try again.';
  return message;
}

/** "Create: joined server field errors, else server message": field messages joined by commas. */
export function joinFieldErrors(errors: Record<string, readonly string[]>): string {
  return Object.values(errors)
    .flat()
    .filter((message) => message.length > 0)
    .join(', ');
}

// ----- downloads -----

export type DownloadFailure =
  | 'network'
  | 'permission'
  | 'not_found'
  | 'authentication'
  | 'empty'
  | 'server'
  | 'invalid';

export const DOWNLOAD_CAUSE_MESSAGES: Record<DownloadFailure, string> = {
  network: 'Download failed after 3 attempts',
  permission: "You don't have permission to download this file",
  not_found: 'File not found or no longer available',
  authentication: 'Authentication required. Please refresh the page and try again.',
  empty: 'Downloaded file is empty',
  server: 'Server error occurred while downloading. Please try again.',
  invalid: 'Server returned invalid response for download',
};

const DOWNLOAD_ADVICE: Record<DownloadFailure, string> = {
  network: 'Please check your internet connection and try again.',
  permission: 'You may not have access to this attachment.',
  not_found: 'The file may have been removed.',
  authentication: 'Please sign in again and retry.',
  empty: 'The file appears to be empty.',
  server: 'Please try again in a few minutes.',
  invalid: 'Please try again later.',
};

/** The final download message: "Failed to download attachment." plus advice chosen by the cause. */
export function downloadFailureMessage(cause: DownloadFailure): string {
  return `Failed to download attachment. ${DOWNLOAD_ADVICE[cause]}`;
}

/** The cause of a failed download answer from its HTTP status. */
export function downloadFailureOf(status: number): DownloadFailure {
  if (status === 401) return 'authentication';
  if (status === 403) return 'permission';
  if (status === 404 || status === 410) return 'not_found';
  if (status >= 500) return 'server';
  return 'invalid';
}

/** The file name of a Content-Disposition header (RFC 6266 filename* first), or the fallback. */
export function filenameFromDisposition(header: string | null | undefined, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
  const name = (plain?.[2] ?? plain?.[1] ?? '').trim();
  return name || fallback;
}

/** The crash screen's wording (product §1.2.7): connection, authentication, or something else. */
export function crashScreenOf(message: string): LoadErrorView {
  if (/fetch|network/i.test(message)) {
    return {
      title: 'Connection Problem',
      text: 'Unable to connect to our servers. Please check your internet connection.',
    };
  }
  if (/401|unauthorized/i.test(message)) {
    return { title: 'Authentication Error', text: 'Your session has expired. Please log in again.' };
  }
  return {
    title: 'Something went wrong',
    text: 'An unexpected error occurred. Our team has been notified. If this problem persists, please contact support.',
  };
}
