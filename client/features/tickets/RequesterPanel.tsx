import { Mail, Phone, ShieldAlert, UserRound } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { telHref } from '../../../common/schemas/phone';
import type { CrisisHistoryEntry, RequesterPanel as Panel } from '../../../common/schemas/requester';
import type { Ticket } from '../../../common/schemas/tickets';
import { ErrorState, LoadingState } from '../../components/query-state';
import { Button } from '../../components/ui/button';
import { formatDateTime } from '../../lib/format';
import { cn } from '../../lib/utils';
import { useTicketRequester } from './requester-api';
import { CrisisBadge, StatusBadge } from './TicketBadges';

const NO_PHONE = 'No phone number on file. Ask the student to add one in My Profile.';
const CALL_BUTTON = 'h-auto min-h-10 w-full justify-start whitespace-normal break-all text-left';

/**
 * Who raised the ticket and how to reach them, first in the staff column. On a crisis ticket it is headed
 * "Reach the student" in red. Each load on a crisis ticket is audited by the server.
 */
export function RequesterPanel({ ticket }: { ticket: Ticket }) {
  const headingId = useId();
  const query = useTicketRequester(ticket.id);
  const crisis = ticket.crisis_flag;

  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'rounded-xl bg-white p-5 text-slate-900 shadow-sm',
        crisis ? 'border-2 border-red-600' : 'border border-slate-200',
      )}
    >
      <h2
        id={headingId}
        className={cn(
          'flex items-center gap-2 text-base font-semibold',
          crisis ? 'text-red-800' : 'text-slate-900',
        )}
      >
        {crisis ? (
          <ShieldAlert className="size-5 shrink-0 text-red-600" aria-hidden="true" />
        ) : (
          <UserRound className="size-5 shrink-0 text-slate-600" aria-hidden="true" />
        )}
        {crisis ? 'Reach the student' : 'Student'}
      </h2>
      <div className="mt-3">
        {query.isPending ? (
          <LoadingState label="Loading the student’s contact details..." />
        ) : query.isError ? (
          <ErrorState
            message="The student’s contact details could not be loaded."
            error={query.error}
            onRetry={query.refetch}
            retryLabel="Try Again"
            compact
          />
        ) : (
          <RequesterDetails panel={query.data} />
        )}
      </div>
    </section>
  );
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-2 border-t border-slate-200 pt-3">
      <h3 id={id} className="text-sm font-semibold text-slate-800">
        {title}
      </h3>
      {children}
    </section>
  );
}

function CallLink({ phone, note, primary }: { phone: string; note?: string; primary?: boolean }) {
  return (
    <li>
      <Button asChild variant={primary ? 'default' : 'outline'} className={CALL_BUTTON}>
        <a href={telHref(phone)}>
          <Phone aria-hidden="true" />
          <span>Call {phone}</span>
        </a>
      </Button>
      {note && <p className="mt-1 text-xs text-slate-600">{note}</p>}
    </li>
  );
}

function RequesterDetails({ panel }: { panel: Panel }) {
  const { requester, open_tickets, open_elsewhere, crisis_history } = panel;
  const preferred = requester.preferred_phone;
  const other = requester.phone && requester.phone !== preferred ? requester.phone : null;
  const contact = requester.emergency_contact;

  return (
    <div className="space-y-3 text-sm">
      <div>
        <p className="font-semibold text-slate-900">{requester.name}</p>
        <p className="text-slate-700">
          Student ID: <span className="font-medium">{requester.student_id ?? 'not on file'}</span>
        </p>
        {requester.status !== 'active' && (
          <p className="mt-1 font-medium text-amber-800">This account is {requester.status}.</p>
        )}
      </div>

      <ul className="space-y-2" aria-label="Ways to reach the student">
        {preferred && <CallLink phone={preferred} note="Preferred number" primary />}
        {other && (
          <CallLink phone={other} note={preferred ? 'Other number' : undefined} primary={!preferred} />
        )}
        {!preferred && !other && <li className="text-slate-700">{NO_PHONE}</li>}
        <li>
          <a
            href={`mailto:${requester.email}`}
            className="inline-flex items-start gap-2 break-all rounded text-indigo-700 underline underline-offset-2 hover:text-indigo-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
          >
            <Mail className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {requester.email}
          </a>
        </li>
      </ul>

      <Block title="Emergency contact">
        {contact ? (
          <div className="space-y-2">
            <p className="text-slate-800">
              <span className="font-medium">{contact.name ?? 'Name not given'}</span>
              {contact.relationship && <span className="text-slate-600"> ({contact.relationship})</span>}
            </p>
            {contact.phone ? (
              <ul>
                <CallLink phone={contact.phone} />
              </ul>
            ) : (
              <p className="text-slate-700">No phone number for this contact.</p>
            )}
          </div>
        ) : (
          <p className="text-slate-700">No emergency contact on file.</p>
        )}
      </Block>

      <Block title="Safety plan">
        {panel.safety_plan_shared ? (
          <Link
            to={`/safety-plan?student=${requester.id}`}
            className="rounded font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
          >
            Open the safety plan {requester.name} shared with you
          </Link>
        ) : (
          <p className="text-slate-700">Not shared with you.</p>
        )}
      </Block>

      <Block title="Other open tickets">
        {open_tickets.length > 0 ? (
          <ul className="space-y-1.5">
            {open_tickets.map((item) => (
              <li key={item.id} className="flex flex-wrap items-center gap-1.5">
                <Link
                  to={`/tickets/${item.slug}`}
                  className="min-w-0 break-words rounded font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
                >
                  #{item.ticket_number} {item.subject}
                </Link>
                {item.crisis_flag && <CrisisBadge />}
                <StatusBadge status={item.status} short />
              </li>
            ))}
          </ul>
        ) : (
          open_elsewhere === 0 && <p className="text-slate-700">No other open tickets.</p>
        )}
        {open_elsewhere > 0 && (
          <p className="text-slate-700">
            {open_elsewhere} more open {open_elsewhere === 1 ? 'ticket' : 'tickets'} handled by other staff
          </p>
        )}
      </Block>

      <Block title="Crisis history (last 12 months)">
        {crisis_history.length > 0 ? (
          <ul className="space-y-2">
            {crisis_history.map((entry) => (
              <CrisisHistoryItem key={entry.ticket_number} entry={entry} />
            ))}
          </ul>
        ) : (
          <p className="text-slate-700">No crises in the last 12 months.</p>
        )}
      </Block>
    </div>
  );
}

function CrisisHistoryItem({ entry }: { entry: CrisisHistoryEntry }) {
  const number = `#${entry.ticket_number}`;
  return (
    <li className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-red-900">
      <p className="font-medium">
        {entry.slug ? (
          <Link
            to={`/tickets/${entry.slug}`}
            className="rounded underline underline-offset-2 hover:text-red-950 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
          >
            {number}
          </Link>
        ) : (
          number
        )}
        {entry.level && <span className="font-normal"> · {entry.level}</span>}
      </p>
      <p className="text-xs">
        Detected <time dateTime={entry.detected_at}>{formatDateTime(entry.detected_at)}</time>
        {' · '}
        {entry.acknowledged_at ? (
          <>
            acknowledged <time dateTime={entry.acknowledged_at}>{formatDateTime(entry.acknowledged_at)}</time>
          </>
        ) : (
          'not acknowledged'
        )}
      </p>
    </li>
  );
}
