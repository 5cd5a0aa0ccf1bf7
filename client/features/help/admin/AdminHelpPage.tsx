import { useQueryClient } from '@tanstack/react-query';
import {
  ArrowLeft,
  CheckCircle2,
  Database,
  ExternalLink,
  EyeOff,
  FileText,
  FolderOpen,
  Inbox,
  RefreshCw,
} from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { queryKeys } from '../../../api/queryKeys';
import { PageHeader } from '../../../components/page-header';
import { ErrorBanner } from '../../../components/query-state';
import { StatCard, statFigure } from '../../../components/stat-card';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { AdminFaqList } from './AdminFaqList';
import { AnalyticsTab } from './AnalyticsTab';
import { useAdminCategories, useAdminHelpStats } from './api';
import { CategoriesTab } from './CategoriesTab';
import { SuggestionsTab } from './SuggestionsTab';

/** The Admin Help page (spec 3 §2.2): stat tiles, FAQ management and the content suggestions to review. */
export function AdminHelpPage() {
  const queryClient = useQueryClient();
  const stats = useAdminHelpStats();
  const categories = useAdminCategories();
  const s = stats.data?.stats;
  const failure = stats.error ?? categories.error;

  const refreshAll = async () => {
    try {
      await queryClient.refetchQueries(
        { queryKey: queryKeys.help.admin, type: 'active' },
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
        title="Admin Help"
        description="Manage FAQs and review content suggestions"
        actions={
          <>
            <Button asChild variant="outline" size="sm">
              <Link to="/help">
                <ArrowLeft aria-hidden="true" />
                Back to Help Center
              </Link>
            </Button>
            <Button variant="outline" size="sm" onClick={() => void refreshAll()}>
              <RefreshCw aria-hidden="true" />
              Refresh all
            </Button>
            <Button asChild size="sm">
              <Link to="/help">
                <ExternalLink aria-hidden="true" />
                View Public
              </Link>
            </Button>
          </>
        }
      />
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        <StatCard label="Total FAQs" value={statFigure(s?.total_faqs)} icon={FileText} />
        <StatCard label="Categories" value={statFigure(s?.categories_count)} icon={FolderOpen} tone="blue" />
        <StatCard label="Unpublished" value={statFigure(s?.draft_faqs)} icon={EyeOff} tone="amber" />
        <StatCard label="Suggestions" value={statFigure(s?.suggested_faqs)} icon={Inbox} tone="violet" />
        <StatCard
          label="Store Status"
          value={failure ? 'Error' : s ? 'Ready' : statFigure(undefined)}
          icon={Database}
          tone={failure ? 'red' : 'emerald'}
        />
      </div>
      {failure ? (
        <ErrorBanner title="An error occurred" onRetry={() => void refreshAll()} retryLabel="Retry">
          {failure instanceof Error ? failure.message : 'An error occurred'}
        </ErrorBanner>
      ) : (
        s && (
          <p
            className="flex items-center gap-2 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900"
            role="status"
          >
            <CheckCircle2 className="size-4 shrink-0" aria-hidden="true" />
            Help system ready: {s.total_faqs} FAQs, {s.categories_count} categories, {s.suggested_faqs}{' '}
            pending suggestions.
          </p>
        )
      )}
      <Tabs defaultValue="faqs">
        <TabsList aria-label="Admin Help sections">
          <TabsTrigger value="faqs">FAQs{s ? ` (${s.total_faqs})` : ''}</TabsTrigger>
          <TabsTrigger value="categories">
            Categories{categories.data ? ` (${categories.data.categories.length})` : ''}
          </TabsTrigger>
          <TabsTrigger value="suggestions">
            Suggestions
            {s && s.suggested_faqs > 0 && (
              <Badge variant="warning">
                {s.suggested_faqs}
                <span className="sr-only"> pending</span>
              </Badge>
            )}
          </TabsTrigger>
          <TabsTrigger value="analytics">Analytics</TabsTrigger>
        </TabsList>
        <TabsContent value="faqs">
          <AdminFaqList categories={categories.data?.categories ?? []} />
        </TabsContent>
        <TabsContent value="categories">
          <CategoriesTab categories={categories.data?.categories ?? []} loading={categories.isPending} />
        </TabsContent>
        <TabsContent value="suggestions">
          <SuggestionsTab />
        </TabsContent>
        <TabsContent value="analytics">
          <AnalyticsTab stats={s} categories={categories.data?.categories ?? []} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
