import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { APPOINTMENT_RULES, type Appointment, notesInputSchema } from '../../../common/schemas/appointments';
import { DialogForm, FormDialog } from '../../components/form-dialog';
import { FormField } from '../../components/form-field';
import { ErrorState, LoadingState } from '../../components/query-state';
import { Textarea } from '../../components/ui/textarea';
import { useSaveSessionNotes, useSessionNotes } from './api';
import { formatDay, formatTime, TYPE_LABELS } from './format';

type NotesForm = z.input<typeof notesInputSchema>;

/** Spec 2 "Session Notes modal": only the counselor holding the session opens it; students never see it. */
export function SessionNotesDialog({
  appointment,
  onClose,
}: {
  appointment: Appointment | null;
  onClose: () => void;
}) {
  return (
    <FormDialog open={appointment !== null} pending={false} onClose={onClose} className="max-w-2xl">
      {appointment && <NotesLoader appointment={appointment} onClose={onClose} />}
    </FormDialog>
  );
}

function NotesLoader({ appointment, onClose }: { appointment: Appointment; onClose: () => void }) {
  const notes = useSessionNotes(appointment.id);
  if (notes.isPending) return <LoadingState label="Loading session notes" block />;
  if (notes.isError)
    return (
      <ErrorState
        title="Session notes"
        message="The session notes could not be loaded."
        error={notes.error}
        onRetry={() => notes.refetch()}
      />
    );
  return <NotesEditor appointment={appointment} initial={notes.data.notes} onClose={onClose} />;
}

function NotesEditor({
  appointment,
  initial,
  onClose,
}: {
  appointment: Appointment;
  initial: string;
  onClose: () => void;
}) {
  const id = useId();
  const save = useSaveSessionNotes(appointment.id);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<NotesForm>({ resolver: zodResolver(notesInputSchema), defaultValues: { notes: initial } });
  const submit = handleSubmit((input) =>
    save.mutate(input.notes, {
      onSuccess: () => {
        toast.success('Session notes saved');
        onClose();
      },
      onError: (error) => toast.error(error.message),
    }),
  );
  const student = appointment.student.name ?? 'Anonymous student';
  return (
    <DialogForm
      title={`Session Notes for ${student}`}
      description={`${TYPE_LABELS[appointment.type]}, ${formatDay(appointment.start)} at ${formatTime(appointment.start)}. Private to you; never shown to the student.`}
      onSubmit={submit}
      onCancel={onClose}
      pending={save.isPending}
      submitLabel="Save Notes"
      pendingLabel="Saving…"
    >
      <FormField id={`${id}-notes`} label="Notes" error={errors.notes?.message}>
        <Textarea
          id={`${id}-notes`}
          className="min-h-48"
          maxLength={APPOINTMENT_RULES.notesMax}
          aria-invalid={errors.notes ? true : undefined}
          aria-describedby={errors.notes ? `${id}-notes-error` : undefined}
          {...register('notes')}
        />
      </FormField>
    </DialogForm>
  );
}
