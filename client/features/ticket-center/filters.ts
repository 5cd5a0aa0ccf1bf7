import type { TicketStatus } from '../../../common/schemas/tickets';
import { TICKET_PRIORITIES, type TicketPriority } from '../../../common/schemas/tickets';
import { totalText } from '../../lib/format';

/**
 * The Tickets tab's filters (product §1.2.10). Every value is sent to GET /api/tickets, which filters and pages
 * on the server, so the tab holds at any number of tickets. '' (or 'all') means no filter.
 */
export const CENTER_STATUSES = ['open', 'in_progress', 'resolved', 'closed'] as const;
export type CenterStatus = (typeof CENTER_STATUSES)[number];

export const STATUS_LABELS: Record<CenterStatus, TicketStatus> = {
  open: 'Open',
  in_progress: 'In Progress',
  resolved: 'Resolved',
  closed: 'Closed',
};

export const CENTER_PRIORITIES = TICKET_PRIORITIES;

export interface CenterFilters {
  search: string;
  status: CenterStatus | 'all';
  /** A category slug. */
  category: string;
  priority: TicketPriority | 'all';
  assigned: 'all' | 'assigned' | 'unassigned';
  crisis: 'all' | 'true' | 'false';
  page: number;
  per_page: number;
}

export const CENTER_PAGE_SIZES = [10, 25, 50, 100] as const;
export const CENTER_PAGE_SIZE = 25;

export const DEFAULT_CENTER_FILTERS: CenterFilters = {
  search: '',
  status: 'all',
  category: 'all',
  priority: 'all',
  assigned: 'all',
  crisis: 'all',
  page: 1,
  per_page: CENTER_PAGE_SIZE,
};

/** The GET /api/tickets query: newest updates first, empty and "all" values left out (product §1.7.2). */
export function centerApiQuery(filters: CenterFilters): string {
  const params = new URLSearchParams();
  const search = filters.search.trim();
  if (search) params.set('search', search);
  if (filters.status !== 'all') params.append('status[]', STATUS_LABELS[filters.status]);
  if (filters.category && filters.category !== 'all') params.set('category', filters.category);
  if (filters.priority !== 'all') params.append('priority[]', filters.priority);
  if (filters.assigned !== 'all') params.set('assigned', filters.assigned);
  if (filters.crisis !== 'all') params.set('crisis_flag', filters.crisis);
  params.set('sort_by', 'updated_at');
  params.set('sort_direction', 'desc');
  params.set('page', String(filters.page));
  params.set('per_page', String(filters.per_page));
  return params.toString();
}

/** "Clear Filters" shows only while a search or a filter is set. */
export function hasActiveFilters(filters: CenterFilters): boolean {
  return (
    filters.search.trim() !== '' ||
    filters.status !== 'all' ||
    (filters.category !== 'all' && filters.category !== '') ||
    filters.priority !== 'all' ||
    filters.assigned !== 'all' ||
    filters.crisis !== 'all'
  );
}

/** A changed filter or search starts again at page 1; paging alone keeps the rest. */
export function changeFilters(filters: CenterFilters, change: Partial<CenterFilters>): CenterFilters {
  const resetsPage = Object.keys(change).some((key) => key !== 'page');
  return { ...filters, ...change, page: resetsPage ? 1 : (change.page ?? filters.page) };
}

/** Clearing keeps the page size the admin chose. */
export function clearFilters(filters: CenterFilters): CenterFilters {
  return { ...DEFAULT_CENTER_FILTERS, per_page: filters.per_page };
}

/** "Showing from-to of total tickets" ("of about 24,300 tickets" when the server estimated the total). */
export function showingText(pagination: {
  from: number | null;
  to: number | null;
  total: number;
  total_is_estimate?: true;
}): string {
  const noun = pagination.total === 1 ? 'ticket' : 'tickets';
  if (pagination.total === 0) return `Showing 0 of 0 ${noun}`;
  const total = totalText(pagination.total, pagination.total_is_estimate);
  return `Showing ${pagination.from ?? 0}-${pagination.to ?? 0} of ${total} ${noun}`;
}

/** The first `max` characters of a description, with an ellipsis when cut. */
export function preview(text: string, max = 100): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max)}...` : flat;
}
