import { Star } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import {
  APPOINTMENT_RULES,
  type Appointment,
  feedbackInputSchema,
} from '../../../common/schemas/appointments';
import { isApiError } from '../../api/client';
import { DialogForm, FormDialog } from '../../components/form-dialog';
import { FormField } from '../../components/form-field';
import { Textarea } from '../../components/ui/textarea';
import { cn } from '../../lib/utils';
import { useRateAppointment } from './api';
import { formatDay, TYPE_LABELS } from './format';

const COMMENT_MAX = APPOINTMENT_RULES.feedbackCommentMax;
/** The stars' labels, as the resource rating's (spec 3 §2.5). */
const STAR_LABELS = ['Poor', 'Fair', 'Good', 'Very Good', 'Excellent'] as const;

/**
 * "Rate this session" (or "Update rating" once rated): 1-5 stars with their labels and an optional comment,
 * for the student of a completed session. Only the counselor who held it and administrators read the comment.
 */
export function RateSessionDialog({
  appointment,
  open,
  onClose,
}: {
  appointment: Appointment;
  open: boolean;
  onClose: () => void;
}) {
  const send = useRateAppointment();
  return (
    <FormDialog open={open} pending={send.isPending} onClose={onClose} className="max-w-lg">
      <RateForm appointment={appointment} send={send} onClose={onClose} />
    </FormDialog>
  );
}

function RateForm({
  appointment,
  send,
  onClose,
}: {
  appointment: Appointment;
  send: ReturnType<typeof useRateAppointment>;
  onClose: () => void;
}) {
  const ids = useId();
  const mine = appointment.my_feedback;
  const [rating, setRating] = useState<number>(mine?.rating ?? 0);
  const [comment, setComment] = useState(mine?.comment ?? '');
  const [ratingError, setRatingError] = useState<string | undefined>();
  const [error, setError] = useState<string | undefined>();
  const commentId = `${ids}-comment`;
  const editing = mine !== null;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = feedbackInputSchema.safeParse({ rating: rating || undefined, comment });
    if (!parsed.success) {
      const issues = parsed.error.issues;
      setRatingError(issues.find((issue) => issue.path[0] === 'rating')?.message);
      setError(issues.find((issue) => issue.path[0] === 'comment')?.message);
      return;
    }
    setRatingError(undefined);
    send.mutate(
      { id: appointment.id, rating: parsed.data.rating, comment: parsed.data.comment ?? '' },
      {
        onSuccess: () => {
          toast.success(editing ? 'Rating updated' : 'Thank you for rating this session');
          onClose();
        },
        onError: (failure) => {
          const message =
            isApiError(failure) && failure.fromServer
              ? failure.message
              : 'Your rating could not be saved. Please try again.';
          setError(message);
          toast.error(message);
        },
      },
    );
  };

  return (
    <DialogForm
      title={editing ? 'Update rating' : 'Rate this session'}
      description={
        <>
          How was your {TYPE_LABELS[appointment.type].toLowerCase()} with{' '}
          {appointment.counselor.name ?? 'your counselor'} on {formatDay(appointment.start)}? Only your
          counselor and the hub’s administrators read your comment.
        </>
      }
      onSubmit={submit}
      onCancel={onClose}
      pending={send.isPending}
      submitLabel={editing ? 'Update' : 'Submit'}
      pendingLabel="Submitting..."
    >
      <fieldset
        className="space-y-2"
        aria-describedby={ratingError ? `${ids}-rating-error` : undefined}
        aria-invalid={ratingError ? true : undefined}
      >
        <legend className="text-sm font-medium text-slate-900">Your rating</legend>
        <div className="flex flex-wrap gap-1">
          {STAR_LABELS.map((label, index) => {
            const value = index + 1;
            return (
              <label
                key={label}
                className="flex cursor-pointer flex-col items-center gap-0.5 rounded-lg p-1 text-xs text-slate-700 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-500"
              >
                <input
                  type="radio"
                  name={`${ids}-rating`}
                  value={value}
                  checked={rating === value}
                  onChange={() => {
                    setRating(value);
                    setRatingError(undefined);
                  }}
                  className="sr-only"
                  aria-label={`${value} ${label}`}
                />
                <Star
                  className={cn(
                    'size-8',
                    value <= rating ? 'fill-amber-400 text-amber-500' : 'text-slate-400',
                  )}
                  aria-hidden="true"
                />
                <span aria-hidden="true">
                  {value} {label}
                </span>
              </label>
            );
          })}
        </div>
        {ratingError && (
          <p id={`${ids}-rating-error`} className="text-sm text-red-600">
            {ratingError}
          </p>
        )}
      </fieldset>
      <FormField
        id={commentId}
        label="Comment (optional)"
        error={error}
        hint={`${comment.length}/${COMMENT_MAX}`}
      >
        <Textarea
          id={commentId}
          rows={3}
          maxLength={COMMENT_MAX}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${commentId}-error` : undefined}
          placeholder="What helped, or what could be better?"
        />
      </FormField>
    </DialogForm>
  );
}
