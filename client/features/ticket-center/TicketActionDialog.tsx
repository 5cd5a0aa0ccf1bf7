import { useQueryClient } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { Ticket } from '../../../common/schemas/tickets';
import { queryKeys } from '../../api/queryKeys';
import { Alert, AlertDescription } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { useCurrentUser } from '../auth/CurrentUserContext';
import { useAssignTicket, useDeleteTicket, useUpdateTicket } from '../tickets/api';
import type { TicketAction } from './CenterTicketCard';

const COPY: Record<TicketAction, { title: string; question: string; confirm: string }> = {
  delete: {
    title: 'Delete Ticket',
    question: 'This removes the ticket permanently. The requester is not notified.',
    confirm: 'Delete',
  },
  assign: {
    title: 'Assign Ticket',
    question: 'The ticket will be assigned to you.',
    confirm: 'Assign to me',
  },
  resolve: {
    title: 'Resolve Ticket',
    question: 'The ticket will be marked as Resolved.',
    confirm: 'Mark resolved',
  },
};

export interface PendingAction {
  ticket: Ticket;
  action: TicketAction;
}

/**
 * The confirm dialog for delete, assign and resolve (product §1.2.10): processing disables it; success closes
 * it with "Ticket {action} successful"; a failure keeps it open with "Failed to {action} ticket: {message}".
 */
export function TicketActionDialog({
  pending,
  onClose,
}: {
  pending: PendingAction | null;
  onClose: () => void;
}) {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const remove = useDeleteTicket();
  const assign = useAssignTicket();
  const update = useUpdateTicket();
  const [failure, setFailure] = useState<string | null>(null);
  const [processing, setProcessing] = useState(false);

  const close = () => {
    if (processing) return;
    setFailure(null);
    onClose();
  };

  const run = async ({ ticket, action }: PendingAction) => {
    setProcessing(true);
    setFailure(null);
    try {
      if (action === 'delete') {
        await remove.mutateAsync({
          id: ticket.id,
          input: { reason: 'Deleted by administrator', notify_user: false },
        });
      } else if (action === 'assign') {
        await assign.mutateAsync({
          id: ticket.id,
          input: { assigned_to: user.id, reason: 'Assigned by administrator' },
        });
      } else {
        await update.mutateAsync({ id: ticket.id, changes: { status: 'Resolved' } });
      }
      void queryClient.invalidateQueries({ queryKey: queryKeys.categories.center });
      toast.success(`Ticket ${action} successful`);
      setProcessing(false);
      onClose();
    } catch (error) {
      setProcessing(false);
      setFailure(`Failed to ${action} ticket: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  const copy = pending ? COPY[pending.action] : null;
  return (
    <Dialog open={pending !== null} onOpenChange={(open) => !open && close()}>
      {pending && copy && (
        <DialogContent
          onInteractOutside={(event) => {
            if (processing) event.preventDefault();
          }}
          onEscapeKeyDown={(event) => {
            if (processing) event.preventDefault();
          }}
        >
          <DialogHeader>
            <DialogTitle>{copy.title}</DialogTitle>
            <DialogDescription>
              #{pending.ticket.ticket_number}: {pending.ticket.subject}
            </DialogDescription>
          </DialogHeader>
          <p className="text-sm text-slate-600">{copy.question}</p>
          {failure && (
            <Alert variant="destructive" role="alert">
              <AlertDescription>{failure}</AlertDescription>
            </Alert>
          )}
          <DialogFooter>
            <Button variant="outline" onClick={close} disabled={processing}>
              Cancel
            </Button>
            <Button
              variant={pending.action === 'delete' ? 'destructive' : 'default'}
              onClick={() => void run(pending)}
              disabled={processing}
            >
              {processing && <LoaderCircle className="animate-spin" aria-hidden="true" />}
              {processing ? 'Processing...' : copy.confirm}
            </Button>
          </DialogFooter>
        </DialogContent>
      )}
    </Dialog>
  );
}
