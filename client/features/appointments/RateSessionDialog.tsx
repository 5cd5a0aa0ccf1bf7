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
import { StarRatingField } from '../../components/star-rating-field';
import { Textarea } from '../../components/ui/textarea';
import { useRateAppointment } from './api';
import { formatDay, TYPE_LABELS } from './format';

const COMMENT_MAX = APPOINTMENT_RULES.feedbackCommentMax;

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
      <StarRatingField
        id={ids}
        rating={rating}
        error={ratingError}
        onChange={(value) => {
          setRating(value);
          setRatingError(undefined);
        }}
      />
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
