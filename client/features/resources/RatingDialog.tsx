import { Star, ThumbsDown, ThumbsUp } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { LIMITS } from '../../../common/limits';
import { resourceFeedbackSchema } from '../../../common/schemas/resources';
import type { Resource } from '../../../common/schemas/resources-shapes';
import { isApiError } from '../../api/client';
import { DialogForm, FormDialog } from '../../components/form-dialog';
import { FormField } from '../../components/form-field';
import { Textarea } from '../../components/ui/textarea';
import { cn } from '../../lib/utils';
import { useResourceFeedback } from './api';

/** Spec 3 §2.5: the stars' labels. */
export const STAR_LABELS = ['Poor', 'Fair', 'Good', 'Very Good', 'Excellent'] as const;

const COMMENT_MAX = LIMITS.resources.commentMax;

/** "Rate Resource" (or "Update Rating" for one already rated): stars, Recommend or not, and a comment. */
export function RatingDialog({
  resource,
  open,
  onClose,
}: {
  resource: Resource;
  open: boolean;
  onClose: () => void;
}) {
  const send = useResourceFeedback(resource.id);
  return (
    <FormDialog open={open} pending={send.isPending} onClose={onClose} className="max-w-lg">
      <RatingForm resource={resource} send={send} onClose={onClose} />
    </FormDialog>
  );
}

function RatingForm({
  resource,
  send,
  onClose,
}: {
  resource: Resource;
  send: ReturnType<typeof useResourceFeedback>;
  onClose: () => void;
}) {
  const ids = useId();
  const mine = resource.my_feedback;
  const [rating, setRating] = useState<number>(mine?.rating ?? 0);
  const [recommended, setRecommended] = useState<boolean>(mine?.is_recommended ?? true);
  const [comment, setComment] = useState(mine?.comment ?? '');
  const [ratingError, setRatingError] = useState<string | undefined>();
  const [error, setError] = useState<string | undefined>();
  const commentId = `${ids}-comment`;
  const editing = mine !== null && mine !== undefined;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = resourceFeedbackSchema.safeParse({
      rating: rating || undefined,
      comment,
      is_recommended: recommended,
    });
    if (!parsed.success) {
      const issues = parsed.error.issues;
      setRatingError(issues.find((issue) => issue.path[0] === 'rating')?.message);
      setError(issues.find((issue) => issue.path[0] === 'comment')?.message);
      return;
    }
    setRatingError(undefined);
    send.mutate(parsed.data, {
      onSuccess: () => {
        toast.success('Thank you for your feedback!');
        onClose();
      },
      onError: (failure) => {
        const message =
          isApiError(failure) && failure.fromServer
            ? failure.message
            : 'Failed to submit feedback. Please try again.';
        setError(message);
        toast.error(message);
      },
    });
  };

  return (
    <DialogForm
      title={editing ? 'Update Rating' : 'Rate Resource'}
      description={<>How helpful was “{resource.title}”?</>}
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
            const lit = value <= rating;
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
                  className={cn('size-8', lit ? 'fill-amber-400 text-amber-500' : 'text-slate-400')}
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
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-900">Would you recommend it?</legend>
        <div className="flex flex-wrap gap-2">
          {[
            { value: true, label: 'Recommend', icon: ThumbsUp },
            { value: false, label: "Don't Recommend", icon: ThumbsDown },
          ].map(({ value, label, icon: Icon }) => (
            <label
              key={label}
              className={cn(
                'flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-500',
                recommended === value
                  ? 'border-indigo-600 bg-indigo-50 text-indigo-800'
                  : 'border-slate-300 text-slate-700',
              )}
            >
              <input
                type="radio"
                name={`${ids}-recommend`}
                checked={recommended === value}
                onChange={() => setRecommended(value)}
                className="sr-only"
              />
              <Icon className="size-4" aria-hidden="true" />
              {label}
            </label>
          ))}
        </div>
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
          placeholder="What did you find useful?"
        />
      </FormField>
    </DialogForm>
  );
}
