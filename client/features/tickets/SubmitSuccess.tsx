import { CircleCheck, Plus, Ticket as TicketIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Ticket } from '../../../common/schemas/tickets';
import { PAGE_PATHS } from '../../app/paths';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { CrisisContacts } from './CrisisContacts';

const REDIRECT_SECONDS = 10;

/** The success screen: a 10-second countdown, then the tickets list (spec 1 §2.9). */
export function SubmitSuccess({ ticket, onAnother }: { ticket: Ticket; onAnother: () => void }) {
  useDocumentTitle('Ticket Submitted');
  const navigate = useNavigate();
  const [seconds, setSeconds] = useState(REDIRECT_SECONDS);

  useEffect(() => {
    const timer = window.setInterval(() => setSeconds((s) => Math.max(0, s - 1)), 1000);
    return () => window.clearInterval(timer);
  }, []);

  useEffect(() => {
    if (seconds === 0) navigate(PAGE_PATHS.tickets);
  }, [seconds, navigate]);

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
        <div className="space-y-3 rounded-xl border border-red-200 bg-red-50 p-4 text-left">
          <p className="text-sm font-medium text-red-900">
            A counselor has been alerted. If you are in immediate danger, please reach out now:
          </p>
          <CrisisContacts />
        </div>
      )}
      <p className="text-sm text-slate-500" aria-live="polite">
        Redirecting to your tickets in {seconds} {seconds === 1 ? 'second' : 'seconds'}...
      </p>
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
