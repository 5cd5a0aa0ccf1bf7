import { useId, useState } from 'react';
import { toast } from 'sonner';
import { LIMITS } from '../../../common/limits';
import { FEEDBACK_REASONS, type FeedbackReason } from '../../../common/schemas/help';
import { isApiError } from '../../api/client';
import { DialogForm, FormDialog } from '../../components/form-dialog';
import { FormField } from '../../components/form-field';
import { Textarea } from '../../components/ui/textarea';
import { useFaqFeedback } from './api';

export const REASON_LABELS: Record<FeedbackReason, string> = {
  outdated: 'The information is outdated',
  unclear: 'The answer is unclear',
  did_not_answer: 'It did not answer my question',
  other: 'Something else',
};

const COMMENT_MAX = LIMITS.help.feedbackCommentMax;

/** "Was this helpful?": the comment dialog that opens on Yes or No; No also asks why. */
export function FeedbackDialog({
  faqId,
  question,
  helpful,
  onClose,
}: {
  faqId: number;
  question: string;
  /** The answer given (Yes or No); null while the dialog is closed. */
  helpful: boolean | null;
  onClose: () => void;
}) {
  const send = useFaqFeedback(faqId);
  return (
    <FormDialog open={helpful !== null} pending={send.isPending} onClose={onClose} className="max-w-lg">
      {helpful !== null && (
        <FeedbackForm question={question} helpful={helpful} send={send} onClose={onClose} />
      )}
    </FormDialog>
  );
}

function FeedbackForm({
  question,
  helpful,
  send,
  onClose,
}: {
  question: string;
  helpful: boolean;
  send: ReturnType<typeof useFaqFeedback>;
  onClose: () => void;
}) {
  const ids = useId();
  const [comment, setComment] = useState('');
  const [reason, setReason] = useState<FeedbackReason | null>(null);
  const [error, setError] = useState<string | undefined>();
  const commentId = `${ids}-comment`;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const text = comment.trim();
    send.mutate(
      { is_helpful: helpful, comment: text || null, reason: helpful ? null : reason },
      {
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
      },
    );
  };

  return (
    <DialogForm
      title={helpful ? 'Glad it helped' : 'Sorry it did not help'}
      description={<>Your feedback on “{question}” helps us improve the Help Center.</>}
      onSubmit={submit}
      onCancel={onClose}
      pending={send.isPending}
      submitLabel="Send feedback"
      pendingLabel="Sending..."
    >
      {!helpful && (
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-900">What was wrong? (optional)</legend>
          {FEEDBACK_REASONS.map((value) => (
            <label key={value} className="flex cursor-pointer items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name={`${ids}-reason`}
                value={value}
                checked={reason === value}
                onChange={() => setReason(value)}
                className="size-4 accent-indigo-600"
              />
              {REASON_LABELS[value]}
            </label>
          ))}
        </fieldset>
      )}
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
          placeholder={helpful ? 'What helped most?' : 'How could this answer be better?'}
        />
      </FormField>
    </DialogForm>
  );
}
