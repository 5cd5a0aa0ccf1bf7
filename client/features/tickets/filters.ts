import { LIMITS } from '../../../common/limits';
import {
  AUTO_ASSIGNED,
  type AutoAssigned,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  TICKET_VIEWS,
  type TicketPriority,
  type TicketStatus,
  type TicketView,
} from '../../../common/schemas/tickets';
import { truncateChip } from './format';

/**
 * The tickets list's filters as they live in the URL query string, so back, forward and reload keep them.
 * Values are kept as the select boxes hold them ('' = all); `toApiQuery` turns them into the API's query.
 */
export interface TicketFilters {
  search: string;
  status: TicketStatus | '';
  category_id: string;
  priority: TicketPriority | '';
  assigned: 'assigned' | 'unassigned' | 'me' | '';
  crisis_flag: 'true' | 'false' | '';
  auto_assigned: AutoAssigned | '';
  overdue: 'true' | 'false' | '';
  sort: SortOption;
  view: TicketView;
  page: number;
  per_page: number;
}

export const SORT_OPTIONS = [
  { value: 'updated_at:desc', label: 'Last updated (newest first)' },
  { value: 'updated_at:asc', label: 'Last updated (oldest first)' },
  { value: 'created_at:desc', label: 'Created (newest first)' },
  { value: 'created_at:asc', label: 'Created (oldest first)' },
  { value: 'priority:desc', label: 'Priority (highest first)' },
  { value: 'priority:asc', label: 'Priority (lowest first)' },
] as const;
export type SortOption = (typeof SORT_OPTIONS)[number]['value'];
export const DEFAULT_SORT: SortOption = 'updated_at:desc';

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = LIMITS.pagination.defaultPerPage;

export const ASSIGNMENT_OPTIONS = [
  { value: 'assigned', label: 'Assigned' },
  { value: 'unassigned', label: 'Unassigned' },
  { value: 'me', label: 'Assigned to me' },
] as const;

export const CRISIS_OPTIONS = [
  { value: 'true', label: 'Crisis only' },
  { value: 'false', label: 'Non-crisis' },
] as const;

export const AUTO_ASSIGNED_LABELS: Record<AutoAssigned, string> = {
  yes: 'Auto-assigned',
  manual: 'Manually assigned',
  no: 'Not assigned',
};

export const SLA_OPTIONS = [
  { value: 'true', label: 'Overdue' },
  { value: 'false', label: 'Within SLA' },
] as const;

/** Titles of the views (product §1.2.7); the tab labels are shorter. */
export const VIEW_TITLES: Record<TicketView, string> = {
  all: 'All Tickets',
  crisis: 'Crisis Tickets',
  unassigned: 'Unassigned Tickets',
  my_assigned: 'My Cases',
  open: 'Active Tickets',
  closed: 'Closed Tickets',
};

export const DEFAULT_FILTERS: TicketFilters = {
  search: '',
  status: '',
  category_id: '',
  priority: '',
  assigned: '',
  crisis_flag: '',
  auto_assigned: '',
  overdue: '',
  sort: DEFAULT_SORT,
  view: 'all',
  page: 1,
  per_page: DEFAULT_PAGE_SIZE,
};

function oneOf<T extends string>(values: readonly T[], value: string | null, fallback: T): T {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : fallback;
}

function positiveInt(value: string | null, fallback: number): number {
  if (value === null || !/^\d+$/.test(value)) return fallback;
  const n = Number(value);
  return n >= 1 && n <= 1_000_000 ? n : fallback;
}

/** Reads the filters from the URL; anything unknown or malformed falls back to its default. */
export function parseFilters(params: URLSearchParams): TicketFilters {
  const category = params.get('category_id');
  return {
    search: (params.get('search') ?? '').slice(0, 200),
    status: oneOf(['', ...TICKET_STATUSES], params.get('status'), ''),
    category_id: category !== null && /^\d+$/.test(category) && Number(category) > 0 ? category : '',
    priority: oneOf(['', ...TICKET_PRIORITIES], params.get('priority'), ''),
    assigned: oneOf(['', 'assigned', 'unassigned', 'me'], params.get('assigned'), ''),
    crisis_flag: oneOf(['', 'true', 'false'], params.get('crisis_flag'), ''),
    auto_assigned: oneOf(['', ...AUTO_ASSIGNED], params.get('auto_assigned'), ''),
    overdue: oneOf(['', 'true', 'false'], params.get('overdue'), ''),
    sort: oneOf(
      SORT_OPTIONS.map((o) => o.value),
      params.get('sort'),
      DEFAULT_SORT,
    ),
    view: oneOf(TICKET_VIEWS, params.get('view'), 'all'),
    page: positiveInt(params.get('page'), 1),
    per_page: Number(oneOf(PAGE_SIZES.map(String), params.get('per_page'), String(DEFAULT_PAGE_SIZE))),
  };
}

