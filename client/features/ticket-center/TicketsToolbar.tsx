import { Plus, X } from 'lucide-react';
import { Link } from 'react-router';
import { PAGE_PATHS } from '../../app/paths';
import { type FilterOption, FilterSelect } from '../../components/filter-select';
import { SearchField } from '../../components/search-field';
import { Button } from '../../components/ui/button';
import { useSearchTerm } from '../../lib/useSearchTerm';
import type { CenterCategory } from '../categories/api';
import {
  CENTER_PRIORITIES,
  CENTER_STATUSES,
  type CenterFilters,
  hasActiveFilters,
  STATUS_LABELS,
} from './filters';

const ASSIGNMENT_CHOICES: readonly FilterOption<CenterFilters['assigned']>[] = [
  { value: 'all', label: 'All' },
  { value: 'assigned', label: 'Assigned' },
  { value: 'unassigned', label: 'Unassigned' },
];
const CRISIS_CHOICES: readonly FilterOption<CenterFilters['crisis']>[] = [
  { value: 'all', label: 'All' },
  { value: 'true', label: 'Crisis only' },
  { value: 'false', label: 'Non-crisis' },
];

/** Search (debounced) and the five filters of the Tickets tab; every change goes to the server. */
export function TicketsToolbar({
  filters,
  categories,
  onChange,
  onClear,
}: {
  filters: CenterFilters;
  categories: CenterCategory[];
  onChange: (change: Partial<CenterFilters>) => void;
  onClear: () => void;
}) {
  const search = useSearchTerm(filters.search, 300, (value) => onChange({ search: value }));

  return (
    <div className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchField
          className="flex-1"
          label="Search"
          placeholder="Ticket number, subject, description or requester"
          maxLength={200}
          term={search.term}
          onTermChange={search.setTerm}
          onCommit={search.commit}
          pending={search.pending}
        />
        <div className="flex gap-2">
          {hasActiveFilters(filters) && (
            <Button
              variant="outline"
              onClick={() => {
                search.reset();
                onClear();
              }}
            >
              <X aria-hidden="true" />
              Clear Filters
            </Button>
          )}
          <Button asChild>
            <Link to={PAGE_PATHS['submit-ticket']}>
              <Plus aria-hidden="true" />
              Create Ticket
            </Link>
          </Button>
        </div>
      </div>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-5">
        <FilterSelect
          label="Status"
          value={filters.status}
          anyOption={{ value: 'all', label: 'All statuses' }}
          options={CENTER_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }))}
          onValueChange={(status) => onChange({ status })}
        />
        <FilterSelect
          label="Category"
          value={filters.category}
          onChange={(event) => onChange({ category: event.target.value })}
        >
          <option value="all">All categories</option>
          {categories.map((category) => (
            <option key={category.id} value={category.slug}>
              {category.name}
              {category.is_active ? '' : ' (inactive)'}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          label="Priority"
          value={filters.priority}
          anyOption={{ value: 'all', label: 'All priorities' }}
          options={CENTER_PRIORITIES}
          onValueChange={(priority) => onChange({ priority })}
        />
        <FilterSelect
          label="Assignment"
          value={filters.assigned}
          options={ASSIGNMENT_CHOICES}
          onValueChange={(assigned) => onChange({ assigned })}
        />
        <FilterSelect
          label="Crisis"
          value={filters.crisis}
          options={CRISIS_CHOICES}
          onValueChange={(crisis) => onChange({ crisis })}
        />
      </div>
    </div>
  );
}
