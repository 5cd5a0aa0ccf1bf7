import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { type UseFormRegisterReturn, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { APPOINTMENT_MESSAGES, APPOINTMENT_TYPES } from '../../../common/schemas/appointments';
import {
  type GroupSession,
  type GroupSessionInput,
  groupSessionInputSchema,
} from '../../../common/schemas/group-sessions';
import { isApiError } from '../../api/client';
import { DialogForm, FormDialog } from '../../components/form-dialog';
import { FormField } from '../../components/form-field';
import { Input } from '../../components/ui/input';
import { Select } from '../../components/ui/select';
import { Textarea } from '../../components/ui/textarea';
import { setServerFieldErrors } from '../../lib/form-errors';
import { CancelReasonForm } from './CancelReasonForm';
import { formatDay, formatTime } from './format';
import { useCancelGroupSession, useOfferGroupSession } from './group-api';

const TYPE_NAMES = { video: 'Video', phone: 'Phone', chat: 'Chat' } as const;

/** The offer form: the server's schema, with the start typed as a local date and time in the browser. */
const offerFormSchema = groupSessionInputSchema.extend({
  start: z
    .string({ error: APPOINTMENT_MESSAGES.start })
    .refine((value) => value !== '' && !Number.isNaN(new Date(value).getTime()), APPOINTMENT_MESSAGES.start)
    .transform((value) => new Date(value).toISOString()),
});
type OfferForm = z.input<typeof offerFormSchema>;
const OFFER_FIELDS = ['title', 'description', 'type', 'start', 'duration', 'capacity'] as const;

/** "2026-06-03T10:00" for a datetime-local input, in the viewer's own time zone. */
function localInputValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export const groupWhen = (session: GroupSession) =>
  `${formatDay(session.start)}, ${formatTime(session.start)} – ${formatTime(session.end)}`;

/** Counselors and advisors offer a group session; the server's 422 messages land beside their fields. */
export function OfferGroupDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const offer = useOfferGroupSession();
  return (
    <FormDialog open={open} pending={offer.isPending} onClose={onClose} className="max-w-lg">
      <OfferGroupForm offer={offer} onClose={onClose} />
    </FormDialog>
  );
}

function OfferGroupForm({
  offer,
  onClose,
}: {
  offer: ReturnType<typeof useOfferGroupSession>;
  onClose: () => void;
}) {
  const ids = useId();
  const idOf = (name: string) => `${ids}-${name}`;
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<OfferForm, unknown, GroupSessionInput>({
    resolver: zodResolver(offerFormSchema),
    defaultValues: { title: '', description: '', type: 'video', start: '', duration: 60, capacity: 8 },
  });
  const submit = handleSubmit((input) => {
    setFailure(null);
    offer.mutate(input, {
      onSuccess: (session) => {
        toast.success(`"${session.title}" is offered to students`);
        onClose();
      },
      onError: (error) => {
        if (setServerFieldErrors(error, OFFER_FIELDS, setError).length === 0)
          setFailure(isApiError(error) ? error.message : 'The session could not be offered.');
      },
    });
  });
  const described = (name: keyof OfferForm) => ({
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${idOf(name)}-error` : undefined,
  });
  const field = (
    name: keyof OfferForm,
    label: string,
    control: (props: { id: string }) => React.ReactNode,
  ) => (
    <FormField id={idOf(name)} label={label} error={errors[name]?.message}>
      {control({ id: idOf(name) })}
    </FormField>
  );
  const number = (name: 'duration' | 'capacity'): UseFormRegisterReturn =>
    register(name, { valueAsNumber: true });

  return (
    <DialogForm
      title="Offer a group session"
      description="Students see it under Group Therapy and join until it is full. Times are in your own time zone."
      onSubmit={(event) => void submit(event)}
      onCancel={onClose}
      pending={offer.isPending}
      submitLabel="Offer session"
      pendingLabel="Offering…"
    >
      {failure && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {failure}
        </p>
      )}
      {field('title', 'Title', ({ id }) => (
        <Input id={id} maxLength={120} {...described('title')} {...register('title')} />
      ))}
      {field('description', 'Topic and description (optional)', ({ id }) => (
        <Textarea
          id={id}
          maxLength={1000}
          rows={3}
          {...described('description')}
          {...register('description')}
        />
      ))}
      <div className="grid gap-4 sm:grid-cols-2">
        {field('type', 'Type', ({ id }) => (
          <Select id={id} {...described('type')} {...register('type')}>
            {APPOINTMENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {TYPE_NAMES[type]}
              </option>
            ))}
          </Select>
        ))}
        {field('start', 'Start', ({ id }) => (
          <Input
            id={id}
            type="datetime-local"
            min={localInputValue(new Date())}
            {...described('start')}
            {...register('start')}
          />
        ))}
        {field('duration', 'Duration (minutes)', ({ id }) => (
          <Input
            id={id}
            type="number"
            min={30}
            max={120}
            step={15}
            {...described('duration')}
            {...number('duration')}
          />
        ))}
        {field('capacity', 'Capacity (seats)', ({ id }) => (
          <Input id={id} type="number" min={2} max={50} {...described('capacity')} {...number('capacity')} />
        ))}
      </div>
    </DialogForm>
  );
}

/** Cancel with a reason; the students who joined are told it, by notification and e-mail. */
export function CancelGroupDialog({
  session,
  onClose,
}: {
  session: GroupSession | null;
  onClose: () => void;
}) {
  const cancel = useCancelGroupSession();
  return (
    <FormDialog open={session !== null} pending={cancel.isPending} onClose={onClose}>
      {session && <CancelGroupForm session={session} cancel={cancel} onClose={onClose} />}
    </FormDialog>
  );
}

function CancelGroupForm({
  session,
  cancel,
  onClose,
}: {
  session: GroupSession;
  cancel: ReturnType<typeof useCancelGroupSession>;
  onClose: () => void;
}) {
  const taken = session.capacity - session.seats_left;
  return (
    <CancelReasonForm
      title="Cancel group session"
      description={`${session.title}, ${groupWhen(session)}. ${
        taken === 0
          ? 'Nobody has joined yet.'
          : `${taken} ${taken === 1 ? 'student has' : 'students have'} joined; they are told, with your reason.`
      }`}
      submitLabel="Cancel session"
      cancelLabel="Keep session"
      pending={cancel.isPending}
      onCancel={onClose}
      onSubmit={(reason, fail) =>
        cancel.mutate(
          { id: session.id, reason },
          {
            onSuccess: () => {
              toast.success('Group session cancelled');
              onClose();
            },
            onError: (error) =>
              fail(isApiError(error) ? error.message : 'The session could not be cancelled.'),
          },
        )
      }
    />
  );
}
