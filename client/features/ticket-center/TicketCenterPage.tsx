import { useQueryClient } from '@tanstack/react-query';
import {
  ArrowLeft,
  BarChart3,
  ClipboardCheck,
  Eye,
  FolderOpen,
  PhoneCall,
  RefreshCw,
  Settings,
  ShieldAlert,
  ShieldQuestion,
  Ticket,
  Users,
} from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { AccessDenied } from '../../app/AccessDenied';
import { PAGE_PATHS } from '../../app/paths';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useCurrentUser } from '../auth/CurrentUserContext';
import { useCenterCategories } from '../categories/api';
import { CategoriesTab } from '../categories/CategoriesTab';
import { CrisisTab } from '../crisis/CrisisTab';
import { useTicketStats } from '../tickets/api';
import {
  CenterCounters,
  CenterErrorBanner,
  CenterLoading,
  CenterReadyBanner,
  TabLoading,
} from './CenterParts';
import { TicketsTab } from './TicketsTab';

const CounselorsTab = lazy(async () => ({
  default: (await import('../specializations/CounselorsTab')).CounselorsTab,
}));
const AnalyticsTab = lazy(async () => ({
  default: (await import('../reports/AnalyticsTab')).AnalyticsTab,
}));
const SystemTab = lazy(async () => ({ default: (await import('../reports/SystemTab')).SystemTab }));
const OnCallRotaTab = lazy(async () => ({
  default: (await import('../on-call/OnCallRotaTab')).OnCallRotaTab,
}));

const ScreeningReviewTab = lazy(async () => ({
  default: (await import('../screening-review/ScreeningReviewTab')).ScreeningReviewTab,
}));

const ConcernQueue = lazy(async () => ({
  default: (await import('../concerns/ConcernQueue')).ConcernQueue,
}));

const TABS = [
  { value: 'tickets', label: 'Tickets', icon: Ticket },
  { value: 'categories', label: 'Categories', icon: FolderOpen },
  { value: 'crisis', label: 'Crisis', icon: ShieldAlert },
  { value: 'possible-concern', label: 'Possible concern', icon: ShieldQuestion },
  { value: 'screening-review', label: 'Screening review', icon: ClipboardCheck },
  { value: 'counselors', label: 'Counselors', icon: Users },
  { value: 'on-call', label: 'On-Call Rota', icon: PhoneCall },
  { value: 'analytics', label: 'Analytics', icon: BarChart3 },
  { value: 'system', label: 'System', icon: Settings },
] as const;
type TabName = (typeof TABS)[number]['value'];

function tabOf(value: string | null): TabName {
  return TABS.find((tab) => tab.value === value)?.value ?? 'tickets';
}

/** The admin "Ticket Management Center" (product §1.2.10). The server refuses every call to non-admins itself. */
export function TicketCenterPage() {
  const { role } = useCurrentUser();
  if (role !== 'admin') return <AccessDenied page="admin-tickets" />;
  return <TicketCenter />;
}

function TicketCenter() {
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const queryClient = useQueryClient();
  const stats = useTicketStats();
  const categories = useCenterCategories();

  const retry = () => {
    void stats.refetch();
    void categories.refetch();
  };

  const refresh = async () => {
    // Every query of the page is refetched, whichever tab shows it; the others are marked stale.
    const [s, c] = await Promise.all([
      stats.refetch(),
      categories.refetch(),
      queryClient.invalidateQueries(),
    ]);
    if (s.isError || c.isError) toast.error('Failed to refresh data');
    else toast.success('Data refreshed successfully');
  };

  if (stats.isPending && categories.isPending) return <CenterLoading />;

  const failure = stats.error ?? categories.error;
  const busy = stats.isFetching || categories.isFetching;

  return (
    <div className="space-y-6">
      <PageHeader
        title="Ticket Management Center"
        description="Manage tickets, categories, crisis detection and counselor assignments"
        actions={
          <>
            <Button asChild variant="outline">
              <Link to={PAGE_PATHS.tickets}>
                <Eye aria-hidden="true" />
                Public View
              </Link>
            </Button>
            <Button
              variant="outline"
              size="icon"
              onClick={() => void refresh()}
              aria-label="Refresh data"
              title="Refresh"
            >
              <RefreshCw className={busy ? 'animate-spin' : undefined} aria-hidden="true" />
            </Button>
            <Button asChild variant="secondary">
              <Link to={PAGE_PATHS.tickets}>
                <ArrowLeft aria-hidden="true" />
                Back to Tickets
              </Link>
            </Button>
          </>
        }
      />

      <CenterCounters stats={stats.data} categories={categories.data} />

      {failure ? (
        <CenterErrorBanner message={failure.message} onRetry={retry} />
      ) : (
        stats.data &&
        categories.data && (
          <CenterReadyBanner
            tickets={stats.data.total}
            categories={categories.data.length}
            crisis={stats.data.crisis}
          />
        )
      )}

      <Tabs value={tab} onValueChange={(value) => setParams({ tab: tabOf(value) })}>
        <TabsList aria-label="Ticket management sections">
          {TABS.map(({ value, label, icon: Icon }) => (
            <TabsTrigger key={value} value={value}>
              <Icon aria-hidden="true" />
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="tickets">
          <TicketsTab categories={categories.data ?? []} stats={stats.data} />
        </TabsContent>
        <TabsContent value="categories">
          <CategoriesTab query={categories} />
        </TabsContent>
        <TabsContent value="crisis">
          <CrisisTab categories={categories.data ?? []} />
        </TabsContent>
        <TabsContent value="possible-concern">
          <Suspense fallback={<TabLoading />}>
            <ConcernQueue />
          </Suspense>
        </TabsContent>
        <TabsContent value="screening-review">
          <Suspense fallback={<TabLoading />}>
            <ScreeningReviewTab />
          </Suspense>
        </TabsContent>
        <TabsContent value="counselors">
          <Suspense fallback={<TabLoading />}>
            <CounselorsTab />
          </Suspense>
        </TabsContent>
        <TabsContent value="on-call">
          <Suspense fallback={<TabLoading />}>
            <OnCallRotaTab />
          </Suspense>
        </TabsContent>
        <TabsContent value="analytics">
          <Suspense fallback={<TabLoading />}>
            <AnalyticsTab />
          </Suspense>
        </TabsContent>
        <TabsContent value="system">
          <Suspense fallback={<TabLoading />}>
            <SystemTab />
          </Suspense>
        </TabsContent>
      </Tabs>
    </div>
  );
}
