import { CalendarCheck, CalendarClock, CalendarCog, CalendarPlus, HeartHandshake, Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Appointment } from '../../../common/schemas/appointments';
import { PAGE_PATHS } from '../../app/paths';
import { EmptyState } from '../../components/empty-state';
import { FilterSelect } from '../../components/filter-select';
import { PageHeader } from '../../components/page-header';
import { Pagination, pageProps } from '../../components/pagination';
import { ErrorState, LoadingState } from '../../components/query-state';
import { SearchField } from '../../components/search-field';
import { StatCard, statFigure } from '../../components/stat-card';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { cn } from '../../lib/utils';
import { useCurrentUser } from '../auth/CurrentUserContext';
import { RecommendDialog } from '../resources/RecommendResourceCard';
import { CancelDialog, RescheduleDialog } from './ActionDialogs';
import { AppointmentCard } from './AppointmentCard';
import { useAppointmentList } from './api';
import { BookingWizard } from './BookingWizard';
import { listQuery, PER_PAGE, STATUS_FILTERS, type StatusFilter, TABS } from './format';
import { SessionNotesDialog } from './SessionNotesDialog';

/** Spec 2 "My Appointments screen": students see theirs, counselors and advisors the ones they hold, admins all. */
export function AppointmentsPage() {
  const user = useCurrentUser();
  const student = user.role === 'student';
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), 400);
  const [status, setStatus] = useState<StatusFilter>('all');
  const [page, setPage] = useState(1);
  // `?book=1` (the dashboard's Book Appointment) opens the wizard at once; closing it drops the parameter.
  const [params, setParams] = useSearchParams();
  const [booking, setBookingState] = useState(() => student && params.get('book') === '1');
  const setBooking = (open: boolean) => {
    setBookingState(open);
    if (!open && params.has('book')) setParams({}, { replace: true });
  };
  const [cancelling, setCancelling] = useState<Appointment | null>(null);
  const [rescheduling, setRescheduling] = useState<Appointment | null>(null);
  const [notesOf, setNotesOf] = useState<Appointment | null>(null);
  const [recommendTo, setRecommendTo] = useState<Appointment | null>(null);
  const list = useAppointmentList(listQuery(status, search, page));

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new search starts on the first page
  useEffect(() => setPage(1), [search]);

  const choose = (value: StatusFilter) => {
    setStatus(value);
    setPage(1);
  };
  const counts = list.data?.counts;
  const appointments = list.data?.appointments ?? [];
  const filtered = search !== '' || status !== 'all';
  const bookButton = (label: string) =>
    student ? (
      <Button onClick={() => setBooking(true)}>
        <CalendarPlus aria-hidden="true" />
        {label}
      </Button>
    ) : null;

  const body = () => {
    if (list.isPending)
      return <LoadingState label="Loading appointments" rows={3} rowClass="h-28 rounded-xl" />;
    if (list.isError && !list.data)
      return (
        <ErrorState
          message="Your appointments could not be loaded."
          error={list.error}
          onRetry={() => list.refetch()}
        />
      );
    if (appointments.length === 0)
      return filtered ? (
        <EmptyState icon={CalendarClock} title="No appointments match" text="Try another search or status." />
      ) : (
        <EmptyState
          icon={CalendarClock}
          title="No appointments yet"
          text={
            student
              ? 'Book a session with a counselor whenever you are ready.'
              : 'Sessions booked with you appear here.'
          }
          action={bookButton('Book Your First Appointment')}
        />
      );
    return (
      <ul
        aria-label="Appointments"
        aria-busy={list.isFetching}
        className={cn('space-y-3', list.isPlaceholderData && 'opacity-60 transition-opacity')}
      >
        {appointments.map((appointment) => (
          <li key={appointment.id}>
            <AppointmentCard
              appointment={appointment}
              viewerId={user.id}
              staff={!student}
              actions={{
                onCancel: setCancelling,
                onReschedule: setRescheduling,
                onBookAgain: student ? () => setBooking(true) : undefined,
                onNotes: student ? undefined : setNotesOf,
                onRecommend: student ? undefined : setRecommendTo,
              }}
            />
          </li>
        ))}
      </ul>
    );
  };

  const tab = TABS.some((t) => t.value === status) ? status : '';
  const content = (
    <>
      {list.isError && list.data && (
        <ErrorState
          compact
          message="The list could not be refreshed."
          error={list.error}
          onRetry={() => list.refetch()}
        />
      )}
      {body()}
    </>
  );
  return (
    <div className="space-y-6">
      <PageHeader
        title="My Appointments"
        description={
          student
            ? 'Book and manage your counseling sessions'
            : user.role === 'admin'
              ? 'Every counseling session of the hub'
              : 'The counseling sessions you hold'
        }
        actions={
          <>
            <Button asChild variant="outline">
              <Link to={PAGE_PATHS['group-sessions']}>
                <Users aria-hidden="true" />
                Group Therapy
              </Link>
            </Button>
            {!student && (
              <Button asChild variant="outline">
                <Link to={PAGE_PATHS.schedule}>
                  <CalendarCog aria-hidden="true" />
                  {user.role === 'admin' ? 'Staff Schedules' : 'My Schedule'}
                </Link>
              </Button>
            )}
            {bookButton('Book Appointment')}
          </>
        }
      />

      <div className="grid gap-3 sm:grid-cols-3">
        <StatCard label="Upcoming" value={statFigure(counts?.upcoming)} icon={CalendarClock} tone="blue" />
        <StatCard
          label="Completed"
          value={statFigure(counts?.completed)}
          icon={CalendarCheck}
          tone="emerald"
        />
        <Card className="flex items-start gap-3 p-4 sm:p-5">
          <HeartHandshake className="mt-0.5 size-5 shrink-0 text-violet-700" aria-hidden="true" />
          <div>
            <p className="text-sm font-semibold text-slate-900">24/7 Support Available</p>
            <p className="mt-1 text-sm text-slate-700">
              Need help before your session?{' '}
              <Link className="font-medium text-indigo-700 underline" to={PAGE_PATHS.counseling}>
                Crisis support and counseling
              </Link>
            </p>
          </div>
        </Card>
      </div>

      <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:flex-row sm:items-end">
        <SearchField
          className="flex-1"
          label={student ? 'Search by counselor' : 'Search by counselor or student'}
          labelHidden
          placeholder={student ? 'Search by counselor name...' : 'Search by counselor or student name...'}
          maxLength={100}
          term={searchText}
          onTermChange={setSearchText}
        />
        <FilterSelect<StatusFilter>
          label="Status"
          className="sm:w-44"
          value={status}
          options={STATUS_FILTERS}
          onValueChange={choose}
        />
      </div>

      <Tabs value={tab} onValueChange={(value) => choose(value as StatusFilter)}>
        <TabsList aria-label="Appointment tabs">
          {TABS.map((t) => (
            <TabsTrigger key={t.value} value={t.value}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map((t) => (
          <TabsContent key={t.value} value={t.value} className="space-y-4">
            {t.value === tab && content}
          </TabsContent>
        ))}
      </Tabs>
      {tab === '' && content}

      {list.data && list.data.pagination.last_page > 1 && (
        <Pagination
          {...pageProps(list.data.pagination)}
          perPage={PER_PAGE}
          onPageChange={(next) => {
            setPage(next);
            window.scrollTo({ top: 0, behavior: 'smooth' });
          }}
        />
      )}

      {student && <BookingWizard open={booking} onClose={() => setBooking(false)} />}
      <CancelDialog appointment={cancelling} onClose={() => setCancelling(null)} />
      <RescheduleDialog appointment={rescheduling} onClose={() => setRescheduling(null)} />
      {!student && <SessionNotesDialog appointment={notesOf} onClose={() => setNotesOf(null)} />}
      {!student && recommendTo && (
        <RecommendDialog
          recipient={{ studentId: recommendTo.student.id }}
          open
          onClose={() => setRecommendTo(null)}
        />
      )}
    </div>
  );
}
