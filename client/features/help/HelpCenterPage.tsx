import { useQueryClient } from '@tanstack/react-query';
import { Clock, FolderOpen, HelpCircle, Lightbulb, RefreshCw, Settings } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import type { FaqSort } from '../../../common/schemas/help';
import type { Faq } from '../../../common/schemas/help-shapes';
import { queryKeys } from '../../api/queryKeys';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { Button } from '../../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useCurrentUser } from '../auth/CurrentUserContext';
import { effectiveSort, useFaqs, useHelpCategories, useHelpStats } from './api';
import { BookmarksTab } from './BookmarksTab';
import { CategorySidebar } from './CategorySidebar';
import { ContactTab } from './ContactTab';
import { FaqResults } from './FaqResults';
import { HelpSearch } from './HelpSearch';
import { HelpTiles } from './HelpTiles';
import { LinkedFaq, linkedFaqId } from './LinkedFaq';
import { plainPreview } from './preview';
import { SuggestContentDialog } from './SuggestContentDialog';

/**
 * The Help Center (spec 3 §2.1): hero, search with suggestions, quick tiles, featured FAQs and the FAQ, My
 * bookmarks, Guides, Contact tabs. `/help?faq={id}` shows that FAQ open first (the help assistant's links).
 */
export function HelpCenterPage() {
  useDocumentTitle('Help Center');
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const linkedId = linkedFaqId(params.get('faq'));
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const [sort, setSort] = useState<FaqSort | null>(null);
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const [tab, setTab] = useState('faqs');
  const [suggesting, setSuggesting] = useState(false);
  const maySuggest = user.role === 'counselor' || user.role === 'admin';

  const stats = useHelpStats();
  const categories = useHelpCategories();
  const faqs = useFaqs({ search, category, sort, page });
  const searching = search.trim() !== '';

  const runSearch = (value: string) => {
    setSearch(value.trim());
    setPage(1);
    setOpenId(null);
    setTab('faqs');
  };

  const refresh = async () => {
    try {
      await queryClient.refetchQueries({ queryKey: queryKeys.help.all, type: 'active' });
      toast.success('Help content refreshed successfully');
    } catch {
      toast.error('Failed to refresh content');
    }
  };

  const openFeatured = (faq: Faq) => {
    setSearch('');
    setCategory('');
    setSort('featured');
    setPage(1);
    setTab('faqs');
    setOpenId(faq.id);
  };

  const featured = !searching && page === 1 ? (faqs.data?.featured_faqs ?? []).slice(0, 3) : [];
  const s = stats.data?.stats;

  return (
    <div className="space-y-6">
      <section
        className="rounded-2xl bg-indigo-700 px-5 py-8 text-white sm:px-8"
        aria-labelledby="help-title"
      >
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <h1 id="help-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
              Help Center
            </h1>
            <p className="mt-1.5 text-indigo-50">
              Find answers to common questions, or reach someone who can help.
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            {maySuggest && (
              <Button variant="secondary" size="sm" onClick={() => setSuggesting(true)}>
                <Lightbulb aria-hidden="true" />
                Suggest Content
              </Button>
            )}
            {user.role === 'admin' && (
              <Button asChild variant="secondary" size="sm">
                <Link to="/admin-help">
                  <Settings aria-hidden="true" />
                  Manage
                </Link>
              </Button>
            )}
            <Button variant="secondary" size="sm" onClick={() => void refresh()}>
              <RefreshCw aria-hidden="true" />
              Refresh
            </Button>
          </div>
        </div>
        <dl className="mt-5 flex flex-wrap gap-x-6 gap-y-2 text-sm">
          <HeroFigure icon={HelpCircle} label="FAQs" value={s?.total_faqs} />
          <HeroFigure icon={FolderOpen} label="Categories" value={s?.total_categories} />
          <HeroFigure icon={Clock} label="Support" value="24/7" />
        </dl>
        <div className="mt-6 max-w-2xl">
          <HelpSearch search={search} onSearch={runSearch} onOpenFaq={(id) => setOpenId(id)} />
        </div>
      </section>

      {linkedId !== null && (
        <LinkedFaq
          key={linkedId}
          id={linkedId}
          onClose={() =>
            setParams(
              (current) => {
                current.delete('faq');
                return current;
              },
              { replace: true },
            )
          }
        />
      )}

      <HelpTiles
        categories={categories.data?.categories ?? []}
        onOpenGuide={(slug) => {
          setCategory(slug);
          setSearch('');
          setPage(1);
          setOpenId(null);
          setTab('faqs');
          document.getElementById('faq-results-heading')?.scrollIntoView({ block: 'start' });
        }}
      />

      {featured.length > 0 && (
        <section aria-labelledby="featured-heading">
          <h2 id="featured-heading" className="mb-3 text-lg font-semibold text-slate-900">
            Featured FAQs
          </h2>
          <ul className="grid gap-3 md:grid-cols-3">
            {featured.map((faq) => (
              <li key={faq.id}>
                <button
                  type="button"
                  onClick={() => openFeatured(faq)}
                  className="h-full w-full cursor-pointer rounded-xl border border-amber-200 bg-amber-50 p-4 text-left hover:bg-amber-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
                >
                  <span className="block font-medium text-slate-900">{faq.question}</span>
                  <span className="mt-1 block text-sm text-slate-700">{plainPreview(faq.answer, 150)}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}

      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label="Help Center sections">
          <TabsTrigger value="faqs">FAQs</TabsTrigger>
          <TabsTrigger value="bookmarks">My bookmarks</TabsTrigger>
          <TabsTrigger value="guides">Guides</TabsTrigger>
          <TabsTrigger value="contact">Contact</TabsTrigger>
        </TabsList>
        <TabsContent value="faqs">
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
            <div className="min-w-0">
              <CategorySidebar
                categories={categories.data?.categories ?? []}
                total={s?.total_faqs}
                selected={category}
                onSelect={(slug) => {
                  setCategory(slug);
                  setPage(1);
                  setOpenId(null);
                }}
              />
            </div>
            <FaqResults
              data={faqs.data}
              isPending={faqs.isPending}
              isFetching={faqs.isFetching}
              error={faqs.error}
              onRetry={() => faqs.refetch()}
              sort={effectiveSort({ search, sort })}
              searching={searching}
              onSortChange={(value) => {
                setSort(value);
                setPage(1);
              }}
              openId={openId}
              onToggle={(id) => setOpenId((current) => (current === id ? null : id))}
              onPageChange={(value) => {
                setPage(value);
                setOpenId(null);
              }}
            />
          </div>
        </TabsContent>
        <TabsContent value="bookmarks">
          <BookmarksTab active={tab === 'bookmarks'} />
        </TabsContent>
        <TabsContent value="guides">
          <div className="rounded-xl border border-dashed border-slate-300 px-4 py-10 text-center">
            <h2 className="font-semibold text-slate-900">Guides Coming Soon</h2>
            <p className="mt-1 text-sm text-slate-600">Step-by-step guides to the hub are on their way.</p>
          </div>
        </TabsContent>
        <TabsContent value="contact">
          <ContactTab />
        </TabsContent>
      </Tabs>
      {maySuggest && (
        <SuggestContentDialog
          open={suggesting}
          categories={categories.data?.categories ?? []}
          onClose={() => setSuggesting(false)}
        />
      )}
    </div>
  );
}

function HeroFigure({
  icon: Icon,
  label,
  value,
}: {
  icon: typeof HelpCircle;
  label: string;
  value: number | string | undefined;
}) {
  return (
    <div className="flex items-center gap-2">
      <Icon className="size-4 text-indigo-100" aria-hidden="true" />
      <dt className="sr-only">{label}</dt>
      <dd>
        <span className="font-semibold">{value ?? '…'}</span> {label}
      </dd>
    </div>
  );
}
