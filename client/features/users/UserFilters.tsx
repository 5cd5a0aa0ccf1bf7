import { X } from 'lucide-react';
import { ROLES } from '../../../common/permissions';
import { USER_ROLE_LABELS, USER_STATUS_LABELS, USER_STATUSES } from '../../../common/schemas/users';
import { FilterSelect } from '../../components/filter-select';
import { SearchField } from '../../components/search-field';
import { Button } from '../../components/ui/button';
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
  const { term, setTerm, commit, reset, pending } = useSearchTerm(filters.search, SEARCH_DELAY_MS, onSearch);

  const active = hasActiveFilters(filters) || term.trim() !== '';

  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))_auto] lg:items-end">
      <SearchField
        className="sm:col-span-2 lg:col-span-1"
        label="Search users"
        placeholder="Search by name, email or ID"
        maxLength={255}
        term={term}
        onTermChange={setTerm}
        onCommit={commit}
        pending={pending}
      />
      <FilterSelect
        label="Role"
        value={filters.role}
        anyOption={{ value: '', label: 'All roles' }}
        options={ROLES.map((role) => ({ value: role, label: USER_ROLE_LABELS[role] }))}
        onValueChange={(role) => onChange({ role })}
      />
      <FilterSelect
        label="Status"
        value={filters.status}
        anyOption={{ value: '', label: 'All statuses' }}
        options={USER_STATUSES.map((status) => ({ value: status, label: USER_STATUS_LABELS[status] }))}
        onValueChange={(status) => onChange({ status })}
      />
      <FilterSelect
        label="Sort by"
        value={filters.sort}
        options={SORT_OPTIONS}
        onValueChange={(sort) => onChange({ sort })}
      />
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
