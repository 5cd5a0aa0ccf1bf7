import { Download, FileJson, FileSpreadsheet, Plus, RefreshCw, UsersRound } from 'lucide-react';
import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { isApiError } from '../../api/client';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { Skeleton } from '../../components/ui/skeleton';
import { saveBlob } from '../../lib/download';
import { useCategoryOptions, useSpecializations, useStaff, useWorkloadStats } from './api';
import { BulkAssignDialog } from './BulkAssignDialog';
import { type ExportFormat, exportBlob, exportFileName } from './export';
import type { SpecializationView } from './format';
import { applyFilters, hasFilters, NO_FILTERS, type SpecializationFilters, sortRows, viewOf } from './format';
import { RemoveSpecializationDialog } from './RemoveSpecializationDialog';
import { type DialogTarget, SpecializationDialog } from './SpecializationDialog';
import { SpecializationFilterBar } from './SpecializationFilters';
import { SpecializationList } from './SpecializationTable';
import { useAvailabilityToggle } from './useAvailabilityToggle';
import { WorkloadOverview } from './WorkloadOverview';

/** The server's words when it gave any, otherwise the spec's fallback. */
function loadMessage(error: unknown, fallback: string): string {
  return isApiError(error) && error.fromServer ? error.message : fallback;
}

/** The Counselors tab of the admin ticket page: counselor-to-category specializations and their workload. */
export function CounselorsTab() {
  const list = useSpecializations();
  const staff = useStaff();
  const stats = useWorkloadStats();
  const categories = useCategoryOptions();
  const availability = useAvailabilityToggle();
  const [filters, setFilters] = useState<SpecializationFilters>(NO_FILTERS);
  const [dialog, setDialog] = useState<DialogTarget | null>(null);
  const [removing, setRemoving] = useState<SpecializationView | null>(null);
  const [bulkOpen, setBulkOpen] = useState(false);

  const all = list.data ?? [];
  const rows = useMemo(
    () => sortRows(applyFilters(list.data ?? [], filters)).map(viewOf),
    [list.data, filters],
  );
  const filterOptions = useMemo(() => {
    const byId = <T extends { id: number; name: string }>(items: T[]) =>
      [...new Map(items.map((item) => [item.id, { id: item.id, name: item.name }])).values()].sort((a, b) =>
        a.name.localeCompare(b.name),
      );
    const data = list.data ?? [];
    return {
      categories: byId([
        ...(categories.data ?? []).filter((c) => c.is_active),
        ...data.map((row) => row.category),
      ]),
      counselors: byId([...(staff.data ?? []), ...data.map((row) => row.user)]),
    };
  }, [list.data, categories.data, staff.data]);

  const loadErrors = [
    list.error && loadMessage(list.error, 'Failed to fetch counselor specializations. Please try again.'),
    staff.error && loadMessage(staff.error, 'Failed to fetch available staff.'),
    stats.error && loadMessage(stats.error, 'Failed to fetch workload statistics.'),
  ].filter((message): message is string => Boolean(message));

  const refresh = async () => {
    const results = await Promise.all([
      list.refetch(),
      staff.refetch(),
      stats.refetch(),
      categories.refetch(),
    ]);
    if (results.some((result) => result.isError)) toast.error('Failed to refresh data');
    else toast.success('Data refreshed successfully');
  };

  const exportAs = (format: ExportFormat) => {
    try {
      saveBlob(exportBlob(rows, format), exportFileName(format));
    } catch (error) {
      console.error('Failed to export specializations', error);
      toast.error('Failed to export specializations.');
    }
  };

  // With a counselor or category filter set, Add starts with that choice.
  const openCreate = () =>
    setDialog({
      mode: 'create',
      prefill: { user_id: filters.userId ?? undefined, category_id: filters.categoryId ?? undefined },
    });

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">Counselor Specializations</h2>
          <p className="text-sm text-slate-500">
            Which counselors and advisors take the tickets of each category.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => void refresh()} disabled={list.isFetching}>
            <RefreshCw className={list.isFetching ? 'animate-spin' : undefined} aria-hidden="true" />
            Refresh
          </Button>
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button variant="outline" disabled={rows.length === 0}>
                <Download aria-hidden="true" />
                Export
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent>
              <DropdownMenuItem onSelect={() => exportAs('csv')}>
                <FileSpreadsheet aria-hidden="true" />
                Export as CSV
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={() => exportAs('json')}>
                <FileJson aria-hidden="true" />
                Export as JSON
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
          <Button variant="outline" onClick={() => setBulkOpen(true)}>
            <UsersRound aria-hidden="true" />
            Bulk Assign
          </Button>
          <Button onClick={openCreate}>
            <Plus aria-hidden="true" />
            Add Specialization
          </Button>
        </div>
      </div>

      {loadErrors.length > 0 && (
        <Alert variant="destructive" role="alert">
          <div>
            <AlertTitle>Could not load everything</AlertTitle>
            <AlertDescription>
              {loadErrors.map((message) => (
                <p key={message}>{message}</p>
              ))}
            </AlertDescription>
          </div>
        </Alert>
      )}

      <WorkloadOverview stats={stats.data} loading={stats.isLoading} />

      <section aria-labelledby="specialization-list" className="space-y-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <SpecializationFilterBar
            filters={filters}
            onChange={setFilters}
            categories={filterOptions.categories}
            counselors={filterOptions.counselors}
          />
          <p id="specialization-list" className="text-sm text-slate-500">
            {rows.length} of {all.length} {all.length === 1 ? 'specialization' : 'specializations'}
          </p>
        </div>
        {list.isLoading ? (
          <div className="space-y-2">
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} className="h-20 rounded-xl" />
            ))}
          </div>
        ) : rows.length === 0 ? (
          <Card className="p-10 text-center">
            <p className="font-medium text-slate-900">No specializations found</p>
            <p className="mt-1 text-sm text-slate-500">
              {hasFilters(filters)
                ? 'Try adjusting your filters'
                : 'Add a specialization to route tickets to the right counselors'}
            </p>
          </Card>
        ) : (
          <SpecializationList
            rows={rows}
            onEdit={(row) => setDialog({ mode: 'edit', row })}
            onRemove={setRemoving}
            onToggleAvailability={availability.toggle}
            savingIds={availability.savingIds}
          />
        )}
      </section>

      <SpecializationDialog
        target={dialog}
        onClose={() => setDialog(null)}
        rows={all}
        staff={staff.data ?? []}
        categories={categories.data ?? []}
      />
      <RemoveSpecializationDialog row={removing} onClose={() => setRemoving(null)} />
      <BulkAssignDialog
        open={bulkOpen}
        onClose={() => setBulkOpen(false)}
        staff={staff.data ?? []}
        categories={categories.data ?? []}
      />
    </div>
  );
}
