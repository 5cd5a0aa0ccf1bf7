import { Eye, HelpCircle, Pencil, Plus, Star, ThumbsUp, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { LIMITS } from '../../../../common/limits';
import type { AdminFaq, HelpCategory } from '../../../../common/schemas/help-shapes';
import { isApiError } from '../../../api/client';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { FilterSelect } from '../../../components/filter-select';
import { Pagination, pageProps } from '../../../components/pagination';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { SearchField } from '../../../components/search-field';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatDate } from '../../../lib/format';
import { useSearchTerm } from '../../../lib/useSearchTerm';
import { plainPreview } from '../preview';
import { type FaqStatusFilter, useAdminFaqs, useDeleteFaq, usePatchFaq } from './api';
import { FaqFormDialog } from './FaqFormDialog';

const STATUSES = [
  { value: 'published', label: 'Published' },
  { value: 'unpublished', label: 'Unpublished' },
  { value: 'featured', label: 'Featured' },
] as const;

/** The FAQs tab (spec 3 §2.2): search, status and category filters, rows with quick toggles, edit and delete. */
export function AdminFaqList({ categories }: { categories: HelpCategory[] }) {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<FaqStatusFilter>('');
  const [category, setCategory] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<AdminFaq | null | 'new'>(null);
  const [deleting, setDeleting] = useState<AdminFaq | null>(null);
  const searchBox = useSearchTerm(search, 300, (value) => {
    setSearch(value.trim());
    setPage(1);
  });
  const faqs = useAdminFaqs({ search, status, category, page });
  const remove = useDeleteFaq();
  const filtered = search !== '' || status !== '' || category !== '';

  const clear = () => {
    searchBox.reset();
    setSearch('');
    setStatus('');
    setCategory('');
    setPage(1);
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success('FAQ deleted successfully!');
        setDeleting(null);
      },
    });
  };

  const data = faqs.data;
  return (
    <section aria-labelledby="faq-management" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="faq-management" className="text-lg font-semibold text-slate-900">
          FAQ Management
        </h2>
        <Button onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" />
          Create FAQ
        </Button>
      </div>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_10rem_12rem_auto] sm:items-end">
        <SearchField
          label="Search FAQs"
          term={searchBox.term}
          onTermChange={searchBox.setTerm}
          onCommit={searchBox.commit}
          pending={searchBox.pending}
          placeholder="Question, answer or tags"
          maxLength={LIMITS.help.searchMax}
        />
        <FilterSelect<FaqStatusFilter>
          label="Status"
          value={status}
          anyOption={{ value: '', label: 'All' }}
          options={STATUSES}
          onValueChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
        />
        <FilterSelect<string>
          label="Category"
          value={category}
          anyOption={{ value: '', label: 'All' }}
          options={categories.map((c) => ({ value: String(c.id), label: c.name }))}
          onValueChange={(value) => {
            setCategory(value);
            setPage(1);
          }}
        />
        {filtered && (
          <Button variant="outline" onClick={clear}>
            Clear Filters
          </Button>
        )}
      </div>
      {data && (
        <p className="text-sm text-slate-600" aria-live="polite">
          Showing {data.pagination.total} FAQs
        </p>
      )}
      {faqs.isPending ? (
        <LoadingState label="Loading FAQs..." rows={5} rowClass="h-20" />
      ) : faqs.error && !data ? (
        <ErrorState
          title="Failed to fetch FAQs"
          message="Failed to fetch FAQs"
          error={faqs.error}
          onRetry={() => faqs.refetch()}
        />
      ) : !data || data.faqs.length === 0 ? (
        <EmptyState
          icon={HelpCircle}
          title="No FAQs Found"
          text={
            filtered ? 'No FAQs match your current filters...' : 'Get started by creating your first FAQ.'
          }
          action={
            filtered ? (
              <Button variant="outline" onClick={clear}>
                Clear Filters
              </Button>
            ) : (
              <Button onClick={() => setEditing('new')}>Create Your First FAQ</Button>
            )
          }
        />
      ) : (
        <>
          <ul aria-label="FAQs" aria-busy={faqs.isFetching || undefined} className="space-y-3">
            {data.faqs.map((faq) => (
              <FaqRow
                key={faq.id}
                faq={faq}
                onEdit={() => setEditing(faq)}
                onDelete={() => setDeleting(faq)}
              />
            ))}
          </ul>
          {data.pagination.last_page > 1 && (
            <Pagination
              {...pageProps(data.pagination)}
              perPage={data.pagination.per_page}
              onPageChange={setPage}
            />
          )}
        </>
      )}
      <FaqFormDialog
        open={editing !== null}
        faq={editing === 'new' ? null : editing}
        categories={categories}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete FAQ"
        description={`“${deleting?.question ?? ''}” will be deleted. This cannot be undone.`}
        confirmLabel="Delete FAQ"
        busy={remove.isPending}
        failure={
          remove.error ? (isApiError(remove.error) ? remove.error.message : 'Failed to delete FAQ') : null
        }
        onConfirm={confirmDelete}
        onClose={() => {
          remove.reset();
          setDeleting(null);
        }}
      />
    </section>
  );
}

