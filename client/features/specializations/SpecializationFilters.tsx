import { X } from 'lucide-react';
import { FilterSelect } from '../../components/filter-select';
import { Button } from '../../components/ui/button';
import { type AvailabilityFilter, hasFilters, NO_FILTERS, type SpecializationFilters } from './format';

interface Option {
  id: number;
  name: string;
}

/** Category, counselor and availability; the choices are those present in the list. */
export function SpecializationFilterBar({
  filters,
  onChange,
  categories,
  counselors,
}: {
  filters: SpecializationFilters;
  onChange: (filters: SpecializationFilters) => void;
  categories: readonly Option[];
  counselors: readonly Option[];
}) {
  const idOf = (value: string) => (value === '' ? null : Number(value));
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="w-full sm:w-52">
        <FilterSelect
          label="Category"
          value={filters.categoryId ?? ''}
          onChange={(event) => onChange({ ...filters, categoryId: idOf(event.target.value) })}
        >
          <option value="">All categories</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </FilterSelect>
      </div>
      <div className="w-full sm:w-52">
        <FilterSelect
          label="Counselor"
          value={filters.userId ?? ''}
          onChange={(event) => onChange({ ...filters, userId: idOf(event.target.value) })}
        >
          <option value="">All counselors</option>
          {counselors.map((counselor) => (
            <option key={counselor.id} value={counselor.id}>
              {counselor.name}
            </option>
          ))}
        </FilterSelect>
      </div>
      <div className="w-full sm:w-44">
        <FilterSelect
          label="Availability"
          value={filters.availability}
          onChange={(event) =>
            onChange({ ...filters, availability: event.target.value as AvailabilityFilter })
          }
        >
          <option value="all">All</option>
          <option value="available">Available</option>
          <option value="unavailable">Unavailable</option>
        </FilterSelect>
      </div>
      {hasFilters(filters) && (
        <Button variant="ghost" onClick={() => onChange(NO_FILTERS)}>
          <X aria-hidden="true" />
          Clear
        </Button>
      )}
    </div>
  );
}
