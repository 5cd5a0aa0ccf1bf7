import { Eye, EyeOff, FileSearch, Pencil, Plus, Star, StarOff, Trash2, X } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import {
  type BulkResourceAction,
  RESOURCE_DIFFICULTIES,
  RESOURCE_TYPES,
} from '../../../../common/schemas/resources';
import type { AdminResource, ResourceCategory } from '../../../../common/schemas/resources-shapes';
import { isApiError } from '../../../api/client';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { FilterSelect } from '../../../components/filter-select';
import { Pagination, pageProps } from '../../../components/pagination';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { SearchField } from '../../../components/search-field';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useSearchTerm } from '../../../lib/useSearchTerm';
import { DIFFICULTY_LABELS, TYPE_LABELS } from '../format';
import { AdminResourceCard } from './AdminResourceCard';
import {
  ADMIN_DEFAULT_QUERY,
  ADMIN_PAGE_SIZES,
  type AdminResourceQuery,
  type StatusFilter,
  useAdminResources,
  useBulkResourceAction,
  useDeleteResource,
  usePatchResource,
} from './api';
import { BULK } from './bulk-words';
import { ResourceFormDialog } from './ResourceFormDialog';

/** The Resources tab (spec 3 §2.6): filters, counts, selection and bulk actions, cards and their actions. */
export function ResourcesTab({ categories }: { categories: ResourceCategory[] }) {
  const [query, setQuery] = useState<AdminResourceQuery>(ADMIN_DEFAULT_QUERY);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [editing, setEditing] = useState<AdminResource | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminResource | null>(null);
  const [bulk, setBulk] = useState<BulkResourceAction | null>(null);
  const list = useAdminResources(query);
  const patch = usePatchResource();
  const remove = useDeleteResource();
  const bulkCall = useBulkResourceAction();
  const change = (next: Partial<AdminResourceQuery>) =>
    setQuery((current) => ({ ...current, ...next, page: next.page ?? 1 }));
  const search = useSearchTerm(query.search, 300, (value) => change({ search: value.trim() }));
  const data = list.data;
  const filtered = Boolean(query.search || query.status || query.category || query.type || query.difficulty);

  const toggle = (resource: AdminResource, field: 'is_published' | 'is_featured') => {
    const next = !resource[field];
    patch.mutate(
      { id: resource.id, patch: { [field]: next } },
      {
        onSuccess: () =>
          toast.success(
            field === 'is_published'
              ? `Resource ${next ? 'published' : 'unpublished'} successfully!`
              : `Resource ${next ? 'featured' : 'unfeatured'} successfully!`,
          ),
        onError: (error) =>
          toast.error(isApiError(error) && error.fromServer ? error.message : 'Failed to update resource'),
      },
    );
  };

  const runBulk = () => {
    if (!bulk) return;
    const ids = [...selected];
    const words = BULK[bulk];
    bulkCall.mutate(
      { action: bulk, resource_ids: ids },
      {
        onSuccess: (result) => {
          if (result.affected === 0) toast.error(words.none);
          else
            toast.success(
              `${result.affected} ${result.affected === 1 ? 'resource' : 'resources'} ${words.done} successfully`,
            );
          setSelected(new Set());
          setBulk(null);
        },
        onError: (error) => toast.error(isApiError(error) && error.fromServer ? error.message : words.failed),
      },
    );
  };

  const pageIds = data?.resources.map((r) => r.id) ?? [];
  const allChosen = pageIds.length > 0 && pageIds.every((id) => selected.has(id));

  return (
    <section aria-labelledby="resources-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="resources-heading" className="text-lg font-semibold text-slate-900">
            Resources
          </h2>
          {data && (
            <div className="mt-1 flex flex-wrap gap-2">
              <Badge variant="success">{data.counts.published} published</Badge>
              <Badge variant="secondary">{data.counts.drafts} drafts</Badge>
              <Badge variant="warning">{data.counts.featured} featured</Badge>
            </div>
          )}
        </div>
        <Button onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" />
          Create Resource
        </Button>
      </div>

      <div className="grid grid-cols-1 gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-5">
        <SearchField
          label="Search resources"
          term={search.term}
          onTermChange={search.setTerm}
          onCommit={search.commit}
          pending={search.pending}
          placeholder="Title, description or tags"
          maxLength={200}
          className="sm:col-span-2 lg:col-span-1"
        />
        <FilterSelect<StatusFilter>
          label="Status"
          value={query.status}
          options={[
            { value: '', label: 'All' },
            { value: 'published', label: 'Published' },
            { value: 'unpublished', label: 'Unpublished' },
            { value: 'featured', label: 'Featured' },
          ]}
          onValueChange={(status) => change({ status })}
        />
        <FilterSelect
          label="Category"
          value={query.category}
          anyOption={{ value: '', label: 'All categories' }}
          options={categories.map((c) => ({ value: c.slug, label: c.name }))}
          onValueChange={(category) => change({ category })}
        />
        <FilterSelect
          label="Type"
          value={query.type}
          anyOption={{ value: '', label: 'All types' }}
          options={RESOURCE_TYPES.map((t) => ({ value: t, label: TYPE_LABELS[t] }))}
          onValueChange={(type) => change({ type })}
        />
        <FilterSelect
          label="Difficulty"
          value={query.difficulty}
          anyOption={{ value: '', label: 'All levels' }}
          options={RESOURCE_DIFFICULTIES.map((d) => ({ value: d, label: DIFFICULTY_LABELS[d] }))}
          onValueChange={(difficulty) => change({ difficulty })}
        />
      </div>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600" aria-live="polite">
          {data && data.pagination.total > 0
            ? `Showing ${data.pagination.from}-${data.pagination.to} of ${data.pagination.total}`
            : ''}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          {filtered && (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                search.reset();
                setQuery({ ...ADMIN_DEFAULT_QUERY, perPage: query.perPage });
              }}
            >
              <X aria-hidden="true" />
              Clear Filters
            </Button>
          )}
          {pageIds.length > 0 && (
            <label className="flex cursor-pointer items-center gap-2 text-sm text-slate-700">
              <input
                type="checkbox"
                className="size-4 accent-indigo-600"
                checked={allChosen}
                onChange={() =>
                  setSelected((current) => {
                    const next = new Set(current);
                    for (const id of pageIds) {
                      if (allChosen) next.delete(id);
                      else next.add(id);
                    }
                    return next;
                  })
                }
              />
              Select all on this page
            </label>
          )}
        </div>
      </div>

      {selected.size > 0 && (
        <section
          aria-label="Bulk actions"
          className="flex flex-wrap items-center gap-2 rounded-lg border border-indigo-200 bg-indigo-50 p-3"
        >
          <span className="text-sm font-medium text-indigo-900">{selected.size} selected</span>
          {(Object.keys(BULK) as BulkResourceAction[]).map((action) => (
            <Button
              key={action}
              size="sm"
              variant={action === 'delete' ? 'destructive' : 'outline'}
              onClick={() => setBulk(action)}
            >
              {BULK[action].label}
            </Button>
          ))}
          <Button size="sm" variant="ghost" onClick={() => setSelected(new Set())}>
            Clear selection
          </Button>
        </section>
      )}

      {list.isPending ? (
        <LoadingState label="Loading resources..." rows={4} rowClass="h-28" />
      ) : list.error && !data ? (
        <ErrorState
          title="Failed to load resources"
          message="Please try refreshing the page"
          error={list.error}
          onRetry={() => list.refetch()}
          retryLabel="Retry"
        />
      ) : !data || data.resources.length === 0 ? (
        <EmptyState
          icon={FileSearch}
          title="No Resources Found"
          text={
            filtered
              ? 'No resources match these filters. Try clearing them.'
              : 'Get started by creating your first resource.'
          }
        />
      ) : (
        <>
          <ul aria-label="Managed resources" aria-busy={list.isFetching || undefined} className="space-y-3">
            {data.resources.map((resource) => (
              <AdminResourceCard
                key={resource.id}
                resource={resource}
                selected={selected.has(resource.id)}
                onSelect={(on) =>
                  setSelected((current) => {
                    const next = new Set(current);
                    if (on) next.add(resource.id);
                    else next.delete(resource.id);
                    return next;
                  })
                }
                actions={[
                  {
                    label: resource.is_published ? 'Unpublish' : 'Publish',
                    icon: resource.is_published ? EyeOff : Eye,
                    onClick: () => toggle(resource, 'is_published'),
                  },
                  {
                    label: resource.is_featured ? 'Unfeature' : 'Feature',
                    icon: resource.is_featured ? StarOff : Star,
                    onClick: () => toggle(resource, 'is_featured'),
                  },
                  { label: 'Edit', icon: Pencil, onClick: () => setEditing(resource) },
                  { label: 'Delete', icon: Trash2, onClick: () => setDeleting(resource), danger: true },
                ]}
                busy={patch.isPending && patch.variables?.id === resource.id}
              />
            ))}
          </ul>
          {data.pagination.total > data.pagination.per_page && (
            <Pagination
              {...pageProps(data.pagination)}
              perPage={data.pagination.per_page}
              pageSizes={ADMIN_PAGE_SIZES}
              onPageChange={(page) => {
                change({ page });
                document.getElementById('resources-heading')?.scrollIntoView({ block: 'start' });
              }}
              onPageSizeChange={(perPage) => change({ perPage })}
            />
          )}
        </>
      )}

      <ResourceFormDialog
        resource={editing === 'new' ? null : editing}
        open={editing !== null}
        categories={categories}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Resource"
        description="Are you sure you want to delete this resource? This action cannot be undone."
        confirmLabel="Delete Resource"
        busy={remove.isPending}
        failure={
          remove.error
            ? isApiError(remove.error) && remove.error.fromServer
              ? remove.error.message
              : 'Failed to delete resource. Please try again.'
            : null
        }
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast.success('Resource deleted successfully!');
              setSelected((current) => {
                const next = new Set(current);
                next.delete(deleting.id);
                return next;
              });
              setDeleting(null);
            },
          })
        }
        onClose={() => {
          remove.reset();
          setDeleting(null);
        }}
      >
        {deleting && (
          <div className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm">
            <p className="font-medium text-slate-900">{deleting.title}</p>
            <p className="mt-1 text-slate-600">
              {deleting.description.length > 100
                ? `${deleting.description.slice(0, 100)}…`
                : deleting.description}
            </p>
            <p className="mt-2 text-red-800">
              Deleting permanently removes the resource and all its ratings, bookmarks and recommendations.
            </p>
          </div>
        )}
      </ConfirmDialog>
      <ConfirmDialog
        open={bulk !== null}
        title={
          bulk ? `${BULK[bulk].label} ${selected.size} ${selected.size === 1 ? 'resource' : 'resources'}` : ''
        }
        description={
          bulk === 'delete'
            ? 'Are you sure you want to delete the selected resources? This action cannot be undone.'
            : `The selected resources will be ${bulk ? BULK[bulk].done : ''}.`
        }
        confirmLabel={bulk ? BULK[bulk].label : ''}
        busy={bulkCall.isPending}
        failure={
          bulkCall.error
            ? isApiError(bulkCall.error) && bulkCall.error.fromServer
              ? bulkCall.error.message
              : bulk
                ? BULK[bulk].failed
                : null
            : null
        }
        onConfirm={runBulk}
        onClose={() => {
          bulkCall.reset();
          setBulk(null);
        }}
      />
    </section>
  );
}
