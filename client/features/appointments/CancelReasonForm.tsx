import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { cancelInputSchema } from '../../../common/schemas/appointments';
import { DialogForm } from '../../components/form-dialog';
import { FormField } from '../../components/form-field';
import { Textarea } from '../../components/ui/textarea';

type CancelForm = z.input<typeof cancelInputSchema>;

/**
 * A cancellation's form, for a session and a group session alike: the reason the server requires (both sides
 * are told it) and the refusal the server may answer with.
 */
export function CancelReasonForm({
  title,
  description,
  submitLabel,
  cancelLabel,
  pending,
  onCancel,
  onSubmit,
}: {
  title: string;
  description: string;
  submitLabel: string;
  cancelLabel: string;
  pending: boolean;
  onCancel: () => void;
  /** Sends the reason; calls `fail` with the message to show when the server refuses. */
  onSubmit: (reason: string, fail: (message: string) => void) => void;
}) {
  const id = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CancelForm>({ resolver: zodResolver(cancelInputSchema), defaultValues: { reason: '' } });
  const submit = handleSubmit((input) => onSubmit(input.reason, setFailure));
  return (
    <DialogForm
      title={title}
      description={description}
      onSubmit={(event) => void submit(event)}
      onCancel={onCancel}
      pending={pending}
      submitLabel={submitLabel}
      pendingLabel="Cancelling…"
      cancelLabel={cancelLabel}
    >
      {failure && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {failure}
        </p>
      )}
      <FormField id={`${id}-reason`} label="Reason for cancelling" error={errors.reason?.message}>
        <Textarea
          id={`${id}-reason`}
          maxLength={1000}
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby={errors.reason ? `${id}-reason-error` : undefined}
          {...register('reason')}
        />
      </FormField>
    </DialogForm>
  );
}
