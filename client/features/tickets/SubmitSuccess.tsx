import { CircleCheck, Plus, Ticket as TicketIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Ticket } from '../../../common/schemas/tickets';
import { PAGE_PATHS } from '../../app/paths';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useCurrentUser } from '../auth/CurrentUserContext';
import { CrisisContacts } from '../crisis-support/CrisisContactList';
import { useContactsToShow } from '../crisis-support/useContacts';

const REDIRECT_SECONDS = 10;

/**
 * The success screen: a 10-second countdown, then the tickets list (product §1.2.9). A crisis ticket's screen
 * stays until the student leaves it, with the contacts in view: nobody in distress is sent away by a timer.
 */
export function SubmitSuccess({ ticket, onAnother }: { ticket: Ticket; onAnother: () => void }) {
  useDocumentTitle('Ticket Submitted');
  const navigate = useNavigate();
  const user = useCurrentUser();
  const stays = ticket.crisis_flag;
  const { emergency } = useContactsToShow();
  const [seconds, setSeconds] = useState(REDIRECT_SECONDS);

  useEffect(() => {
    if (stays) return;
    const timer = window.setInterval(() => setSeconds((s) => Math.max(0, s - 1)), 1000);
    return () => window.clearInterval(timer);
  }, [stays]);

  useEffect(() => {
    if (!stays && seconds === 0) navigate(PAGE_PATHS.tickets);
  }, [stays, seconds, navigate]);

  return (
    <Card className="mx-auto max-w-xl space-y-5 px-6 py-10 text-center sm:px-10">
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-emerald-50 text-emerald-600">
        <CircleCheck className="size-8" aria-hidden="true" />
      </span>
      <div className="space-y-2">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Ticket Submitted Successfully</h1>
        <p className="text-sm text-slate-600">
          Your ticket <span className="font-mono font-medium text-slate-900">#{ticket.ticket_number}</span> "
          {ticket.subject}" has been received.
          {ticket.assignee
            ? ` It has been assigned to ${ticket.assignee.name}.`
            : ' Our team will respond soon.'}
        </p>
      </div>
      {ticket.crisis_flag && (
        <section
          aria-labelledby="crisis-success-title"
          className="space-y-3 rounded-xl border border-red-200 bg-red-50 p-4 text-left"
        >
          <h2 id="crisis-success-title" className="font-semibold text-red-900">
            You don't have to go through this alone
          </h2>
          <p className="text-sm text-red-900">
            A counselor has been alerted and will contact you. If you are in danger now, call{' '}
            {emergency.value}.
          </p>
          <CrisisContacts />
          {user.role === 'student' && (
            <Link
              className="inline-block text-sm font-medium text-red-900 underline"
              to={PAGE_PATHS['safety-plan']}
            >
              Open my safety plan
            </Link>
          )}
        </section>
      )}
      {!stays && (
        <p className="text-sm text-slate-600" aria-live="polite">
          Redirecting to your tickets in {seconds} {seconds === 1 ? 'second' : 'seconds'}...
        </p>
      )}
      <div className="flex flex-col justify-center gap-2 sm:flex-row">
        <Button asChild>
          <Link to={PAGE_PATHS.tickets}>View All Tickets</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={`/tickets/${ticket.slug}`}>
            <TicketIcon aria-hidden="true" />
            View Ticket
          </Link>
        </Button>
        <Button variant="outline" onClick={onAnother}>
          <Plus aria-hidden="true" />
          Submit Another Ticket
        </Button>
      </div>
    </Card>
  );
}
