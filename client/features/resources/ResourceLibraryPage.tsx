import { useQueryClient } from '@tanstack/react-query';
import { BookOpen, FolderOpen, Gift, Lightbulb, RefreshCw, Settings } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import type { Resource } from '../../../common/schemas/resources-shapes';
import { queryKeys } from '../../api/queryKeys';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { ErrorBanner } from '../../components/query-state';
import { Button } from '../../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useCurrentUser } from '../auth/CurrentUserContext';
import {
  DEFAULT_FILTERS,
  type LibraryFilters,
  useRecommendedResources,
  useRememberResource,
  useResourceCategories,
  useResourceList,
  useResourceStats,
} from './api';
import { BookmarksTab } from './BookmarksTab';
import { BrowseTab } from './BrowseTab';
import { linkedResourceId } from './format';
import { FeaturedResources, RecommendedResources } from './Highlights';
import { PopularTab } from './PopularTab';
import type { CardView } from './ResourceCard';
import { ResourceDetailDialog } from './ResourceDetailDialog';
import { SuggestResourceDialog } from './SuggestResourceDialog';
import { useResourceActions } from './useResourceActions';

/**
 * The Resource Library (spec 3 §2.3-2.5): hero counters, "Recommended by your counselor" for students, Featured
 * Resources, and the tabs Browse Resources, My Bookmarks and Popular. `/resources?resource={id}` (a shared
 * link) opens that resource's details.
 */
export function ResourceLibraryPage() {
  useDocumentTitle('Resource Library');
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const linkedId = linkedResourceId(params.get('resource'));
  const [filters, setFilters] = useState<LibraryFilters>(DEFAULT_FILTERS);
  const [view, setView] = useState<CardView>('grid');
  const [tab, setTab] = useState('browse');
  const [openId, setOpenId] = useState<number | null>(null);
  const [suggesting, setSuggesting] = useState(false);
  const maySuggest = user.role === 'counselor' || user.role === 'admin';
  const isStudent = user.role === 'student';

  const stats = useResourceStats();
  const categories = useResourceCategories();
  const list = useResourceList(filters);
  const recommended = useRecommendedResources(isStudent);
  const actions = useResourceActions();
  const remember = useRememberResource();

  const shownId = openId ?? linkedId;
  const open = (resource: Resource) => {
    remember(resource);
    setOpenId(resource.id);
  };
  const close = () => {
    setOpenId(null);
    if (linkedId !== null)
      setParams(
        (current) => {
          current.delete('resource');
          return current;
        },
        { replace: true },
      );
  };

  const changeFilters = (change: Partial<LibraryFilters>) =>
    setFilters((current) => ({
      ...current,
      ...change,
      page: change.page ?? (Object.keys(change).length ? 1 : current.page),
    }));

  const refresh = async () => {
    try {
      await queryClient.refetchQueries({ queryKey: queryKeys.resources.all, type: 'active' });
      toast.success('Resources refreshed successfully');
    } catch {
      toast.error('Failed to refresh resources');
    }
  };

  const failed = Boolean(stats.error || categories.error || (list.error && list.data));
  const s = stats.data;

  return (
    <div className="space-y-6">
      <section
        className="rounded-2xl bg-indigo-700 px-5 py-8 text-white sm:px-8"
        aria-labelledby="resources-title"
      >
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <h1 id="resources-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
              Resource Library
            </h1>
            <p className="mt-1.5 text-indigo-50">Comprehensive collection of mental health resources</p>
          </div>
          <div className="flex flex-wrap gap-2">
            {maySuggest && (
              <Button variant="secondary" size="sm" onClick={() => setSuggesting(true)}>
                <Lightbulb aria-hidden="true" />
                Suggest
              </Button>
            )}
            {user.role === 'admin' && (
              <Button asChild variant="secondary" size="sm">
                <Link to="/admin-resources">
                  <Settings aria-hidden="true" />
                  Admin
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
          <HeroFigure icon={BookOpen} label="Total Resources" value={s?.total_resources} />
          <HeroFigure icon={FolderOpen} label="Categories" value={s?.total_categories} />
          <div className="flex items-center gap-2">
            <Gift className="size-4 text-indigo-100" aria-hidden="true" />
            <dt className="sr-only">Price</dt>
            <dd>
              <span className="font-semibold">Free</span> for every student
            </dd>
          </div>
        </dl>
      </section>

      {failed && (
        <ErrorBanner title="Data Loading Error" onRetry={() => void refresh()} retryLabel="Retry">
          Some data couldn't be loaded. Please try refreshing.
        </ErrorBanner>
      )}

      {isStudent && (
        <RecommendedResources
          recommendations={recommended.data?.recommendations ?? []}
          error={recommended.error}
          onRetry={() => recommended.refetch()}
          onOpen={open}
        />
      )}

      <FeaturedResources resources={list.data?.featured_resources ?? []} onOpen={open} />

      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label="Resource Library sections">
          <TabsTrigger value="browse">Browse Resources</TabsTrigger>
          <TabsTrigger value="bookmarks">My Bookmarks</TabsTrigger>
          <TabsTrigger value="popular">Popular</TabsTrigger>
        </TabsList>
        <TabsContent value="browse">
          <BrowseTab
            filters={filters}
            onFiltersChange={changeFilters}
            categories={categories.data?.categories ?? []}
            list={list}
            view={view}
            onViewChange={setView}
            actions={actions}
            onOpen={open}
          />
        </TabsContent>
        <TabsContent value="bookmarks">
          <BookmarksTab active={tab === 'bookmarks'} actions={actions} onOpen={open} />
        </TabsContent>
        <TabsContent value="popular">
          <PopularTab active={tab === 'popular'} actions={actions} onOpen={open} />
        </TabsContent>
      </Tabs>

      <ResourceDetailDialog id={shownId} actions={actions} onClose={close} />
      {maySuggest && (
        <SuggestResourceDialog
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
  icon: typeof BookOpen;
  label: string;
  value: number | undefined;
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
