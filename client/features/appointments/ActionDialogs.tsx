import { useState } from 'react';
import { toast } from 'sonner';
import type { Appointment, Slot } from '../../../common/schemas/appointments';
import { isApiError } from '../../api/client';
import { DialogForm, FormDialog } from '../../components/form-dialog';
import { useCancelAppointment, useRescheduleAppointment } from './api';
import { CancelReasonForm } from './CancelReasonForm';
import { formatDay, formatTime, TYPE_LABELS } from './format';
import { SlotPicker } from './SlotPicker';

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
  return (
    <CancelReasonForm
      title="Cancel Appointment"
      description={when(appointment)}
      submitLabel="Cancel Appointment"
      cancelLabel="Keep Appointment"
      pending={cancel.isPending}
      onCancel={onClose}
      onSubmit={(reason, fail) =>
        cancel.mutate(
          { id: appointment.id, reason },
          {
            onSuccess: () => {
              toast.success('Appointment cancelled');
              onClose();
            },
            onError: (error) =>
              fail(isApiError(error) ? error.message : 'The appointment could not be cancelled.'),
          },
        )
      }
    />
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
