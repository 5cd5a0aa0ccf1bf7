import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { type Appointment, cancelInputSchema, type Slot } from '../../../common/schemas/appointments';
import { isApiError } from '../../api/client';
import { DialogForm, FormDialog } from '../../components/form-dialog';
import { FormField } from '../../components/form-field';
import { Textarea } from '../../components/ui/textarea';
import { useCancelAppointment, useRescheduleAppointment } from './api';
import { formatDay, formatTime, TYPE_LABELS } from './format';
import { SlotPicker } from './SlotPicker';

type CancelForm = z.input<typeof cancelInputSchema>;

const when = (appointment: Appointment) =>
  `${TYPE_LABELS[appointment.type]} on ${formatDay(appointment.start)} at ${formatTime(appointment.start)}`;

/** Cancel with a reason (required by the server; both sides are told). */
export function CancelDialog({
  appointment,
  onClose,
}: {
  appointment: Appointment | null;
  onClose: () => void;
}) {
  const cancel = useCancelAppointment();
  return (
    <FormDialog open={appointment !== null} pending={cancel.isPending} onClose={onClose}>
      {appointment && <CancelForm appointment={appointment} cancel={cancel} onClose={onClose} />}
    </FormDialog>
  );
}

function CancelForm({
  appointment,
  cancel,
  onClose,
}: {
  appointment: Appointment;
  cancel: ReturnType<typeof useCancelAppointment>;
  onClose: () => void;
}) {
  const id = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CancelForm>({ resolver: zodResolver(cancelInputSchema), defaultValues: { reason: '' } });
  const [failure, setFailure] = useState<string | null>(null);
  const submit = handleSubmit((input) =>
    cancel.mutate(
      { id: appointment.id, reason: input.reason },
      {
        onSuccess: () => {
          toast.success('Appointment cancelled');
          onClose();
        },
        onError: (error) =>
          setFailure(isApiError(error) ? error.message : 'The appointment could not be cancelled.'),
      },
    ),
  );
  return (
    <DialogForm
      title="Cancel Appointment"
      description={when(appointment)}
      onSubmit={submit}
      onCancel={onClose}
      pending={cancel.isPending}
      submitLabel="Cancel Appointment"
      pendingLabel="Cancelling…"
      cancelLabel="Keep Appointment"
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

/** Reschedule: a new free time of the same counselor. */
export function RescheduleDialog({
  appointment,
  onClose,
}: {
  appointment: Appointment | null;
  onClose: () => void;
}) {
  const reschedule = useRescheduleAppointment();
  return (
    <FormDialog
      open={appointment !== null}
      pending={reschedule.isPending}
      onClose={onClose}
      className="max-w-2xl"
    >
      {appointment && <RescheduleForm appointment={appointment} reschedule={reschedule} onClose={onClose} />}
    </FormDialog>
  );
}

function RescheduleForm({
  appointment,
  reschedule,
  onClose,
}: {
  appointment: Appointment;
  reschedule: ReturnType<typeof useRescheduleAppointment>;
  onClose: () => void;
}) {
  const [slot, setSlot] = useState<Slot | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <DialogForm
      title="Reschedule Appointment"
      description={`Now: ${when(appointment)}. Choose a new time with ${appointment.counselor.name ?? 'your counselor'}.`}
      onSubmit={(event) => {
        event.preventDefault();
        if (!slot) return setFailure('Choose a date and time');
        reschedule.mutate(
          { id: appointment.id, start: slot.start },
          {
            onSuccess: () => {
              toast.success('Appointment rescheduled');
              onClose();
            },
            onError: (error) => {
              setSlot(null);
              setFailure(isApiError(error) ? error.message : 'The appointment could not be rescheduled.');
            },
          },
        );
      }}
      onCancel={onClose}
      pending={reschedule.isPending}
      submitLabel="Reschedule"
      pendingLabel="Rescheduling…"
      submitDisabled={!slot}
    >
      {failure && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {failure}
        </p>
      )}
      <SlotPicker
        type={appointment.type}
        counselorId={appointment.counselor.id}
        value={slot}
        onChange={(chosen) => {
          setSlot(chosen);
          setFailure(null);
        }}
      />
    </DialogForm>
  );
}
