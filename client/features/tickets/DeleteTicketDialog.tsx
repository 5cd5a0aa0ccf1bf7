import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { LIMITS } from '../../../common/limits';
import {
  type Ticket,
  type TicketDeleteInput,
  ticketDeleteFieldsSchema,
} from '../../../common/schemas/tickets';
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
import { setServerFieldErrors } from '../../lib/form-errors';
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

type DeleteValues = { reason: string; notify_user: boolean };
const FIELDS = ['reason', 'notify_user'] as const;
const resolver = zodResolver(ticketDeleteFieldsSchema) as unknown as Resolver<
  DeleteValues,
  unknown,
  TicketDeleteInput
>;

function DeleteForm({ ticket, onClose }: { ticket: Ticket; onClose: () => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const remove = useDeleteTicket();
  const reasonId = useId();
  const notifyId = useId();
  const counterId = useId();
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors },
  } = useForm<DeleteValues, unknown, TicketDeleteInput>({
    resolver,
    defaultValues: { reason: '', notify_user: false },
  });
  const trimmed = watch('reason').trim();
  const valid = trimmed.length > 0 && trimmed.length <= MAX;

  const confirm = handleSubmit((input) => {
    setFailure(null);
    remove.mutate(
      { id: ticket.id, input },
      {
        onSuccess: () => {
          toast.success(`Ticket #${ticket.ticket_number} (${ticket.category.name}) deleted successfully`);
          onClose();
        },
        onError: (error) => {
          // "Ticket not found or already deleted": it is gone either way.
          if (isApiError(error) && error.status === 404) {
            onClose();
            return;
          }
          console.error('Failed to delete ticket', error);
          if (setServerFieldErrors(error, FIELDS, setError).length > 0) return;
          setFailure(isApiError(error) && error.fromServer ? error.message : 'Failed to delete ticket');
        },
      },
    );
  });

  return (
    <DialogContent>
      <form onSubmit={confirm} noValidate className="grid gap-4">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2 text-red-700">
            <TriangleAlert className="size-5" aria-hidden="true" />
            Delete Ticket Permanently
          </DialogTitle>
          <DialogDescription>
            Ticket #{ticket.ticket_number} "{ticket.subject}" and its responses and attachments will be
            removed. This cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <div className="space-y-2">
          <Label htmlFor={reasonId}>Reason for deletion</Label>
          <Textarea
            id={reasonId}
            maxLength={MAX}
            placeholder="Explain why this ticket is being deleted"
            aria-invalid={errors.reason ? true : undefined}
            aria-describedby={errors.reason ? `${reasonId}-error ${counterId}` : counterId}
            className="min-h-24"
            required
            {...register('reason')}
          />
          {errors.reason && (
            <p id={`${reasonId}-error`} className="text-sm text-red-600">
              {errors.reason.message}
            </p>
          )}
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
          <Checkbox id={notifyId} {...register('notify_user')} />
          <Label htmlFor={notifyId} className="font-normal">
            Notify the ticket owner by e-mail
          </Label>
        </div>
        {(failure || errors.notify_user) && (
          <p role="alert" className="text-sm text-red-700">
            {failure ?? errors.notify_user?.message}
          </p>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="destructive" disabled={!valid || remove.isPending}>
            {remove.isPending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
            Delete Permanently
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
