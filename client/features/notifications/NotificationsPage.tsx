import { useQueryClient } from '@tanstack/react-query';
import { CheckCheck, Mail, MailOpen, RefreshCw, Trash2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import {
  NOTIFICATION_PRIORITIES,
  NOTIFICATION_TYPES,
  type Notification,
  type NotificationBulkAction,
  type NotificationPriority,
  type NotificationType,
  type ReadStatus,
} from '../../../common/schemas/notifications';
import { queryKeys } from '../../api/queryKeys';
import { PageHeader } from '../../components/page-header';
import { ErrorBanner, LoadingState } from '../../components/query-state';
import { SearchField } from '../../components/search-field';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Select } from '../../components/ui/select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { cn } from '../../lib/utils';
import {
  useBulkNotificationAction,
  useDeleteNotification,
  useMarkAllRead,
  useMarkRead,
  useNotificationList,
} from './api';
import {
  bulkDeleteQuestion,
  DEFAULT_NOTIFICATION_FILTERS,
  fetchErrorText,
  type NotificationFilters,
  PRIORITY_LABELS,
  TYPE_LABELS,
} from './format';
import { CountTile, EmptyNotifications, NotificationRow, PageButtons } from './NotificationListParts';

const SEARCH_DEBOUNCE_MS = 500;

const TABS: { value: ReadStatus; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'unread', label: 'Unread' },
  { value: 'read', label: 'Read' },
];

