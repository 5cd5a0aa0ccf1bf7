import { CalendarClock, HeartHandshake, Plus, Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { GROUP_MESSAGES, type GroupSession } from '../../../common/schemas/group-sessions';
import { PAGE_PATHS } from '../../app/paths';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { ErrorState, LoadingState } from '../../components/query-state';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { cn } from '../../lib/utils';
import { useCurrentUser } from '../auth/CurrentUserContext';
import { CancelGroupDialog, OfferGroupDialog } from './GroupDialogs';
import { type GroupCardMode, GroupSessionCard } from './GroupSessionCard';
import { useGroupSessions, useJoinGroupSession, useLeaveGroupSession } from './group-api';

interface Section {
  id: string;
  title: string;
  sessions: GroupSession[];
  empty?: string;
}

/**
 * Group Therapy (issue 16; the Counseling page's Group Therapy tile). Students join and leave group sessions
 * still to start; counselors and advisors offer their own and cancel them; admins see and cancel all. Seats
 * are counted by the server, which refuses a join once a session is full.
 */
export function GroupSessionsPage() {
  const user = useCurrentUser();
  const student = user.role === 'student';
  const admin = user.role === 'admin';
  const offers = !student && !admin;
  const list = useGroupSessions();
  const join = useJoinGroupSession();
  const leave = useLeaveGroupSession();
  const [offering, setOffering] = useState(false);
  const [cancelling, setCancelling] = useState<GroupSession | null>(null);
  const [failure, setFailure] = useState<{ id: number; message: string } | null>(null);
  const sessions = list.data ?? [];

  const act = (session: GroupSession, which: 'join' | 'leave') => {
    setFailure(null);
    const mutation = which === 'join' ? join : leave;
    mutation.mutate(session.id, {
      onSuccess: () =>
        toast.success(
          which === 'join'
            ? `You joined "${session.title}"`
            : `You left "${session.title}"; your seat is free for someone else`,
        ),
      onError: (error) =>
        setFailure({
          id: session.id,
          message: error.message || (which === 'join' ? GROUP_MESSAGES.full : 'Please try again.'),
        }),
    });
  };
  const modeOf = (session: GroupSession): GroupCardMode => {
    if (student)
      return {
        kind: 'student',
        busy: join.isPending || leave.isPending,
        onJoin: () => act(session, 'join'),
        onLeave: () => act(session, 'leave'),
      };
    if (admin || session.counselor.id === user.id)
      return { kind: 'manage', onCancel: () => setCancelling(session) };
    return { kind: 'view' };
  };

  const sections: Section[] = student
    ? [
        {
          id: 'joined',
          title: 'Sessions you joined',
          sessions: sessions.filter((s) => s.joined),
          empty: 'You have not joined a group session yet.',
        },
        { id: 'open', title: 'Upcoming group sessions', sessions: sessions.filter((s) => !s.joined) },
      ]
    : admin
      ? [{ id: 'all', title: 'All upcoming group sessions', sessions }]
      : [
          {
            id: 'mine',
            title: 'Sessions you offer',
            sessions: sessions.filter((s) => s.counselor.id === user.id),
            empty: 'You are not offering a group session at the moment.',
          },
          {
            id: 'others',
            title: 'Offered by colleagues',
            sessions: sessions.filter((s) => s.counselor.id !== user.id),
          },
        ];

  const offerButton = offers ? (
    <Button onClick={() => setOffering(true)}>
      <Plus aria-hidden="true" />
      Offer a group session
    </Button>
  ) : null;

  const body = () => {
    if (list.isPending)
      return <LoadingState label="Loading group sessions" rows={3} rowClass="h-28 rounded-xl" />;
    if (list.isError && !list.data)
      return (
        <ErrorState
          message="Group sessions could not be loaded."
          error={list.error}
          onRetry={() => list.refetch()}
        />
      );
    if (sessions.length === 0)
      return (
        <EmptyState
          icon={Users}
          title="No group sessions are planned right now"
          text={
            student
              ? 'New sessions appear here when a counselor offers one. You can book a one-to-one session at any time.'
              : offers
                ? 'Offer one and students can join it here until it is full.'
                : 'Sessions counselors and advisors offer appear here.'
          }
          action={
            student ? (
              <Button asChild variant="outline">
                <Link to={PAGE_PATHS.appointments}>
                  <CalendarClock aria-hidden="true" />
                  My Appointments
                </Link>
              </Button>
            ) : (
              offerButton
            )
          }
        />
      );
    return sections
      .filter((section) => section.sessions.length > 0 || section.empty)
      .map((section) => (
        <section key={section.id} aria-labelledby={`group-${section.id}`} className="space-y-3">
          <h2 id={`group-${section.id}`} className="text-lg font-semibold text-slate-900">
            {section.title}
          </h2>
          {section.sessions.length === 0 ? (
            <p className="text-sm text-slate-600">{section.empty}</p>
          ) : (
            <ul
              aria-label={section.title}
              aria-busy={list.isFetching}
              className={cn('space-y-3', list.isFetching && 'opacity-80 transition-opacity')}
            >
              {section.sessions.map((session) => (
                <li key={session.id}>
                  <GroupSessionCard
                    session={session}
                    mode={modeOf(session)}
                    failure={failure?.id === session.id ? failure.message : null}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
      ));
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title="Group Therapy"
        description={
          student
            ? 'Small groups led by a counselor or advisor. Other students never see who joined.'
            : admin
              ? 'Every group session still to start'
              : 'Offer group sessions with a number of seats; students join until they are full'
        }
        actions={offerButton}
      />
      {list.isError && list.data && (
        <ErrorState
          compact
          message="The list could not be refreshed."
          error={list.error}
          onRetry={() => list.refetch()}
        />
      )}
      {body()}
      <Card className="flex items-start gap-3 p-4">
        <HeartHandshake className="mt-0.5 size-5 shrink-0 text-violet-700" aria-hidden="true" />
        <p className="text-sm text-slate-700">
          Need to talk to someone before a session?{' '}
          <Link className="font-medium text-indigo-700 underline" to={PAGE_PATHS.counseling}>
            Crisis support and counseling
          </Link>
        </p>
      </Card>
      {offers && <OfferGroupDialog open={offering} onClose={() => setOffering(false)} />}
      {!student && <CancelGroupDialog session={cancelling} onClose={() => setCancelling(null)} />}
    </div>
  );
}
