import { ShieldQuestion } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import {
  CONCERN_NOTE_MAX,
  CONCERN_OUTCOME_LABELS,
  CONCERN_OUTCOMES,
  type ConcernOutcome,
  concernReviewInputSchema,
} from '../../../common/schemas/concerns';
import type { Ticket } from '../../../common/schemas/tickets';
import { isApiError } from '../../api/client';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Label } from '../../components/ui/label';
import { Textarea } from '../../components/ui/textarea';
import { formatDateTime, relativeTime } from '../../lib/format';
import { useReviewConcern } from './api';

const HINTS: Record<ConcernOutcome, string> = {
  no_action: 'Read it; nothing needs doing now.',
  reached_out: 'You contacted the student (a reply, a call, a meeting).',
  escalated: 'You raised it further: assigned it, raised the priority, or alerted a colleague.',
};

type Errors = Partial<Record<'outcome' | 'note', string>>;

/**
 * "Possible concern — review" on the ticket page, for counselors and admins while the screening's possible
 * concern waits (and, once reviewed, who reviewed it and what they did). Students never load it.
 */
export function ConcernReviewCard({ ticket }: { ticket: Ticket }) {
  const concern = ticket.concern;
  if (!concern) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldQuestion className="size-4 text-amber-700" aria-hidden="true" />
          {concern.state === 'open' ? 'Possible concern — review' : 'Possible concern — reviewed'}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        {concern.state === 'open' ? (
          <ReviewForm ticket={ticket} raisedAt={concern.raised_at} />
        ) : (
          <div role="status" className="space-y-1 text-sm text-slate-700">
            <p>
              <span className="font-medium text-slate-900">
                {concern.outcome ? CONCERN_OUTCOME_LABELS[concern.outcome] : 'Reviewed'}
              </span>
              {concern.reviewed_by && ` — ${concern.reviewed_by.name}`}
              {concern.reviewed_at && (
                <>
                  ,{' '}
                  <time dateTime={concern.reviewed_at} title={formatDateTime(concern.reviewed_at)}>
                    {relativeTime(concern.reviewed_at)}
                  </time>
                </>
              )}
            </p>
            {concern.note && <p className="break-words">{concern.note}</p>}
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function ReviewForm({ ticket, raisedAt }: { ticket: Ticket; raisedAt: string }) {
  const ids = useId();
  const review = useReviewConcern(ticket.id);
  const [outcome, setOutcome] = useState<ConcernOutcome | ''>('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const noteId = `${ids}-note`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = concernReviewInputSchema.safeParse({ outcome: outcome || undefined, note });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'outcome' || field === 'note') && !next[field]) next[field] = issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    review.mutate(parsed.data, {
      onSuccess: () =>
        toast.success('Possible concern reviewed', {
          description: `Ticket #${ticket.ticket_number} has left the open queue.`,
        }),
      onError: (error) => {
        if (isApiError(error)) {
          const fields = error.errors ?? {};
          setErrors({ outcome: fields.outcome?.[0], note: fields.note?.[0] });
        }
        toast.error('Failed to record the review', {
          description: isApiError(error) && error.fromServer ? error.message : 'Please try again.',
        });
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <p className="text-sm text-slate-600">
        The screening found this ticket possibly worrying, though below a crisis (raised{' '}
        <time dateTime={raisedAt} title={formatDateTime(raisedAt)}>
          {relativeTime(raisedAt)}
        </time>
        ). Review it within the day. This is not an alert: nobody was paged.
      </p>
      <fieldset
        className="space-y-2"
        aria-describedby={errors.outcome ? `${ids}-outcome-error` : undefined}
        aria-invalid={errors.outcome ? true : undefined}
      >
        <legend className="mb-1 text-sm font-medium text-slate-900">Outcome</legend>
        {CONCERN_OUTCOMES.map((value) => (
          <div key={value} className="flex items-start gap-2">
            <input
              id={`${ids}-${value}`}
              type="radio"
              name={`${ids}-outcome`}
              value={value}
              checked={outcome === value}
              onChange={() => setOutcome(value)}
              className="mt-1 size-4 accent-indigo-600"
              aria-describedby={`${ids}-${value}-hint`}
            />
            <Label htmlFor={`${ids}-${value}`} className="font-normal leading-snug">
              {CONCERN_OUTCOME_LABELS[value]}
              <span id={`${ids}-${value}-hint`} className="mt-0.5 block text-xs text-slate-600">
                {HINTS[value]}
              </span>
            </Label>
          </div>
        ))}
        {errors.outcome && (
          <p id={`${ids}-outcome-error`} role="alert" className="text-sm text-red-700">
            {errors.outcome}
          </p>
        )}
      </fieldset>
      <div className="space-y-2">
        <Label htmlFor={noteId}>Note (optional)</Label>
        <Textarea
          id={noteId}
          rows={3}
          maxLength={CONCERN_NOTE_MAX}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={errors.note ? `${noteId}-error` : `${noteId}-hint`}
        />
        {errors.note ? (
          <p id={`${noteId}-error`} className="text-sm text-red-700">
            {errors.note}
          </p>
        ) : (
          <p id={`${noteId}-hint`} className="text-xs text-slate-600">
            {note.length}/{CONCERN_NOTE_MAX} · staff only, kept in the ticket's history
          </p>
        )}
      </div>
      <Button type="submit" className="w-full" disabled={review.isPending}>
        {review.isPending ? 'Saving...' : 'Mark reviewed'}
      </Button>
    </form>
  );
}
