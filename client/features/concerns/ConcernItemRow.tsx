import { Clock, ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { CONCERN_OUTCOME_LABELS, type ConcernItem } from '../../../common/schemas/concerns';
import { ticketPath } from '../../app/paths';
import { Badge } from '../../components/ui/badge';
import { formatDateTime, formatDuration, relativeTime } from '../../lib/format';

/** "3h 5m" for the minutes a concern has waited (or waited until its review). */
export const ageOf = (minutes: number) => formatDuration(minutes * 60);

/** One ticket in the possible-concern queue: its number and subject, how long it has waited, its review. */
export function ConcernItemRow({ concern }: { concern: ConcernItem }) {
  const label = concern.subject ?? 'Subject hidden: you may not open this ticket';
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        {concern.state === 'open' ? (
          <Badge variant={concern.overdue ? 'destructive' : 'warning'}>
            {concern.overdue ? 'Waiting over a day' : 'Open'}
          </Badge>
        ) : (
          <Badge variant="secondary">Reviewed</Badge>
        )}
        {concern.can_open ? (
          <Link
            to={ticketPath(concern.ticket_id)}
            className="inline-flex items-center gap-1 font-mono text-sm font-medium text-indigo-700 underline-offset-2 hover:underline"
            aria-label={`Open ticket #${concern.ticket_number}: ${label}`}
          >
            #{concern.ticket_number}
            <ExternalLink className="size-3.5" aria-hidden="true" />
          </Link>
        ) : (
          <span className="font-mono text-sm font-medium text-slate-700">#{concern.ticket_number}</span>
        )}
      </div>
      <p
        className={
          concern.subject
            ? 'mt-2 break-words font-medium text-slate-900'
            : 'mt-2 text-sm italic text-slate-600'
        }
      >
        {label}
      </p>
      <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm text-slate-700 sm:grid-cols-2">
        <div>
          <dt className="inline font-medium text-slate-900">
            <Clock className="mr-1 inline size-3.5" aria-hidden="true" />
            {concern.state === 'open' ? 'Waiting: ' : 'Reviewed after: '}
          </dt>
          <dd className="inline">{ageOf(concern.age_minutes)}</dd>
        </div>
        <div>
          <dt className="inline font-medium text-slate-900">Category: </dt>
          <dd className="inline">
            {concern.category} · {concern.status}
          </dd>
        </div>
        <div>
          <dt className="inline font-medium text-slate-900">Assigned to: </dt>
          <dd className="inline">{concern.assignee ?? 'Nobody yet'}</dd>
        </div>
        {concern.state === 'reviewed' && concern.reviewed_at && (
          <div>
            <dt className="inline font-medium text-slate-900">Outcome: </dt>
            <dd className="inline">
              {concern.outcome ? CONCERN_OUTCOME_LABELS[concern.outcome] : 'Reviewed'}
              {concern.reviewed_by && ` by ${concern.reviewed_by.name}`},{' '}
              <time dateTime={concern.reviewed_at} title={formatDateTime(concern.reviewed_at)}>
                {relativeTime(concern.reviewed_at)}
              </time>
            </dd>
          </div>
        )}
      </dl>
      {concern.note && (
        <p className="mt-2 break-words rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
          <span className="font-medium text-slate-900">Note: </span>
          {concern.note}
        </p>
      )}
    </li>
  );
}
