import { Search, X } from 'lucide-react';
import { useId } from 'react';
import { ROLES } from '../../../common/permissions';
import { USER_ROLE_LABELS, USER_STATUS_LABELS, USER_STATUSES } from '../../../common/schemas/users';
import { FilterSelect } from '../../components/filter-select';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { useSearchTerm } from '../../lib/useSearchTerm';
import { type UserFilters as Filters, hasActiveFilters, SEARCH_DELAY_MS, SORT_OPTIONS } from './filters';

interface UserFiltersProps {
  filters: Filters;
  onChange: (change: Partial<Filters>) => void;
  onSearch: (search: string) => void;
  onClear: () => void;
}

/** Search (debounced 300 ms, sent to the server), role, status and sort, and Clear when any is set. */
export function UserFilters({ filters, onChange, onSearch, onClear }: UserFiltersProps) {
  const { term, setTerm, commit, reset } = useSearchTerm(filters.search, SEARCH_DELAY_MS, onSearch);
  const searchId = useId();

  const active = hasActiveFilters(filters) || term.trim() !== '';

  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))_auto] lg:items-end">
      <div className="flex min-w-0 flex-col gap-1.5 sm:col-span-2 lg:col-span-1">
        <label htmlFor={searchId} className="text-xs font-medium text-slate-500">
          Search users
        </label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400"
            aria-hidden="true"
          />
          <Input
            id={searchId}
            type="search"
            className="pl-9"
            placeholder="Search by name, email or ID"
            value={term}
            maxLength={255}
            onChange={(event) => setTerm(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') commit(term);
            }}
          />
        </div>
      </div>
      <FilterSelect
        label="Role"
        value={filters.role}
        onChange={(event) => onChange({ role: event.target.value as Filters['role'] })}
      >
        <option value="">All roles</option>
        {ROLES.map((role) => (
          <option key={role} value={role}>
            {USER_ROLE_LABELS[role]}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        label="Status"
        value={filters.status}
        onChange={(event) => onChange({ status: event.target.value as Filters['status'] })}
      >
        <option value="">All statuses</option>
        {USER_STATUSES.map((status) => (
          <option key={status} value={status}>
            {USER_STATUS_LABELS[status]}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        label="Sort by"
        value={filters.sort}
        onChange={(event) => onChange({ sort: event.target.value as Filters['sort'] })}
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </FilterSelect>
      {active ? (
        <Button
          variant="ghost"
          onClick={() => {
            reset();
            onClear();
          }}
        >
          <X aria-hidden="true" />
          Clear
        </Button>
      ) : (
        <span className="hidden lg:block lg:w-[5.5rem]" aria-hidden="true" />
      )}
    </div>
  );
}
