import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, Send } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { ATTACHMENT_MESSAGES, ATTACHMENTS, LIMITS } from '../../../common/limits';
import { can, type Role } from '../../../common/permissions';
import { type ResponseCreateInput, responseCreateSchema } from '../../../common/schemas/tickets';
import { isApiError } from '../../api/client';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Checkbox } from '../../components/ui/checkbox';
import { Label } from '../../components/ui/label';
import { Textarea } from '../../components/ui/textarea';
import { cn } from '../../lib/utils';
import { useAddResponse } from './api';
import { FilePicker } from './FilePicker';

type ResponseFormValues = z.input<typeof responseCreateSchema>;

const { responseMin: MIN, responseMax: MAX } = LIMITS.ticket;

/** The reply box (shown only when the server says this viewer may reply). */
export function AddResponseCard({ ticketId, role }: { ticketId: number; role: Role }) {
  const addResponse = useAddResponse(ticketId);
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string | undefined>();
  const messageId = useId();
  const hintId = useId();
  const internalId = useId();
  const urgentId = useId();
  const staff = role !== 'student';
  const mayWriteInternal = can(role, 'add_internal_response');

  const {
    register,
    handleSubmit,
    watch,
    reset,
    formState: { errors },
  } = useForm<ResponseFormValues, unknown, ResponseCreateInput>({
    resolver: zodResolver(responseCreateSchema),
    defaultValues: { message: '', is_internal: false, is_urgent: false },
  });

  const message = watch('message') ?? '';
  const internal = watch('is_internal') === true;
  const sending = addResponse.isPending;
  const tooShort = message.trim().length < MIN;

  const send = (input: ResponseCreateInput) => {
    setFileError(undefined);
    const fields = {
      message: input.message,
      is_internal: mayWriteInternal && input.is_internal,
      is_urgent: staff && input.is_urgent,
      visibility: mayWriteInternal && input.is_internal ? 'internal' : 'public',
    } as const;
    let body: FormData | typeof fields = fields;
    if (files.length > 0) {
      const form = new FormData();
      for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
      for (const file of files) form.append('attachments[]', file, file.name);
      body = form;
    }
    addResponse.mutate(body, {
      onSuccess: () => {
        toast.success('Response added successfully');
        reset();
        setFiles([]);
      },
      onError: (error) => {
        if (isApiError(error) && error.errors.attachments?.length)
          setFileError(error.errors.attachments.join(', '));
        toast.error('Failed to add response', {
          description:
            isApiError(error) && error.fromServer
              ? error.message
              : 'Failed to add response. Please try again.',
        });
      },
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Add Response</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={handleSubmit(send)} noValidate className="space-y-4">
          <fieldset disabled={sending} className="space-y-4">
            <div className="space-y-2">
              <Label htmlFor={messageId}>{internal ? 'Internal note' : 'Your response'}</Label>
              <Textarea
                id={messageId}
                maxLength={MAX}
                placeholder={internal ? 'Write a note only staff will see...' : 'Type your response...'}
                aria-describedby={hintId}
                aria-invalid={errors.message ? true : undefined}
                className={cn('min-h-32', internal && 'border-amber-300 bg-amber-50/50')}
                {...register('message')}
              />
              <div id={hintId} className="flex items-center justify-between gap-3 text-xs">
                <span className={errors.message ? 'text-red-600' : 'text-slate-500'}>
                  {errors.message?.message ?? 'Minimum 5 characters required'}
                </span>
                <span className="tabular-nums text-slate-500">
                  {message.length}/{MAX}
                </span>
              </div>
            </div>

            <FilePicker
              files={files}
              onChange={setFiles}
              max={ATTACHMENTS.maxPerResponse}
              tooManyMessage={ATTACHMENT_MESSAGES.tooManyResponse}
              disabled={sending}
              serverError={fileError}
            />

            {staff && (
              <div className="flex flex-wrap gap-x-6 gap-y-2">
                {mayWriteInternal && (
                  <div className="flex items-center gap-2">
                    <Checkbox id={internalId} {...register('is_internal')} />
                    <Label htmlFor={internalId} className="font-normal">
                      Internal note (visible to staff only)
                    </Label>
                  </div>
                )}
                <div className="flex items-center gap-2">
                  <Checkbox id={urgentId} {...register('is_urgent')} />
                  <Label htmlFor={urgentId} className="font-normal">
                    Mark as urgent
                  </Label>
                </div>
              </div>
            )}
          </fieldset>

          <div className="flex justify-end">
            <Button type="submit" disabled={tooShort || sending}>
              {sending ? (
                <LoaderCircle className="animate-spin" aria-hidden="true" />
              ) : (
                <Send aria-hidden="true" />
              )}
              {sending ? 'Sending...' : internal ? 'Add Internal Note' : 'Send Response'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