function FaqRow({ faq, onEdit, onDelete }: { faq: AdminFaq; onEdit: () => void; onDelete: () => void }) {
  const patch = usePatchFaq();
  const toggle = (field: 'is_published' | 'is_featured') =>
    patch.mutate(
      { id: faq.id, patch: { [field]: !faq[field] } },
      {
        onSuccess: () =>
          toast.success(
            field === 'is_published'
              ? `FAQ ${faq.is_published ? 'unpublished' : 'published'} successfully!`
              : `FAQ ${faq.is_featured ? 'unfeatured' : 'featured'} successfully!`,
          ),
        onError: (error) =>
          toast.error(isApiError(error) && error.fromServer ? error.message : 'Failed to update FAQ'),
      },
    );
  const extraTags = faq.tags.length - 3;
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-col gap-3 md:flex-row md:items-start md:justify-between">
        <div className="min-w-0 space-y-1.5">
          <h3 className="font-medium text-slate-900">{faq.question}</h3>
          <p className="text-sm text-slate-600">{plainPreview(faq.answer, 150)}</p>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
            <span>ID {faq.id}</span>
            {faq.category && (
              <span className="inline-flex items-center gap-1">
                <span
                  className="size-2.5 rounded-full"
                  style={{ backgroundColor: faq.category.color }}
                  aria-hidden="true"
                />
                {faq.category.name}
              </span>
            )}
            <span>{formatDate(faq.created_at)}</span>
            {faq.creator && <span>by {faq.creator.name}</span>}
            <span className="inline-flex items-center gap-1">
              <Eye className="size-3.5" aria-hidden="true" />
              {faq.view_count} views
            </span>
            <span className="inline-flex items-center gap-1">
              <ThumbsUp className="size-3.5" aria-hidden="true" />
              {faq.helpful_count} helpful
            </span>
          </div>
          <div className="flex flex-wrap gap-1.5">
            <Badge variant={faq.is_published ? 'success' : 'secondary'}>
              {faq.is_published ? 'Published' : 'Draft'}
            </Badge>
            {faq.is_featured && (
              <Badge variant="warning">
                <Star className="size-3" aria-hidden="true" />
                Featured
              </Badge>
            )}
            {faq.tags.slice(0, 3).map((tag) => (
              <Badge key={tag} variant="outline">
                {tag}
              </Badge>
            ))}
            {extraTags > 0 && <Badge variant="outline">+{extraTags} more</Badge>}
          </div>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button
            size="sm"
            variant="outline"
            disabled={patch.isPending}
            onClick={() => toggle('is_published')}
          >
            {faq.is_published ? 'Unpublish' : 'Publish'}
            <span className="sr-only"> “{faq.question}”</span>
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={patch.isPending}
            onClick={() => toggle('is_featured')}
          >
            {faq.is_featured ? 'Unfeature' : 'Feature'}
            <span className="sr-only"> “{faq.question}”</span>
          </Button>
          <Button size="sm" variant="outline" onClick={onEdit} aria-label={`Edit “${faq.question}”`}>
            <Pencil aria-hidden="true" />
          </Button>
          <Button size="sm" variant="outline" onClick={onDelete} aria-label={`Delete “${faq.question}”`}>
            <Trash2 aria-hidden="true" className="text-red-700" />
          </Button>
        </div>
      </div>
    </li>
  );
}
