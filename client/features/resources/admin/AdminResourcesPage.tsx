import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, CheckCircle2, Database, EyeOff, FileText, FolderOpen, RefreshCw } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { queryKeys } from '../../../api/queryKeys';
import { PageHeader } from '../../../components/page-header';
import { ErrorBanner } from '../../../components/query-state';
import { StatCard, statFigure } from '../../../components/stat-card';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { AnalyticsTab } from './AnalyticsTab';
import { useAdminResourceCategories, useAdminResourceStats } from './api';
import { ResourceCategoriesTab } from './CategoriesTab';
import { ImportExportTab } from './ImportExportTab';
import { ResourcesTab } from './ResourcesTab';
import { SuggestionsTab } from './SuggestionsTab';

/**
 * Resource Management (spec 3 §2.6, both readings): tiles, a ready or error banner, and the tabs Resources,
 * Categories, Analytics, Import/Export and the suggestions to review. Admins only (the route's guard).
 */
export function AdminResourcesPage() {
  const queryClient = useQueryClient();
  const stats = useAdminResourceStats();
  const categories = useAdminResourceCategories();
  const s = stats.data;
  const failure = stats.error ?? categories.error;

  const refreshAll = async () => {
    try {
      await queryClient.refetchQueries(
        { queryKey: queryKeys.resources.admin, type: 'active' },
        { throwOnError: true },
      );
      toast.success('Data refreshed successfully');
    } catch {
      toast.error('Failed to refresh data');
    }
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title="Resource Management"
        description="Manage resources, categories, and analytics"
        actions={
          <>
            <Button asChild variant="outline" size="sm">
              <Link to="/resources">
                <ArrowLeft aria-hidden="true" />
                View Public
              </Link>
            </Button>
            <Button variant="outline" size="sm" onClick={() => void refreshAll()}>
              <RefreshCw aria-hidden="true" />
              Refresh
            </Button>
          </>
        }
      />
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label="Total Resources" value={statFigure(s?.total_resources)} icon={FileText} />
        <StatCard label="Categories" value={statFigure(s?.categories_count)} icon={FolderOpen} tone="blue" />
        <StatCard label="Unpublished" value={statFigure(s?.draft_resources)} icon={EyeOff} tone="amber" />
        <StatCard
          label="Store Status"
          value={failure ? 'Error' : s ? 'Ready' : statFigure(undefined)}
          icon={Database}
          tone={failure ? 'red' : 'emerald'}
        />
      </div>
      {failure ? (
        <ErrorBanner title="Failed to load resources" onRetry={() => void refreshAll()} retryLabel="Retry">
          {failure instanceof Error ? failure.message : 'An error occurred'}
        </ErrorBanner>
      ) : (
        s && (
          <p
            className="flex items-center gap-2 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900"
            role="status"
          >
            <CheckCircle2 className="size-4 shrink-0" aria-hidden="true" />
            {s.total_resources} resources and {s.categories_count} categories
            {s.draft_resources > 0 ? `, ${s.draft_resources} unpublished` : ''}.
          </p>
        )
      )}
      <Tabs defaultValue="resources">
        <TabsList aria-label="Resource Management sections">
          <TabsTrigger value="resources">Resources{s ? ` (${s.total_resources})` : ''}</TabsTrigger>
          <TabsTrigger value="categories">
            Categories{categories.data ? ` (${categories.data.categories.length})` : ''}
          </TabsTrigger>
          <TabsTrigger value="analytics">Analytics</TabsTrigger>
          <TabsTrigger value="import-export">Import/Export</TabsTrigger>
          <TabsTrigger value="suggestions">
            Suggestions
            {s && s.pending_suggestions > 0 && (
              <Badge variant="warning">
                {s.pending_suggestions}
                <span className="sr-only"> pending</span>
              </Badge>
            )}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="resources">
          <ResourcesTab categories={categories.data?.categories ?? []} />
        </TabsContent>
        <TabsContent value="categories">
          <ResourceCategoriesTab
            categories={categories.data?.categories ?? []}
            loading={categories.isPending}
          />
        </TabsContent>
        <TabsContent value="analytics">
          <AnalyticsTab stats={s} />
        </TabsContent>
        <TabsContent value="import-export">
          <ImportExportTab />
        </TabsContent>
        <TabsContent value="suggestions">
          <SuggestionsTab categories={categories.data?.categories ?? []} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
