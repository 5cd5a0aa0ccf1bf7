import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { LIMITS } from '../../../common/limits';
import { resourceFeedbackSchema } from '../../../common/schemas/resources';
import type { Resource } from '../../../common/schemas/resources-shapes';
import { isApiError } from '../../api/client';
import { DialogForm, FormDialog } from '../../components/form-dialog';
import { FormField } from '../../components/form-field';
import { StarRatingField } from '../../components/star-rating-field';
import { Textarea } from '../../components/ui/textarea';
import { cn } from '../../lib/utils';
import { useResourceFeedback } from './api';

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
      <StarRatingField
        id={ids}
        rating={rating}
        error={ratingError}
        onChange={(value) => {
          setRating(value);
          setRatingError(undefined);
        }}
      />
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
