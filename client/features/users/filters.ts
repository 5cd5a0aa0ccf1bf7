import { ROLES, type Role } from '../../../common/permissions';
import { USER_LIMITS, USER_STATUSES } from '../../../common/schemas/users';

type UserStatus = (typeof USER_STATUSES)[number];

/**
 * The users list's filters as they live in the URL query string, so back, forward and reload keep them.
 * Values are kept as the select boxes hold them ('' = all); `toApiQuery` turns them into the API's query.
 */
export interface UserFilters {
  search: string;
  role: Role | '';
  status: UserStatus | '';
  sort: UserSort;
  page: number;
  per_page: number;
}

export const SORT_OPTIONS = [
  { value: 'created_at:desc', label: 'Newest first' },
  { value: 'created_at:asc', label: 'Oldest first' },
  { value: 'name:asc', label: 'Name (A-Z)' },
  { value: 'name:desc', label: 'Name (Z-A)' },
  { value: 'email:asc', label: 'Email (A-Z)' },
  { value: 'email:desc', label: 'Email (Z-A)' },
  { value: 'last_login_at:desc', label: 'Last login (most recent)' },
  { value: 'last_login_at:asc', label: 'Last login (least recent)' },
] as const;
export type UserSort = (typeof SORT_OPTIONS)[number]['value'];
export const DEFAULT_SORT: UserSort = 'created_at:desc';

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = USER_LIMITS.perPageDefault;

/** Typing in the search box is sent once it has settled this long. */
export const SEARCH_DELAY_MS = 300;

export const DEFAULT_FILTERS: UserFilters = {
  search: '',
  role: '',
  status: '',
  sort: DEFAULT_SORT,
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
export function parseFilters(params: URLSearchParams): UserFilters {
  return {
    search: (params.get('search') ?? '').slice(0, 255),
    role: oneOf(['', ...ROLES], params.get('role'), ''),
    status: oneOf(['', ...USER_STATUSES], params.get('status'), ''),
    sort: oneOf(
      SORT_OPTIONS.map((option) => option.value),
      params.get('sort'),
      DEFAULT_SORT,
    ),
    page: positiveInt(params.get('page'), 1),
    per_page: Number(oneOf(PAGE_SIZES.map(String), params.get('per_page'), String(DEFAULT_PAGE_SIZE))),
  };
}

/** The URL query of the filters, leaving out every default so a plain /admin-users stays plain. */
export function filtersToParams(filters: UserFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(DEFAULT_FILTERS) as (keyof UserFilters)[]) {
    const value = String(filters[key]);
    if (value !== String(DEFAULT_FILTERS[key]) && value !== '') params.set(key, value);
  }
  return params;
}

/** The filter part of the API query (search, role, status, sort), shared by the list and the export. */
export function toFilterQuery(filters: UserFilters): URLSearchParams {
  const params = new URLSearchParams();
  const search = filters.search.trim();
  if (search) params.set('search', search);
  if (filters.role) params.set('role', filters.role);
  if (filters.status) params.set('status', filters.status);
  const [sortBy = 'created_at', direction = 'desc'] = filters.sort.split(':');
  params.set('sort_by', sortBy);
  params.set('sort_direction', direction);
  return params;
}

/** The GET /api/admin/users query. */
export function toApiQuery(filters: UserFilters): string {
  const params = toFilterQuery(filters);
  params.set('page', String(filters.page));
  params.set('per_page', String(filters.per_page));
  return params.toString();
}

/** Search, role, status or a sort other than the default: what Clear resets. */
export function hasActiveFilters(filters: UserFilters): boolean {
  return (
    filters.search.trim() !== '' ||
    filters.role !== '' ||
    filters.status !== '' ||
    filters.sort !== DEFAULT_SORT
  );
}

/** A changed filter, search or page size starts again at page 1. */
export function withChange(filters: UserFilters, change: Partial<UserFilters>): UserFilters {
  const resetsPage = Object.keys(change).some((key) => key !== 'page');
  return { ...filters, ...change, page: resetsPage ? 1 : (change.page ?? filters.page) };
}

/** The sort as the table's headers show it: column id = the API's sort field. */
export function tableSortOf(sort: UserSort): { id: string; desc: boolean } {
  const [id = 'created_at', direction = 'desc'] = sort.split(':');
  return { id, desc: direction === 'desc' };
}

/** A header click as one of the sort options; null when the column cannot sort that way. */
export function userSortOf(sort: { id: string; desc: boolean }): UserSort | null {
  const value = `${sort.id}:${sort.desc ? 'desc' : 'asc'}`;
  return SORT_OPTIONS.find((option) => option.value === value)?.value ?? null;
}
