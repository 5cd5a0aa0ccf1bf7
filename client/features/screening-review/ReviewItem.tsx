import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { SCREENING_MARK_KIND_LABELS, type ScreeningReview } from '../../../common/schemas/screening-reviews';
import { ticketPath } from '../../app/paths';
import { Badge } from '../../components/ui/badge';
import { Checkbox } from '../../components/ui/checkbox';
import { formatDateTime, relativeTime } from '../../lib/format';
import { levelName } from './format';

/** One mark in the admin review list: what the engine said, what the marker said, and the ticket's words. */
export function ReviewItem({
  review,
  selected,
  onSelect,
}: {
  review: ScreeningReview;
  selected: boolean;
  onSelect: (selected: boolean) => void;
}) {
  const checkboxId = `review-${review.id}`;
  const missed = review.kind === 'missed_crisis';
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-start gap-3">
        <Checkbox
          id={checkboxId}
          className="mt-1"
          checked={selected}
          onChange={(event) => onSelect(event.target.checked)}
          aria-label={`Select the mark on ticket #${review.ticket_number}`}
        />
        <div className="min-w-0 flex-1 space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant={missed ? 'destructive' : 'warning'}>
              {SCREENING_MARK_KIND_LABELS[review.kind]}
            </Badge>
            <Badge variant={review.state === 'open' ? 'info' : 'secondary'}>
              {review.state === 'open' ? 'Open' : 'Exported'}
            </Badge>
            <Link
              to={ticketPath(review.ticket_id)}
              className="inline-flex items-center gap-1 font-mono text-sm font-medium text-indigo-700 underline-offset-2 hover:underline"
            >
              #{review.ticket_number}
              <ExternalLink className="size-3.5" aria-hidden="true" />
            </Link>
          </div>
          <dl className="grid gap-x-6 gap-y-1 text-sm text-slate-700 sm:grid-cols-2">
            <div>
              <dt className="inline font-medium text-slate-900">Screening said: </dt>
              <dd className="inline">
                {levelName(review.engine_level)} (score {review.engine_score})
              </dd>
            </div>
            <div>
              <dt className="inline font-medium text-slate-900">Marker says: </dt>
              <dd className="inline">
                {missed && review.level ? `should be ${review.level}` : 'not a crisis'}
              </dd>
            </div>
            <div>
              <dt className="inline font-medium text-slate-900">Marked by: </dt>
              <dd className="inline">
                {review.marked_by.name} ({review.marked_by.role}),{' '}
                <time dateTime={review.created_at} title={formatDateTime(review.created_at)}>
                  {relativeTime(review.created_at)}
                </time>
              </dd>
            </div>
            <div>
              <dt className="inline font-medium text-slate-900">Language: </dt>
              <dd className="inline">{review.engine_language}</dd>
            </div>
          </dl>
          {review.note && (
            <p className="break-words rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
              <span className="font-medium text-slate-900">Note: </span>
              {review.note}
            </p>
          )}
          {review.ticket ? (
            <blockquote className="border-l-2 border-slate-300 pl-3 text-sm text-slate-700">
              <p className="font-medium text-slate-900 break-words">{review.ticket.subject}</p>
              <p className="mt-1 whitespace-pre-wrap break-words">{review.ticket.description}</p>
            </blockquote>
          ) : (
            <p className="text-sm italic text-slate-600">
              The ticket's text is hidden: you may not see this ticket.
            </p>
          )}
        </div>
      </div>
    </li>
  );
}
