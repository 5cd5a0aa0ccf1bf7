import { LoaderCircle, TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { LIMITS } from '../../../common/limits';
import type { Ticket } from '../../../common/schemas/tickets';
import { isApiError } from '../../api/client';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
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
import { cn } from '../../lib/utils';
import { useDeleteTicket } from './api';

const MAX = LIMITS.ticket.deleteReasonMax;
const WARN_ABOVE = 400;

/**
 * The permanent-delete dialog (product §1.2.10): a reason is required (trimmed, at most 500 characters, the
 * counter turns orange above 400) and the owner may be told by e-mail.
 */
export function DeleteTicketDialog({ ticket, onClose }: { ticket: Ticket | null; onClose: () => void }) {
  return (
    <Dialog open={ticket !== null} onOpenChange={(open) => !open && onClose()}>
      {ticket && <DeleteForm key={ticket.id} ticket={ticket} onClose={onClose} />}
    </Dialog>
  );
}

function DeleteForm({ ticket, onClose }: { ticket: Ticket; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [notify, setNotify] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const remove = useDeleteTicket();
  const reasonId = useId();
  const notifyId = useId();
  const counterId = useId();
  const trimmed = reason.trim();
  const valid = trimmed.length > 0 && trimmed.length <= MAX;

  const confirm = () => {
    if (!valid) return;
    setError(null);
    remove.mutate(
      { id: ticket.id, input: { reason: trimmed, notify_user: notify } },
      {
        onSuccess: () => {
          toast.success(`Ticket #${ticket.ticket_number} (${ticket.category.name}) deleted successfully`);
          onClose();
        },
        onError: (failure) => {
          // "Ticket not found or already deleted": it is gone either way.
          if (isApiError(failure) && failure.status === 404) {
            onClose();
            return;
          }
          console.error('Failed to delete ticket', failure);
          setError(isApiError(failure) && failure.fromServer ? failure.message : 'Failed to delete ticket');
        },
      },
    );
  };

  return (
    <DialogContent>
      <DialogHeader>
        <DialogTitle className="flex items-center gap-2 text-red-700">
          <TriangleAlert className="size-5" aria-hidden="true" />
          Delete Ticket Permanently
        </DialogTitle>
        <DialogDescription>
          Ticket #{ticket.ticket_number} "{ticket.subject}" and its responses and attachments will be removed.
          This cannot be undone.
        </DialogDescription>
      </DialogHeader>
      <div className="space-y-2">
        <Label htmlFor={reasonId}>Reason for deletion</Label>
        <Textarea
          id={reasonId}
          value={reason}
          maxLength={MAX}
          onChange={(event) => setReason(event.target.value)}
          placeholder="Explain why this ticket is being deleted"
          aria-describedby={counterId}
          className="min-h-24"
          required
        />
        <p
          id={counterId}
          className={cn(
            'text-right text-xs',
            trimmed.length > WARN_ABOVE ? 'font-medium text-orange-600' : 'text-slate-500',
          )}
        >
          {trimmed.length}/{MAX}
        </p>
      </div>
      <div className="flex items-center gap-2">
        <Checkbox id={notifyId} checked={notify} onChange={(event) => setNotify(event.target.checked)} />
        <Label htmlFor={notifyId} className="font-normal">
          Notify the ticket owner by e-mail
        </Label>
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <DialogFooter>
        <Button variant="outline" onClick={onClose} disabled={remove.isPending}>
          Cancel
        </Button>
        <Button variant="destructive" onClick={confirm} disabled={!valid || remove.isPending}>
          {remove.isPending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
          Delete Permanently
        </Button>
      </DialogFooter>
    </DialogContent>
  );
}
