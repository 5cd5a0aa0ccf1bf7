import { ArrowLeft, CalendarClock, ClipboardList, LifeBuoy, ShieldAlert, UserRound } from 'lucide-react';
import { lazy, Suspense, useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { toast } from 'sonner';
import type { Ticket } from '../../../common/schemas/tickets';
import { isApiError } from '../../api/client';
import { PAGE_PATHS } from '../../app/paths';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { ErrorState, LoadingState } from '../../components/query-state';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { formatDateTime, relativeTime } from '../../lib/format';
import { useCurrentUser } from '../auth/CurrentUserContext';
import { CrisisContacts } from '../crisis-support/CrisisContactList';
import { CrisisSupportButton } from '../crisis-support/CrisisSupportPanel';
import { useContactsToShow } from '../crisis-support/useContacts';
import { AddResponseCard } from './AddResponseCard';
import { AssignControl } from './AssignControl';
import { useRefreshTicket, useTicket, useTicketOptions } from './api';
import { CrisisAcknowledgement } from './CrisisAcknowledgement';
import { useAttachmentDownloads } from './download';
import { SEVERITY_CLASSES, ticketLoadError } from './format';
import { asksForReason, cameFromCrisisAlert } from './glass-page';
import { RequesterPanel } from './RequesterPanel';
import { ResponseThread } from './ResponseThread';
import { CategoryChip, CrisisMark, PriorityBadge, SlaBadge, StatusBadge } from './TicketBadges';
import { TicketErrorBoundary } from './TicketErrorBoundary';
import { canManage, TagsEditor, TicketHistory, TicketStatusControls } from './TicketStaffPanel';

// Staff only: students never load the screening feedback control.
const ScreeningFeedback = lazy(async () => ({
  default: (await import('../screening-review/ScreeningFeedback')).ScreeningFeedback,
}));

// Counselors and admins only: the possible-concern review card.
const ConcernReviewCard = lazy(async () => ({
  default: (await import('../concerns/ConcernReviewCard')).ConcernReviewCard,
}));

// Staff only: recommending a library resource to the student.
const RecommendResourceCard = lazy(async () => ({
  default: (await import('../resources/RecommendResourceCard')).RecommendResourceCard,
}));

// Counselors and admins, once a ticket is resolved: its answer as an FAQ suggestion.
const SuggestFromTicketCard = lazy(async () => ({
  default: (await import('../help/SuggestFromTicketCard')).SuggestFromTicketCard,
}));

// Staff only (decision 0034): the reason asked before a crisis ticket or internal notes that are not theirs.
const BreakGlassForm = lazy(async () => ({ default: (await import('./BreakGlassForm')).BreakGlassForm }));
const HiddenInternalNotes = lazy(async () => ({
  default: (await import('./BreakGlassForm')).HiddenInternalNotes,
}));

// The counseling sessions booked about the ticket, and the student's booking wizard.
const TicketAppointments = lazy(async () => ({
  default: (await import('../appointments/TicketAppointments')).TicketAppointments,
}));

function BackToTickets() {
  return (
    <Button asChild variant="ghost" size="sm" className="-ml-2">
      <Link to={PAGE_PATHS.tickets}>
        <ArrowLeft aria-hidden="true" />
        Back to Tickets
      </Link>
    </Button>
  );
}

/** The ticket details screen (product §1.2.8), behind the crash screen. */
export function TicketDetailsPage({ ticketId }: { ticketId: number }) {
  return (
    <TicketErrorBoundary key={ticketId}>
      <TicketDetailsLoader ticketId={ticketId} />
    </TicketErrorBoundary>
  );
}

function TicketDetailsLoader({ ticketId }: { ticketId: number }) {
  const query = useTicket(ticketId);
  const ticket = query.data;
  const location = useLocation();
  const needsReason = query.isError && asksForReason(query.error);
  useDocumentTitle(ticket ? `Ticket #${ticket.ticket_number}` : 'Ticket Details');

  useEffect(() => {
    if (query.isError && !query.data && !needsReason) {
      const error = query.error;
      const view = ticketLoadError(isApiError(error) ? error.status : 0, error.message);
      toast.error('Error Loading Ticket', { description: view.text });
    }
  }, [query.isError, query.data, query.error, needsReason]);

  if (query.isPending) {
    return <LoadingState label="Loading ticket details..." className="min-h-[40vh] justify-center" />;
  }

  if (needsReason && !ticket) {
    return (
      <div className="space-y-4">
        <BackToTickets />
        <Suspense fallback={<LoadingState label="Loading..." />}>
          <BreakGlassForm
            asPage
            ticketId={ticketId}
            kind="crisis"
            fromCrisisAlert={cameFromCrisisAlert(location.state)}
            onOpened={() => void query.refetch()}
          />
        </Suspense>
      </div>
    );
  }

  if (query.isError && !ticket) {
    const error = query.error;
    const view = ticketLoadError(isApiError(error) ? error.status : 0, error.message);
    return (
      <div className="space-y-4">
        <BackToTickets />
        <ErrorState
          title={view.title}
          headingLevel="h1"
          message={view.text}
          onRetry={query.refetch}
          retryLabel="Try Again"
          actions={
            <Button asChild variant="outline">
              <Link to={PAGE_PATHS.tickets}>Back to Tickets</Link>
            </Button>
          }
          className="mx-auto max-w-lg"
        />
      </div>
    );
  }

  if (!ticket) {
    return (
      <div className="space-y-4">
        <BackToTickets />
        <Card className="mx-auto max-w-lg px-6 py-12 text-center">
          <h1 className="text-xl font-bold text-slate-900">Ticket Not Available</h1>
        </Card>
      </div>
    );
  }

  return <TicketDetails ticket={ticket} />;
}

function TicketDetails({ ticket }: { ticket: Ticket }) {
  const user = useCurrentUser();
  const downloads = useAttachmentDownloads(ticket.id);
  const refresh = useRefreshTicket(ticket.id);
  const manage = canManage(user.role);
  const staff = user.role !== 'student';
  const options = useTicketOptions();
  const isOwner = ticket.user_id === user.id;

  return (
    <div className="space-y-6">
      <BackToTickets />

      <header className="space-y-3">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-mono text-sm font-medium text-slate-500">#{ticket.ticket_number}</span>
          {ticket.crisis_flag && <CrisisMark student={!staff} />}
          <StatusBadge status={ticket.status} />
          <PriorityBadge priority={ticket.priority} />
          <CategoryChip name={ticket.category.name} color={ticket.category.color} />
          {(staff || !ticket.crisis_flag) && (
            <SlaBadge deadline={ticket.sla_deadline} status={ticket.status} crisis={ticket.crisis_flag} />
          )}
        </div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{ticket.subject}</h1>
        <dl className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-600">
          <div className="flex items-center gap-1.5">
            <CalendarClock className="size-4 text-slate-400" aria-hidden="true" />
            <dt>Created</dt>
            <dd>
              <time dateTime={ticket.created_at} title={formatDateTime(ticket.created_at)}>
                {formatDateTime(ticket.created_at)}
              </time>
            </dd>
          </div>
          <div className="flex items-center gap-1.5">
            <dt>Updated</dt>
            <dd>
              <time dateTime={ticket.updated_at} title={formatDateTime(ticket.updated_at)}>
                {relativeTime(ticket.updated_at)}
              </time>
            </dd>
          </div>
          <div className="flex items-center gap-1.5">
            <UserRound className="size-4 text-slate-400" aria-hidden="true" />
            <dt>Student</dt>
            <dd className="font-medium text-slate-900">{ticket.user.name}</dd>
          </div>
          <div className="flex items-center gap-1.5">
            <dt>Assigned to</dt>
            <dd className="font-medium text-slate-900">{ticket.assignee?.name ?? 'Not assigned yet'}</dd>
          </div>
        </dl>
      </header>

      {ticket.crisis_flag && (
        <CrisisTicketBanner ticket={ticket} forOwner={isOwner && user.role === 'student'} staff={staff} />
      )}

      <div className={staff ? 'grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]' : 'max-w-4xl'}>
        <div className="min-w-0 space-y-6">
          {staff && ticket.detected_crisis_keywords.length > 0 && (
            <section
              aria-labelledby="keywords-title"
              className="rounded-xl border border-red-200 bg-white p-4 shadow-sm"
            >
              <h2 id="keywords-title" className="flex items-center gap-2 text-sm font-semibold text-red-800">
                <ShieldAlert className="size-4" aria-hidden="true" />
                Detected crisis keywords
              </h2>
              <ul className="mt-2 flex flex-wrap gap-1.5">
                {ticket.detected_crisis_keywords.map((hit) => (
                  <li
                    key={`${hit.keyword}-${hit.severity_level}`}
                    className={`rounded-full border px-2 py-0.5 text-xs font-medium ${SEVERITY_CLASSES[hit.severity_level] ?? SEVERITY_CLASSES.medium}`}
                  >
                    {hit.keyword} <span>({hit.severity_level})</span>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {staff && Boolean(ticket.internal_hidden) && (
            <Suspense fallback={null}>
              <HiddenInternalNotes
                ticketId={ticket.id}
                count={ticket.internal_hidden ?? 0}
                onOpened={refresh}
              />
            </Suspense>
          )}
          <ResponseThread ticket={ticket} downloads={downloads} />
          {ticket.can_reply && <AddResponseCard ticketId={ticket.id} role={user.role} />}
          {!ticket.can_reply && (ticket.status === 'Resolved' || ticket.status === 'Closed') && (
            <p className="rounded-xl border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-600">
              This ticket is {ticket.status.toLowerCase()}. Replies are closed; submit a new ticket if you
              need more help.
            </p>
          )}
          {!staff && (
            <Suspense fallback={null}>
              <TicketAppointments ticket={ticket} viewerId={user.id} owner={isOwner} />
            </Suspense>
          )}
        </div>
        {staff && (
          <aside className="space-y-6" aria-label="Ticket management">
            {ticket.concern && (user.role === 'counselor' || user.role === 'admin') && (
              <Suspense fallback={null}>
                <ConcernReviewCard ticket={ticket} />
              </Suspense>
            )}
            <RequesterPanel ticket={ticket} />
            {manage.modify && <TicketStatusControls ticket={ticket} />}
            {manage.assign && (
              <AssignControl
                key={ticket.assigned_to ?? 'none'}
                ticket={ticket}
                staff={options.data?.staff ?? []}
              />
            )}
            {manage.tags && <TagsEditor ticket={ticket} />}
            <Suspense fallback={null}>
              <RecommendResourceCard ticket={ticket} />
            </Suspense>
            {(user.role === 'counselor' || user.role === 'admin') &&
              (ticket.status === 'Resolved' || ticket.status === 'Closed') && (
                <Suspense fallback={null}>
                  <SuggestFromTicketCard ticket={ticket} />
                </Suspense>
              )}
            <Suspense fallback={null}>
              <ScreeningFeedback ticket={ticket} />
            </Suspense>
            <Suspense fallback={null}>
              <TicketAppointments ticket={ticket} viewerId={user.id} owner={false} />
            </Suspense>
            <TicketHistory ticket={ticket} />
          </aside>
        )}
      </div>
    </div>
  );
}

/**
 * The crisis banner. The student who raised the ticket is told, in supportive words, that a counselor was
 * alerted, with the contacts, the crisis panel and their safety plan; staff see the crisis response target
 * and the acknowledgement.
 */
function CrisisTicketBanner({
  ticket,
  forOwner,
  staff,
}: {
  ticket: Ticket;
  forOwner: boolean;
  staff: boolean;
}) {
  const { emergency } = useContactsToShow();
  return (
    <section
      aria-labelledby="crisis-ticket-title"
      className="space-y-3 rounded-xl border border-red-300 bg-red-50 p-4 sm:p-5"
    >
      <div className="flex gap-3">
        <ShieldAlert className="mt-0.5 size-5 shrink-0 text-red-700" aria-hidden="true" />
        <div>
          <h2 id="crisis-ticket-title" className="font-semibold text-red-900">
            {forOwner ? 'Your safety matters' : 'Crisis ticket'}
          </h2>
          <p className="mt-1 text-sm text-red-900">
            {forOwner
              ? `A counselor has been alerted and will contact you. If you are in danger now, call ${emergency.value}.`
              : `This ticket was flagged as a crisis. Reach the student before the crisis response target (${formatDateTime(ticket.sla_deadline)}). If anyone is in immediate danger, call ${emergency.value}.`}
          </p>
        </div>
      </div>
      {forOwner && (
        <>
          <CrisisContacts />
          <div className="flex flex-wrap gap-2">
            <CrisisSupportButton variant="outline" className="border-red-300 text-red-800 hover:bg-red-100">
              <LifeBuoy aria-hidden="true" />
              More crisis support
            </CrisisSupportButton>
            <Button asChild variant="outline" className="border-red-300 text-red-800 hover:bg-red-100">
              <Link to={PAGE_PATHS['safety-plan']}>
                <ClipboardList aria-hidden="true" />
                My safety plan
              </Link>
            </Button>
          </div>
        </>
      )}
      {staff && <CrisisAcknowledgement ticket={ticket} />}
    </section>
  );
}
