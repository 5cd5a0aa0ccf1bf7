import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, LoaderCircle, ShieldCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import {
  type CrisisAcknowledgeInput,
  crisisAcknowledgeSchema,
  type Ticket,
} from '../../../common/schemas/tickets';
import { isApiError } from '../../api/client';
import { queryKeys } from '../../api/queryKeys';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { Label } from '../../components/ui/label';
import { Textarea } from '../../components/ui/textarea';
import { setServerFieldErrors } from '../../lib/form-errors';
import { formatDateTime, relativeTime } from '../../lib/format';
import { useAcknowledgeCrisis } from './api';

const NOTE_MAX = 1000;

type NoteForm = { note: string };
// The schema's input is `unknown` (it accepts a missing body); the form always holds a note.
const resolver = zodResolver(
  crisisAcknowledgeSchema as unknown as z.ZodType<CrisisAcknowledgeInput, NoteForm>,
) as unknown as Resolver<NoteForm, unknown, CrisisAcknowledgeInput>;

/**
 * Staff on a crisis ticket: "Acknowledge crisis" (with an optional note) until somebody has, which stops the
 * escalation alerts; afterwards who acknowledged it and when.
 */
export function CrisisAcknowledgement({ ticket }: { ticket: Ticket }) {
  const acknowledge = useAcknowledgeCrisis(ticket.id);
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const {
    register,
    handleSubmit,
    watch,
    reset,
    setError,
    formState: { errors },
  } = useForm<NoteForm, unknown, CrisisAcknowledgeInput>({ resolver, defaultValues: { note: '' } });
  const note = watch('note');
  const noteId = useId();

  if (ticket.crisis_acknowledged_at) {
    return (
      <p
        role="status"
        className="flex flex-wrap items-center gap-x-1.5 gap-y-1 rounded-lg bg-white/80 px-3 py-2 text-sm text-emerald-800 ring-1 ring-emerald-200"
      >
        <CircleCheck className="size-4 shrink-0 text-emerald-600" aria-hidden="true" />
        <span>
          Acknowledged by{' '}
          <strong className="font-semibold">{ticket.crisis_acknowledged_by?.name ?? 'a staff member'}</strong>{' '}
          <time
            dateTime={ticket.crisis_acknowledged_at}
            title={formatDateTime(ticket.crisis_acknowledged_at)}
          >
            {relativeTime(ticket.crisis_acknowledged_at)}
          </time>
        </span>
      </p>
    );
  }

  const submit = handleSubmit((input) =>
    acknowledge.mutate(input.note ?? '', {
      onSuccess: () => {
        setOpen(false);
        reset({ note: '' });
        toast.success('Crisis acknowledged');
      },
      onError: (error) => {
        setServerFieldErrors(error, ['note'], setError);
        toast.error('Failed to acknowledge crisis', {
          description: isApiError(error) && error.fromServer ? error.message : 'Please try again.',
        });
        // "Already acknowledged" means the page is out of date: show who did.
        if (isApiError(error) && error.status === 409) {
          setOpen(false);
          void queryClient.invalidateQueries({ queryKey: queryKeys.tickets.detail(ticket.id) });
        }
      },
    }),
  );

  return (
    <Dialog open={open} onOpenChange={(next) => !acknowledge.isPending && setOpen(next)}>
      <div className="flex flex-wrap items-center gap-3">
        <Button className="bg-red-600 hover:bg-red-700" onClick={() => setOpen(true)}>
          <ShieldCheck aria-hidden="true" />
          Acknowledge crisis
        </Button>
        <p className="text-sm font-medium text-red-800">
          Not acknowledged yet: administrators are alerted again until someone does.
        </p>
      </div>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Acknowledge crisis</DialogTitle>
            <DialogDescription>
              Confirm that you have reviewed ticket #{ticket.ticket_number} and are taking charge of it. This
              stops the escalation alerts.
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor={noteId}>Note (optional)</Label>
            <Textarea
              id={noteId}
              maxLength={NOTE_MAX}
              rows={3}
              placeholder="For example: called the student, safety plan agreed"
              aria-invalid={errors.note ? true : undefined}
              aria-describedby={errors.note ? `${noteId}-error` : undefined}
              {...register('note')}
            />
            {errors.note && (
              <p id={`${noteId}-error`} className="text-sm text-red-600">
                {errors.note.message}
              </p>
            )}
            <p className="text-xs text-slate-500">
              {note.length}/{NOTE_MAX} · kept in the ticket's history
            </p>
          </div>
          <DialogFooter>
            <Button variant="outline" disabled={acknowledge.isPending} onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" className="bg-red-600 hover:bg-red-700" disabled={acknowledge.isPending}>
              {acknowledge.isPending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
              Acknowledge
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
