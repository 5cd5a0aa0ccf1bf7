import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, LoaderCircle, ShieldCheck } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import type { Ticket } from '../../../common/schemas/tickets';
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
import { formatDateTime, relativeTime } from '../../lib/format';
import { useAcknowledgeCrisis } from './api';

const NOTE_MAX = 1000;

/**
 * Staff on a crisis ticket: "Acknowledge crisis" (with an optional note) until somebody has, which stops the
 * escalation alerts; afterwards who acknowledged it and when.
 */
export function CrisisAcknowledgement({ ticket }: { ticket: Ticket }) {
  const acknowledge = useAcknowledgeCrisis(ticket.id);
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    acknowledge.mutate(note, {
      onSuccess: () => {
        setOpen(false);
        setNote('');
        toast.success('Crisis acknowledged');
      },
      onError: (error) => {
        toast.error('Failed to acknowledge crisis', {
          description: isApiError(error) && error.fromServer ? error.message : 'Please try again.',
        });
        // "Already acknowledged" means the page is out of date: show who did.
        if (isApiError(error) && error.status === 409) {
          setOpen(false);
          void queryClient.invalidateQueries({ queryKey: queryKeys.tickets.detail(ticket.id) });
        }
      },
    });
  };

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
              value={note}
              maxLength={NOTE_MAX}
              rows={3}
              placeholder="For example: called the student, safety plan agreed"
              onChange={(event) => setNote(event.target.value)}
            />
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
