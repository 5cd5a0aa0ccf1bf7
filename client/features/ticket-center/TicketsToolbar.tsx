import { Plus, Search, X } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { PAGE_PATHS } from '../../app/paths';
import { FilterSelect } from '../../components/filter-select';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { useSearchTerm } from '../../lib/useSearchTerm';
import type { CenterCategory } from '../categories/api';
import {
  CENTER_PRIORITIES,
  CENTER_STATUSES,
  type CenterFilters,
  hasActiveFilters,
  STATUS_LABELS,
} from './filters';

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
  const searchId = useId();
  const search = useSearchTerm(filters.search, 300, (value) => onChange({ search: value }));

  return (
    <div className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <label htmlFor={searchId} className="text-xs font-medium text-slate-500">
            Search
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
              placeholder="Ticket number, subject, description or requester"
              value={search.term}
              maxLength={200}
              onChange={(event) => search.setTerm(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') search.commit(search.term);
              }}
            />
          </div>
        </div>
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
          onChange={(event) => onChange({ status: event.target.value as CenterFilters['status'] })}
        >
          <option value="all">All statuses</option>
          {CENTER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_LABELS[status]}
            </option>
          ))}
        </FilterSelect>
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
          onChange={(event) => onChange({ priority: event.target.value as CenterFilters['priority'] })}
        >
          <option value="all">All priorities</option>
          {CENTER_PRIORITIES.map((priority) => (
            <option key={priority} value={priority}>
              {priority}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          label="Assignment"
          value={filters.assigned}
          onChange={(event) => onChange({ assigned: event.target.value as CenterFilters['assigned'] })}
        >
          <option value="all">All</option>
          <option value="assigned">Assigned</option>
          <option value="unassigned">Unassigned</option>
        </FilterSelect>
        <FilterSelect
          label="Crisis"
          value={filters.crisis}
          onChange={(event) => onChange({ crisis: event.target.value as CenterFilters['crisis'] })}
        >
          <option value="all">All</option>
          <option value="true">Crisis only</option>
          <option value="false">Non-crisis</option>
        </FilterSelect>
      </div>
    </div>
  );
}