/** The Notifications page of product §2.2: counts, search and filters, tabs, bulk actions and pages of 20. */
export function NotificationsPage() {
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const [type, setType] = useState<NotificationType | 'all'>('all');
  const [priority, setPriority] = useState<NotificationPriority | 'all'>('all');
  const [readStatus, setReadStatus] = useState<ReadStatus>('all');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());
  const [errorDismissed, setErrorDismissed] = useState(false);
  const [now, setNow] = useState(() => new Date());
  const ids = useId();
  const queryClient = useQueryClient();

  const filters: NotificationFilters = {
    ...DEFAULT_NOTIFICATION_FILTERS,
    search,
    type,
    priority,
    read_status: readStatus,
    page,
  };
  const list = useNotificationList(filters);
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const remove = useDeleteNotification();
  const bulk = useBulkNotificationAction();

  const notifications = list.data?.notifications ?? [];
  const pagination = list.data?.pagination;
  const counts = list.data?.counts;
  const filtered = search !== '' || type !== 'all' || priority !== 'all';

  // A new search starts on the first page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the debounced search changes
  useEffect(() => setPage(1), [search]);

  // The times move on by themselves.
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);

  // A new page of results starts with nothing selected.
  const pageKey = notifications.map((notification) => notification.id).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the page's notifications change
  useEffect(() => setSelected(new Set()), [pageKey]);

  // After deleting the last items of the last page, go back to the page that still exists.
  useEffect(() => {
    if (pagination && page > pagination.last_page && pagination.last_page >= 1) setPage(pagination.last_page);
  }, [pagination, page]);

  // A new failure shows the banner again, even if the last one was dismissed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again on every new failure
  useEffect(() => {
    if (list.isError) setErrorDismissed(false);
  }, [list.isError, list.errorUpdatedAt]);

  const changeFilter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  const toggle = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const allSelected = notifications.length > 0 && notifications.every((n) => selected.has(n.id));
  const someSelected = !allSelected && notifications.some((n) => selected.has(n.id));

  const runBulk = (action: NotificationBulkAction) => {
    const notificationIds = [...selected];
    if (notificationIds.length === 0) return;
    if (action === 'delete' && !window.confirm(bulkDeleteQuestion(notificationIds.length))) return;
    bulk.mutate({ action, notification_ids: notificationIds }, { onSuccess: () => setSelected(new Set()) });
  };

  const refresh = () => {
    setNow(new Date());
    setErrorDismissed(false);
    void list.refetch();
    void queryClient.invalidateQueries({ queryKey: queryKeys.notifications.unreadCount });
  };

  const openItem = (notification: Notification) => {
    if (!notification.read) markRead.mutate({ id: notification.id, read: true });
  };

  const body = () => {
    if (list.isPending) {
      return <LoadingState label="Loading notifications" rows={4} rowClass="h-20 rounded-xl" />;
    }
    if (notifications.length === 0) {
      if (list.isError) return null;
      return <EmptyNotifications readStatus={readStatus} filtered={filtered} />;
    }
    return (
      <ul
        className={cn('space-y-3', list.isPlaceholderData && 'opacity-60 transition-opacity')}
        aria-busy={list.isFetching}
        aria-label="Notifications"
      >
        {notifications.map((notification) => (
          <li key={notification.id}>
            <NotificationRow
              notification={notification}
              now={now}
              selected={selected.has(notification.id)}
              onSelectedChange={(on) => toggle(notification.id, on)}
              onOpen={() => openItem(notification)}
              onToggleRead={() => markRead.mutate({ id: notification.id, read: !notification.read })}
              onDelete={() => remove.mutate(notification.id)}
              busy={
                (markRead.isPending && markRead.variables?.id === notification.id) ||
                (remove.isPending && remove.variables === notification.id)
              }
            />
          </li>
        ))}
      </ul>
    );
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title="Notifications"
        description="Updates on your tickets and appointments"
        actions={
          <>
            {(counts?.unread ?? 0) > 0 && (
              <Button onClick={() => markAll.mutate()} disabled={markAll.isPending}>
                <CheckCheck aria-hidden="true" />
                Mark All Read
              </Button>
            )}
            <Button variant="outline" onClick={refresh} disabled={list.isFetching}>
              <RefreshCw className={list.isFetching ? 'animate-spin' : undefined} aria-hidden="true" />
              Refresh
            </Button>
          </>
        }
      />

      <dl className="grid grid-cols-3 gap-3 sm:max-w-xl" aria-label="Notification counts">
        <CountTile label="Unread" value={counts?.unread} tone="text-indigo-700" />
        <CountTile label="Total" value={counts?.total} tone="text-slate-900" />
        <CountTile label="High Priority" value={counts?.high_priority} tone="text-red-700" />
      </dl>

      {list.isError && !errorDismissed && (
        <ErrorBanner onDismiss={() => setErrorDismissed(true)} dismissLabel="Dismiss error">
          {fetchErrorText(list.error)}
        </ErrorBanner>
      )}

      <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:flex-row sm:items-center">
        <SearchField
          className="flex-1"
          label="Search notifications"
          labelHidden
          placeholder="Search notifications..."
          maxLength={200}
          term={searchText}
          onTermChange={setSearchText}
        />
        <label htmlFor={`${ids}-type`} className="sr-only">
          Type
        </label>
        <Select
          id={`${ids}-type`}
          className="sm:w-44"
          value={type}
          onChange={(event) => changeFilter(setType)(event.target.value as NotificationType | 'all')}
        >
          <option value="all">All types</option>
          {NOTIFICATION_TYPES.map((value) => (
            <option key={value} value={value}>
              {TYPE_LABELS[value]}
            </option>
          ))}
        </Select>
        <label htmlFor={`${ids}-priority`} className="sr-only">
          Priority
        </label>
        <Select
          id={`${ids}-priority`}
          className="sm:w-44"
          value={priority}
          onChange={(event) => changeFilter(setPriority)(event.target.value as NotificationPriority | 'all')}
        >
          <option value="all">All priorities</option>
          {NOTIFICATION_PRIORITIES.map((value) => (
            <option key={value} value={value}>
              {PRIORITY_LABELS[value]}
            </option>
          ))}
        </Select>
      </div>

      <Tabs value={readStatus} onValueChange={(value) => changeFilter(setReadStatus)(value as ReadStatus)}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <TabsList aria-label="Read status">
            {TABS.map((tab) => (
              <TabsTrigger key={tab.value} value={tab.value}>
                {tab.label}
                {tab.value === 'unread' && (counts?.unread ?? 0) > 0 && (
                  <span className="rounded-full bg-indigo-100 px-1.5 text-xs font-semibold text-indigo-700">
                    {counts?.unread}
                  </span>
                )}
              </TabsTrigger>
            ))}
          </TabsList>
          {notifications.length > 0 && (
            <div className="flex items-center gap-2 text-sm text-slate-600">
              <Checkbox
                id={`${ids}-all`}
                checked={allSelected}
                ref={(element) => {
                  if (element) element.indeterminate = someSelected;
                }}
                onChange={(event) =>
                  setSelected(event.target.checked ? new Set(notifications.map((n) => n.id)) : new Set())
                }
              />
              <label htmlFor={`${ids}-all`} className="cursor-pointer">
                Select all
              </label>
            </div>
          )}
        </div>
        {TABS.map((tab) => (
          <TabsContent key={tab.value} value={tab.value} className="space-y-4">
            {tab.value === readStatus && (
              <>
                {selected.size > 0 && (
                  <section
                    aria-label="Bulk actions"
                    className="flex flex-wrap items-center gap-2 rounded-xl border border-indigo-200 bg-indigo-50 px-4 py-2.5"
                  >
                    <p className="mr-auto text-sm font-medium text-indigo-900">{selected.size} selected</p>
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={bulk.isPending}
                      onClick={() => runBulk('read')}
                    >
                      <MailOpen aria-hidden="true" />
                      Mark read
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={bulk.isPending}
                      onClick={() => runBulk('unread')}
                    >
                      <Mail aria-hidden="true" />
                      Mark unread
                    </Button>
                    <Button
                      size="sm"
                      variant="destructive"
                      disabled={bulk.isPending}
                      onClick={() => runBulk('delete')}
                    >
                      <Trash2 aria-hidden="true" />
                      Delete
                    </Button>
                    <Button size="sm" variant="ghost" onClick={() => setSelected(new Set())}>
                      Clear selection
                    </Button>
                  </section>
                )}
                {body()}
                {pagination && pagination.last_page > 1 && (
                  <PageButtons
                    page={pagination.current_page}
                    lastPage={pagination.last_page}
                    total={pagination.total}
                    from={pagination.from}
                    to={pagination.to}
                    onPageChange={(next) => {
                      setPage(next);
                      window.scrollTo({ top: 0, behavior: 'smooth' });
                    }}
                  />
                )}
              </>
            )}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
