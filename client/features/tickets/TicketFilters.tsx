import { ShieldAlert, SlidersHorizontal, X } from 'lucide-react';
import { useId, useState } from 'react';
import { AUTO_ASSIGNED, TICKET_PRIORITIES, TICKET_STATUSES } from '../../../common/schemas/tickets';
import { FilterSelect } from '../../components/filter-select';
import { SearchField } from '../../components/search-field';
import { Button } from '../../components/ui/button';
import { useSearchTerm } from '../../lib/useSearchTerm';
import type { OptionCategory } from './api';
import {
  ASSIGNMENT_OPTIONS,
  AUTO_ASSIGNED_LABELS,
  activeFilterCount,
  CRISIS_OPTIONS,
  DEFAULT_SORT,
  type FilterChip,
  type TicketFilters as Filters,
  filterChips,
  SLA_OPTIONS,
  SORT_OPTIONS,
} from './filters';

const SEARCH_DELAY_MS = 350;

interface TicketFiltersProps {
  filters: Filters;
  categories: readonly OptionCategory[];
  /** Non-students also filter by assignment. */
  staffView: boolean;
  onChange: (change: Partial<Filters>) => void;
  onSearch: (search: string) => void;
  onClearAll: () => void;
}

/** Search (debounced, sent to the server), the filter dropdowns, advanced filters and active chips. */
export function TicketFilters({
  filters,
  categories,
  staffView,
  onChange,
  onSearch,
  onClearAll,
}: TicketFiltersProps) {
  const { term, setTerm, commit, reset, pending } = useSearchTerm(filters.search, SEARCH_DELAY_MS, onSearch);
  const [advancedOpen, setAdvancedOpen] = useState(
    () =>
      filters.crisis_flag !== '' ||
      filters.auto_assigned !== '' ||
      filters.overdue !== '' ||
      filters.sort !== DEFAULT_SORT,
  );
  const advancedId = useId();
  const count = activeFilterCount(filters);

  const categoryName = (id: string) => categories.find((category) => String(category.id) === id)?.name;
  const chips = filterChips(filters, categoryName);

  const removeChip = (chip: FilterChip) => {
    if (chip.key === 'search') {
      setTerm('');
      commit('');
    } else if (chip.key === 'sort') onChange({ sort: DEFAULT_SORT });
    else onChange({ [chip.key]: '' });
  };

  return (
    <div className="space-y-4">
      <div className="flex gap-2">
        <SearchField
          className="flex-1"
          label="Search tickets"
          labelHidden
          placeholder="Search tickets..."
          maxLength={200}
          term={term}
          onTermChange={setTerm}
          onCommit={commit}
          pending={pending}
        />
        <Button
          variant="outline"
          aria-expanded={advancedOpen}
          aria-controls={advancedId}
          onClick={() => setAdvancedOpen((open) => !open)}
        >
          <SlidersHorizontal aria-hidden="true" />
          <span className="hidden sm:inline">Filters</span>
          <span className="sr-only sm:hidden">Filters</span>
          {count > 0 && (
            <span className="rounded-full bg-indigo-600 px-1.5 py-0.5 text-[10px] font-semibold leading-none text-white">
              {count}
              <span className="sr-only"> active</span>
            </span>
          )}
        </Button>
      </div>

      <div
        className={
          staffView ? 'grid grid-cols-2 gap-3 lg:grid-cols-4' : 'grid grid-cols-2 gap-3 lg:grid-cols-3'
        }
      >
        <FilterSelect
          label="Status"
          value={filters.status}
          anyOption={{ value: '', label: 'All statuses' }}
          options={TICKET_STATUSES}
          onValueChange={(status) => onChange({ status })}
        />
        <FilterSelect
          label="Category"
          value={filters.category_id}
          anyOption={{ value: '', label: 'All categories' }}
          options={categories.map((category) => ({
            value: String(category.id),
            label: category.crisis_detection_enabled ? `⚠ ${category.name}` : category.name,
          }))}
          onValueChange={(category_id) => onChange({ category_id })}
        />
        <FilterSelect
          label="Priority"
          value={filters.priority}
          anyOption={{ value: '', label: 'All priorities' }}
          options={TICKET_PRIORITIES}
          onValueChange={(priority) => onChange({ priority })}
        />
        {staffView && (
          <FilterSelect
            label="Assignment"
            value={filters.assigned}
            anyOption={{ value: '', label: 'All assignments' }}
            options={ASSIGNMENT_OPTIONS}
            onValueChange={(assigned) => onChange({ assigned })}
          />
        )}
      </div>

      {advancedOpen && (
        <fieldset id={advancedId} className="rounded-xl border border-slate-200 bg-slate-50/70 p-4">
          <legend className="px-1 text-sm font-semibold text-slate-700">Advanced Filters</legend>
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <FilterSelect
              label="Crisis Status"
              value={filters.crisis_flag}
              anyOption={{ value: '', label: 'All tickets' }}
              options={CRISIS_OPTIONS}
              onValueChange={(crisis_flag) => onChange({ crisis_flag })}
            />
            <FilterSelect
              label="Assignment Type"
              value={filters.auto_assigned}
              anyOption={{ value: '', label: 'All types' }}
              options={AUTO_ASSIGNED.map((value) => ({ value, label: AUTO_ASSIGNED_LABELS[value] }))}
              onValueChange={(auto_assigned) => onChange({ auto_assigned })}
            />
            <FilterSelect
              label="SLA Status"
              value={filters.overdue}
              anyOption={{ value: '', label: 'Any SLA status' }}
              options={SLA_OPTIONS}
              onValueChange={(overdue) => onChange({ overdue })}
            />
            <FilterSelect
              label="Sort By"
              value={filters.sort}
              options={SORT_OPTIONS}
              onValueChange={(sort) => onChange({ sort })}
            />
          </div>
        </fieldset>
      )}

      {chips.length > 0 && (
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-xs font-medium text-slate-500">Active filters:</span>
          <ul className="contents">
            {chips.map((chip) => (
              <li key={chip.key}>
                <span className="inline-flex items-center gap-1 rounded-full border border-indigo-200 bg-indigo-50 py-0.5 pl-2.5 pr-1 text-xs font-medium text-indigo-700">
                  {chip.key === 'crisis_flag' && <ShieldAlert className="size-3" aria-hidden="true" />}
                  {chip.label}
                  <button
                    type="button"
                    onClick={() => removeChip(chip)}
                    aria-label={`Remove ${chip.label}`}
                    className="flex size-4 cursor-pointer items-center justify-center rounded-full hover:bg-indigo-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
                  >
                    <X className="size-3" aria-hidden="true" />
                  </button>
                </span>
              </li>
            ))}
          </ul>
          <Button
            variant="link"
            size="sm"
            className="h-auto px-1"
            onClick={() => {
              reset();
              onClearAll();
            }}
          >
            Clear All
          </Button>
        </div>
      )}
    </div>
  );
}