/** The URL query of the filters, leaving out every default so a plain /tickets stays plain. */
export function filtersToParams(filters: TicketFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(DEFAULT_FILTERS) as (keyof TicketFilters)[]) {
    const value = filters[key];
    if (String(value) !== String(DEFAULT_FILTERS[key]) && String(value) !== '')
      params.set(key, String(value));
  }
  return params;
}

/** The GET /api/tickets query: array filters as key[]=value, empty values dropped (product §1.7.2). */
export function toApiQuery(filters: TicketFilters): string {
  const params = new URLSearchParams();
  const search = filters.search.trim();
  if (search) params.set('search', search);
  if (filters.status) params.append('status[]', filters.status);
  if (filters.priority) params.append('priority[]', filters.priority);
  if (filters.category_id) params.set('category_id', filters.category_id);
  if (filters.assigned) params.set('assigned', filters.assigned);
  if (filters.crisis_flag) params.set('crisis_flag', filters.crisis_flag);
  if (filters.auto_assigned) params.append('auto_assigned[]', filters.auto_assigned);
  if (filters.overdue) params.set('overdue', filters.overdue);
  if (filters.view !== 'all') params.set('view', filters.view);
  const [sortBy, direction] = filters.sort.split(':');
  params.set('sort_by', sortBy ?? 'updated_at');
  params.set('sort_direction', direction ?? 'desc');
  params.set('page', String(filters.page));
  params.set('per_page', String(filters.per_page));
  return params.toString();
}

/** The filter keys counted by the filter toggle's badge and shown as chips (search has its own chip). */
export const FILTER_KEYS = [
  'status',
  'category_id',
  'priority',
  'assigned',
  'crisis_flag',
  'auto_assigned',
  'overdue',
] as const satisfies readonly (keyof TicketFilters)[];
export type FilterKey = (typeof FILTER_KEYS)[number];

export function activeFilterCount(filters: TicketFilters): number {
  return FILTER_KEYS.filter((key) => filters[key] !== '').length + (filters.sort !== DEFAULT_SORT ? 1 : 0);
}

export function hasFiltersOrSearch(filters: TicketFilters): boolean {
  return filters.search.trim() !== '' || activeFilterCount(filters) > 0;
}

export interface FilterChip {
  key: FilterKey | 'search' | 'sort';
  label: string;
}

/** The active filter chips; `categoryName` turns a category id into its name. */
export function filterChips(
  filters: TicketFilters,
  categoryName: (id: string) => string | undefined,
): FilterChip[] {
  const chips: FilterChip[] = [];
  const search = filters.search.trim();
  if (search) chips.push({ key: 'search', label: `Search: ${truncateChip(search)}` });
  if (filters.status) chips.push({ key: 'status', label: `Status: ${filters.status}` });
  if (filters.category_id) {
    chips.push({ key: 'category_id', label: `Category: ${categoryName(filters.category_id) ?? 'Unknown'}` });
  }
  if (filters.priority) chips.push({ key: 'priority', label: `Priority: ${filters.priority}` });
  if (filters.assigned) {
    const option = ASSIGNMENT_OPTIONS.find((o) => o.value === filters.assigned);
    chips.push({ key: 'assigned', label: `Assignment: ${option?.label ?? filters.assigned}` });
  }
  if (filters.crisis_flag) {
    chips.push({ key: 'crisis_flag', label: filters.crisis_flag === 'true' ? 'Crisis only' : 'Non-crisis' });
  }
  if (filters.auto_assigned)
    chips.push({ key: 'auto_assigned', label: AUTO_ASSIGNED_LABELS[filters.auto_assigned] });
  if (filters.overdue)
    chips.push({ key: 'overdue', label: filters.overdue === 'true' ? 'Overdue' : 'Within SLA' });
  if (filters.sort !== DEFAULT_SORT) {
    const option = SORT_OPTIONS.find((o) => o.value === filters.sort);
    chips.push({ key: 'sort', label: `Sort: ${option?.label ?? filters.sort}` });
  }
  return chips;
}

/** A changed filter, search or view starts again at page 1 (product §1.2.7). */
export function withChange(filters: TicketFilters, change: Partial<TicketFilters>): TicketFilters {
  const resetsPage = Object.keys(change).some((key) => key !== 'page');
  return { ...filters, ...change, page: resetsPage ? 1 : (change.page ?? filters.page) };
}
