import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { CRISIS_CATEGORIES, CRISIS_CATEGORY_IDS } from '../../../common/crisis/types';
import { type CrisisKeyword, SEVERITY_LEVELS } from '../../../common/schemas/crisis';
import { type FilterOption, FilterSelect } from '../../components/filter-select';
import { Pagination } from '../../components/pagination';
import { ErrorState, LoadingState } from '../../components/query-state';
import { SearchField } from '../../components/search-field';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useSearchTerm } from '../../lib/useSearchTerm';
import type { CenterCategory } from '../categories/api';
import { CrisisContactsAdmin, CrisisSettingsCard } from '../crisis-support/CrisisContactsAdmin';
import { type KeywordFilters, useCrisisKeywords, useSaveKeyword } from './api';
import { CrisisKeywordDialog, DeleteKeywordDialog, type KeywordDialogTarget } from './CrisisKeywordDialog';
import { CrisisKeywordTable } from './CrisisKeywordTable';
import { CrisisTestPanel } from './CrisisTestPanel';
import { pageOf } from './crisis-form';

const PAGE_SIZE = 50;
const DEFAULT_FILTERS: KeywordFilters = {
  search: '',
  severity_level: 'all',
  category: 'all',
  is_active: 'all',
};

const STATE_CHOICES: readonly FilterOption<KeywordFilters['is_active']>[] = [
  { value: 'all', label: 'Active and disabled' },
  { value: 'true', label: 'Active' },
  { value: 'false', label: 'Disabled' },
];

/** Crisis keyword management on the crisis-keyword API, and the "test a sentence" panel. */
export function CrisisTab({ categories }: { categories: CenterCategory[] }) {
  const sectionId = useId();
  const [filters, setFilters] = useState<KeywordFilters>(DEFAULT_FILTERS);
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<KeywordDialogTarget | null>(null);
  const [deleting, setDeleting] = useState<CrisisKeyword | null>(null);
  const keywords = useCrisisKeywords(filters);
  const toggle = useSaveKeyword();
  const update = (change: Partial<KeywordFilters>) => {
    setFilters((current) => ({ ...current, ...change }));
    setPage(1);
  };
  const search = useSearchTerm(filters.search, 300, (value) => update({ search: value }));
  const shown = pageOf(keywords.data ?? [], page, PAGE_SIZE);

  const toggleActive = (keyword: CrisisKeyword) =>
    toggle.mutate(
      { id: keyword.id, body: { is_active: !keyword.is_active } },
      {
        onSuccess: () => toast.success('Crisis keyword saved successfully'),
        onError: (error) => toast.error('Failed to save crisis keyword', { description: error.message }),
      },
    );

  const body = () => {
    if (keywords.isPending) {
      return <LoadingState label="Loading crisis keywords" rows={1} rowClass="h-64 rounded-xl" />;
    }
    if (keywords.isError && !keywords.data) {
      return <ErrorState message={keywords.error.message} onRetry={keywords.refetch} retryLabel="Retry" />;
    }
    if (shown.total === 0) {
      return (
        <Card className="px-6 py-10 text-center text-sm text-slate-500">
          No crisis keywords match these filters.
        </Card>
      );
    }
    return (
      <CrisisKeywordTable
        keywords={shown.rows}
        categories={categories}
        busyId={toggle.isPending ? (toggle.variables?.id ?? null) : null}
        onEdit={(keyword) => setDialog({ mode: 'edit', keyword })}
        onToggle={toggleActive}
        onDelete={setDeleting}
      />
    );
  };

  return (
    <div className="space-y-6">
      <CrisisSettingsCard />
      <CrisisContactsAdmin />
      <CrisisTestPanel categories={categories} />

      <section className="space-y-4" aria-labelledby={`${sectionId}-title`}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <h2 id={`${sectionId}-title`} className="text-lg font-semibold text-slate-900">
              Crisis Keywords
            </h2>
            <p className="text-sm text-slate-500">
              {keywords.data ? `${shown.total} keywords` : 'The phrases every ticket is screened for'}
            </p>
          </div>
          <Button onClick={() => setDialog({ mode: 'create' })}>
            <Plus aria-hidden="true" />
            Add Crisis Keyword
          </Button>
        </div>

        <div className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-4">
          <SearchField
            label="Search keywords"
            maxLength={100}
            term={search.term}
            onTermChange={search.setTerm}
            onCommit={search.commit}
            pending={search.pending}
          />
          <FilterSelect
            label="Severity"
            value={filters.severity_level}
            anyOption={{ value: 'all', label: 'All severities' }}
            options={SEVERITY_LEVELS.map((level) => ({
              value: level,
              label: level.charAt(0).toUpperCase() + level.slice(1),
            }))}
            onValueChange={(severity_level) => update({ severity_level })}
          />
          <FilterSelect
            label="Crisis category"
            value={filters.category}
            anyOption={{ value: 'all', label: 'All crisis categories' }}
            options={CRISIS_CATEGORY_IDS.map((id) => ({ value: id, label: CRISIS_CATEGORIES[id] }))}
            onValueChange={(category) => update({ category })}
          />
          <FilterSelect
            label="State"
            value={filters.is_active}
            options={STATE_CHOICES}
            onValueChange={(is_active) => update({ is_active })}
          />
        </div>

        {body()}
        {shown.total > PAGE_SIZE && (
          <Pagination
            page={shown.page}
            lastPage={shown.lastPage}
            total={shown.total}
            from={shown.from}
            to={shown.to}
            perPage={PAGE_SIZE}
            onPageChange={setPage}
          />
        )}
      </section>

      <CrisisKeywordDialog target={dialog} categories={categories} onClose={() => setDialog(null)} />
      <DeleteKeywordDialog keyword={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
