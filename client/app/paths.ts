import type { PageName } from '../../common/permissions';

/**
 * The path table of product §1.2.1 as pure functions, shared by the router, the navigation and the tests.
 * Every page has one canonical path; /admin/{x} is an alias of /admin-{x}.
 */
export const PAGE_PATHS = {
  dashboard: '/dashboard',
  tickets: '/tickets',
  'submit-ticket': '/submit-ticket',
  'admin-tickets': '/admin-tickets',
  appointments: '/appointments',
  counseling: '/counseling',
  'group-sessions': '/group-sessions',
  'crisis-chat': '/crisis-chat',
  schedule: '/schedule',
  help: '/help',
  'admin-help': '/admin-help',
  resources: '/resources',
  'admin-resources': '/admin-resources',
  notifications: '/notifications',
  profile: '/profile',
  'safety-plan': '/safety-plan',
  'admin-users': '/admin-users',
  'admin-reports': '/admin-reports',
  'admin-settings': '/admin-settings',
  'admin-audit': '/admin-audit',
} as const satisfies Record<Exclude<PageName, 'ticket-details'>, string>;

export type StaticPageName = keyof typeof PAGE_PATHS;

export const STATIC_PAGES = Object.keys(PAGE_PATHS).filter(isStaticPageName);

export function isStaticPageName(value: string): value is StaticPageName {
  return Object.hasOwn(PAGE_PATHS, value);
}

/** The page shown at /admin/{segment}: admin-{segment} when such a page exists, otherwise null. */
export function adminAliasPage(segment: string): StaticPageName | null {
  const page = `admin-${segment}`;
  return isStaticPageName(page) ? page : null;
}

/** The ticket id of a /tickets/{id} or /tickets/{id-slug} segment: the number before the first dash. */
export function parseTicketId(idSlug: string): number | null {
  const head = idSlug.split('-')[0] ?? '';
  if (!/^\d+$/.test(head)) return null;
  const id = Number(head);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export interface TicketPath {
  ticketId: number;
  /** The whole second segment, e.g. "12-academic-help-with-essay-tkt-2024-0012". */
  slug: string;
}

/** A ticket link has exactly two segments, "tickets" and one starting with a positive integer id. */
export function parseTicketPath(pathname: string): TicketPath | null {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length !== 2 || segments[0] !== 'tickets') return null;
  const slug = decodeSegment(segments[1] ?? '');
  const ticketId = parseTicketId(slug);
  return ticketId === null ? null : { ticketId, slug };
}

export interface SluggableTicket {
  id: number;
  subject: string;
  ticket_number: string;
  category?: { slug?: string | null } | null;
}

/** {id}-{category slug or general}-{subject, at most 50 characters}-{ticket number} (product §1.2.1). */
export function ticketSlug(ticket: SluggableTicket): string {
  const category = ticket.category?.slug || 'general';
  const subject = ticket.subject
    .toLowerCase()
    .replace(/[^a-z0-9\s]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .slice(0, 50);
  const ticketNumber = ticket.ticket_number.toLowerCase().replace(/[^a-z0-9]/g, '-');
  return `${ticket.id}-${category}-${subject}-${ticketNumber}`;
}

/** The session room of an appointment. */
export const roomPath = (appointmentId: number) => `/appointments/${appointmentId}/room`;

/** The in-app path of a ticket; with only an id (as "open in new tab" does) it is /tickets/{id}. */
export function ticketPath(ticket: SluggableTicket | number): string {
  return typeof ticket === 'number' ? `/tickets/${ticket}` : `/tickets/${ticketSlug(ticket)}`;
}

/** The full link of a ticket: the site origin plus its path. */
export function ticketUrl(origin: string, ticket: SluggableTicket | number): string {
  return `${origin.replace(/\/+$/, '')}${ticketPath(ticket)}`;
}

export type ResolvedPath =
  | { kind: 'page'; page: StaticPageName }
  | { kind: 'ticket'; page: 'ticket-details'; ticketId: number; slug: string }
  | { kind: 'redirect'; to: string; reason: string };

/**
 * What a path shows, following the table of product §1.2.1. The router is built from the same table; this
 * function answers the question for the navigation (which item is active) and the unit tests.
 */
export function resolvePath(pathname: string): ResolvedPath {
  const segments = pathname.split('/').filter(Boolean).map(decodeSegment);
  if (segments.length === 0) return { kind: 'page', page: 'dashboard' };

  const [first = '', second] = segments;
  if (segments.length === 1) {
    if (isStaticPageName(first)) return { kind: 'page', page: first };
    return { kind: 'redirect', to: PAGE_PATHS.dashboard, reason: `Unknown path "${pathname}"` };
  }

  if (segments.length === 2 && first === 'tickets' && second !== undefined) {
    const ticketId = parseTicketId(second);
    if (ticketId === null) {
      return { kind: 'redirect', to: PAGE_PATHS.tickets, reason: `Invalid ticket id in "${pathname}"` };
    }
    return { kind: 'ticket', page: 'ticket-details', ticketId, slug: second };
  }

  // A session room (/appointments/{id}/room) belongs to My Appointments.
  if (
    segments.length === 3 &&
    first === 'appointments' &&
    /^\d+$/.test(second ?? '') &&
    segments[2] === 'room'
  )
    return { kind: 'page', page: 'appointments' };

  if (segments.length === 2 && first === 'admin' && second !== undefined) {
    const page = adminAliasPage(second);
    if (page) return { kind: 'page', page };
    return { kind: 'redirect', to: PAGE_PATHS.dashboard, reason: `Unknown page "admin-${second}"` };
  }

  return { kind: 'redirect', to: PAGE_PATHS.dashboard, reason: `Unknown path "${pathname}"` };
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
