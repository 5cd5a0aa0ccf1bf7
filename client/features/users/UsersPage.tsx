import { useQueryClient } from '@tanstack/react-query';
import { Download, FileDown, LoaderCircle, RefreshCw, Upload, UserPlus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { toSafeCsv } from '../../../common/csv';
import type { User, UserBulkAction } from '../../../common/schemas/users';
import { isApiError } from '../../api/client';
import { queryKeys } from '../../api/queryKeys';
import { pageSelection, type TableSort, toggleId, togglePage } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { Pagination, pageProps } from '../../components/pagination';
import { ErrorBanner } from '../../components/query-state';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { saveBlob } from '../../lib/download';
import { cn } from '../../lib/utils';
import { useCurrentUser } from '../auth/CurrentUserContext';
import { useAdminSettings } from '../settings/api';
import { fetchUserExport, useToggleUserStatus, useUserList, useUserStats } from './api';
import { BulkActionDialog } from './BulkActionDialog';
import { BulkBar } from './BulkBar';
import { BulkImportDialog } from './BulkImportDialog';
import { csvTemplate } from './csv-import';
import { DeleteUserDialog } from './DeleteUserDialog';
import { hasActiveFilters, PAGE_SIZES, tableSortOf, userSortOf } from './filters';
import { exportFileName } from './format';
import { ResetPasswordDialog } from './ResetPasswordDialog';
import { UserCards } from './UserCards';
import { UserFilters } from './UserFilters';
import { UserFormDialog, type UserFormTarget } from './UserFormDialog';
import {
  NoUsers,
  RegistrationOff,
  UserStatCards,
  UsersLoadFailed,
  UsersLoading,
  type View,
  ViewButton,
} from './UsersPageParts';
import { UserTable } from './UserTable';
import { useUserFilters } from './useUserFilters';

const VIEW_KEY = 'hub.users.view';
/** Below this width the users page starts in the card view. */
const MOBILE_QUERY = '(max-width: 767px)';

function initialView(): View {
  try {
    const saved = window.localStorage.getItem(VIEW_KEY);
    if (saved === 'table' || saved === 'cards') return saved;
  } catch {
    // Storage may be refused; fall back to the screen width.
  }
  return window.matchMedia?.(MOBILE_QUERY).matches ? 'cards' : 'table';
}

/** User Management (admins): stats, filters, the table or cards, bulk actions, import and export. */
export function UsersPage() {
  const me = useCurrentUser();
  const queryClient = useQueryClient();
  const { filters, update, clear } = useUserFilters();
  const list = useUserList(filters);
  const stats = useUserStats();
  // Until the settings answer, the buttons stay: the server refuses new accounts when registration is off.
  const registrationOpen = useAdminSettings().data?.userRegistration !== false;
  const toggle = useToggleUserStatus();
  const [view, setView] = useState<View>(initialView);
  const [selected, setSelected] = useState<ReadonlyMap<number, string>>(() => new Map());
  const [form, setForm] = useState<UserFormTarget | null>(null);
  const [resetting, setResetting] = useState<User | null>(null);
  const [deleting, setDeleting] = useState<User | null>(null);
  const [bulkAction, setBulkAction] = useState<UserBulkAction | null>(null);
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [togglingId, setTogglingId] = useState<number | null>(null);
  const users = list.data?.users ?? [];
  const pagination = list.data?.pagination;
  const filtered = hasActiveFilters(filters);

  // A new page of results starts with nothing selected.
  const pageKey = users.map((user) => user.id).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the page's users change
  useEffect(() => setSelected(new Map()), [pageKey]);

  const chooseView = (next: View) => {
    setView(next);
    try {
      window.localStorage.setItem(VIEW_KEY, next);
    } catch {
      // The choice still holds for this visit.
    }
  };

  const refresh = async () => {
    const [listResult, statsResult] = await Promise.all([list.refetch(), stats.refetch()]);
    if (listResult.isError || statsResult.isError) toast.error('Failed to refresh users');
    else toast.success('Users refreshed successfully');
  };

  const retry = () => {
    // A failure that mentions the cache or the fetch itself starts again from nothing.
    if (list.error && /cache|fetch/i.test(list.error.message)) {
      void queryClient.resetQueries({ queryKey: queryKeys.users.all });
    } else void list.refetch();
  };

  const toggleStatus = (user: User) => {
    setTogglingId(user.id);
    toggle.mutate(user.id, {
      onSuccess: (changed) =>
        toast.success(
          changed.status === 'active' ? 'User activated successfully!' : 'User deactivated successfully!',
        ),
      onError: (error) => {
        console.error('Failed to change user status', error);
        toast.error('Failed to change user status', {
          description: isApiError(error) && error.fromServer ? error.message : undefined,
        });
      },
      onSettled: () => setTogglingId(null),
    });
  };

  const exportUsers = async () => {
    setExporting(true);
    try {
      const result = await fetchUserExport(filters);
      const csv = toSafeCsv(result.users);
      saveBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), exportFileName(result.filename));
      toast.success(`${result.total_exported} users exported successfully!`);
    } catch (error) {
      console.error('Failed to export users', error);
      toast.error('Failed to export users', {
        description: isApiError(error) && error.fromServer ? error.message : undefined,
      });
    } finally {
      setExporting(false);
    }
  };

  const downloadTemplate = () => {
    saveBlob(new Blob([csvTemplate()], { type: 'text/csv;charset=utf-8' }), 'users-import-template.csv');
    toast.success('CSV template downloaded!');
  };

  const selectedIds = new Set(selected.keys());
  const pageIds = users.map((user) => user.id);
  const allSelected = pageSelection(selectedIds, pageIds) === 'all';
  /** Keeps each selected user's name for the bulk dialog; selection never outlives the page. */
  const changeSelection = (ids: ReadonlySet<number>) =>
    setSelected(
      new Map(users.filter((user) => ids.has(user.id)).map((user) => [user.id, user.display_name])),
    );
  const select = (user: User, on: boolean) => changeSelection(toggleId(selectedIds, user.id, on));
  const selectAll = (on: boolean) => changeSelection(togglePage(selectedIds, pageIds, on));
  const changeSort = (next: TableSort) => {
    const sort = userSortOf(next);
    if (sort) update({ sort });
  };

  const actions = {
    onToggleStatus: toggleStatus,
    onEdit: (user: User) => setForm({ mode: 'edit', user }),
    onResetPassword: setResetting,
    onDelete: setDeleting,
    togglingId,
    currentUserId: me.id,
  };

  const body = () => {
    if (list.isPending) return <UsersLoading />;
    if (list.isError && !list.data) {
      return <UsersLoadFailed message={list.error.message} onRetry={retry} />;
    }
    if (users.length === 0) {
      return (
        <NoUsers
          filtered={filtered}
          onAdd={registrationOpen ? () => setForm({ mode: 'create' }) : undefined}
        />
      );
    }
    return (
      <div
        className={cn(list.isPlaceholderData && 'opacity-60 transition-opacity')}
        aria-busy={list.isFetching}
      >
        {view === 'table' ? (
          <UserTable
            users={users}
            selected={selectedIds}
            onSelectionChange={changeSelection}
            sort={tableSortOf(filters.sort)}
            onSortChange={changeSort}
            {...actions}
          />
        ) : (
          <UserCards users={users} selected={selectedIds} onSelect={select} {...actions} />
        )}
      </div>
    );
  };

  return (
    <div className={cn('space-y-6', selected.size > 0 && 'pb-24')}>
      <PageHeader
        title="User Management"
        description="Manage accounts, roles and access for students and staff"
        actions={
          <>
            {registrationOpen && (
              <Button variant="outline" onClick={() => setImporting(true)}>
                <Upload aria-hidden="true" />
                Bulk Import
              </Button>
            )}
            <Button
              variant="outline"
              size="icon"
              onClick={() => void refresh()}
              aria-label="Refresh users"
              title="Refresh"
            >
              <RefreshCw className={list.isFetching ? 'animate-spin' : undefined} aria-hidden="true" />
            </Button>
            {registrationOpen && (
              <Button onClick={() => setForm({ mode: 'create' })}>
                <UserPlus aria-hidden="true" />
                Add User
              </Button>
            )}
          </>
        }
      />
      {!registrationOpen && <RegistrationOff />}

      <UserStatCards stats={stats.data} />

      <Card className="p-4">
        <UserFilters
          filters={filters}
          onChange={update}
          onSearch={(search) => update({ search }, { replace: true })}
          onClear={clear}
        />
      </Card>

      <section aria-labelledby="users-heading" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h2 id="users-heading" className="text-lg font-semibold text-slate-900">
              Users ({pagination?.total ?? 0})
            </h2>
            <p className="text-sm text-slate-500" aria-live="polite">
              {selected.size} selected
            </p>
            {view === 'cards' && users.length > 0 && (
              <Button
                variant="link"
                size="sm"
                className="h-auto px-0"
                onClick={() => selectAll(!allSelected)}
              >
                {allSelected ? 'Clear selection' : 'Select all on this page'}
              </Button>
            )}
            {list.isFetching && !list.isPending && (
              <LoaderCircle className="size-4 animate-spin text-indigo-600" aria-label="Updating" />
            )}
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <fieldset className="inline-flex rounded-lg border border-slate-300 bg-white p-0.5">
              <legend className="sr-only">View</legend>
              <ViewButton current={view} value="table" label="Table" onSelect={chooseView} />
              <ViewButton current={view} value="cards" label="Cards" onSelect={chooseView} />
            </fieldset>
            <Button variant="outline" onClick={() => void exportUsers()} disabled={exporting}>
              {exporting ? (
                <LoaderCircle className="animate-spin" aria-hidden="true" />
              ) : (
                <Download aria-hidden="true" />
              )}
              Export
            </Button>
            <Button variant="outline" onClick={downloadTemplate}>
              <FileDown aria-hidden="true" />
              CSV Template
            </Button>
          </div>
        </div>

        {list.isError && list.data && (
          <ErrorBanner title="Failed to refresh users" onRetry={retry} retryLabel="Try Again">
            {list.error.message}
          </ErrorBanner>
        )}

        {body()}

        {pagination && pagination.last_page > 1 && (
          <Pagination
            {...pageProps(pagination)}
            perPage={filters.per_page}
            pageSizes={PAGE_SIZES}
            onPageChange={(page) => {
              update({ page });
              window.scrollTo({ top: 0, behavior: 'smooth' });
            }}
            onPageSizeChange={(per_page) => update({ per_page })}
          />
        )}
      </section>

      <BulkBar count={selected.size} onAction={setBulkAction} onClear={() => setSelected(new Map())} />

      <UserFormDialog target={form} onClose={() => setForm(null)} />
      <ResetPasswordDialog user={resetting} onClose={() => setResetting(null)} />
      <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} />
      <BulkActionDialog
        action={bulkAction}
        users={[...selected].map(([id, name]) => ({ id, name }))}
        onClose={() => setBulkAction(null)}
        onDone={() => setSelected(new Map())}
      />
      <BulkImportDialog open={importing} onClose={() => setImporting(false)} />
    </div>
  );
}
