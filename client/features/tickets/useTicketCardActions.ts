import { toast } from 'sonner';
import { can } from '../../../common/permissions';
import type { SessionUser } from '../../../common/schemas/auth';
import type { Ticket, TicketStatus } from '../../../common/schemas/tickets';
import { isApiError } from '../../api/client';
import { testCrisisDetection, useAssignTicket, useUpdateTicket } from './api';
import type { TicketCardActions } from './TicketCard';

const serverMessage = (error: unknown) => (isApiError(error) && error.fromServer ? error.message : undefined);

/**
 * What the card menu does. The permission checks only explain a refusal (product §1.6); the server
 * enforces them on its own.
 */
export function useTicketCardActions(
  user: SessionUser,
  askDelete: (ticket: Ticket) => void,
): TicketCardActions {
  const updateTicket = useUpdateTicket();
  const assignTicket = useAssignTicket();
  const { role } = user;

  const onStatus = (ticket: Ticket, status: TicketStatus) => {
    if (!can(role, 'modify_ticket')) {
      toast.error('You do not have permission to modify tickets');
      return;
    }
    updateTicket.mutate(
      { id: ticket.id, changes: { status } },
      {
        onSuccess: () => toast.success('Ticket updated successfully'),
        onError: (error) => toast.error('Failed to update ticket', { description: serverMessage(error) }),
      },
    );
  };

  const onAssignToMe = (ticket: Ticket) => {
    if (!can(role, 'assign_ticket')) {
      toast.error('Only administrators can assign tickets');
      return;
    }
    assignTicket.mutate(
      { id: ticket.id, input: { assigned_to: user.id, reason: 'Assigned by administrator' } },
      {
        onSuccess: () => toast.success('Ticket assigned successfully'),
        onError: (error) =>
          toast.error('Failed to assign ticket', {
            description:
              isApiError(error) && error.status === 403
                ? 'You do not have permission to assign tickets'
                : serverMessage(error),
          }),
      },
    );
  };

  const onTestCrisis = async (ticket: Ticket) => {
    try {
      const result = await testCrisisDetection(
        `${ticket.subject}\n${ticket.description}`,
        ticket.category_id,
      );
      if (result.is_crisis) {
        toast.error('Crisis Detected', {
          description: `Crisis keywords detected (Score: ${result.crisis_score})`,
        });
      } else {
        toast('No Crisis Detected', { description: 'No crisis keywords found in the text' });
      }
    } catch (error) {
      toast.error('Failed to test crisis detection', { description: serverMessage(error) });
    }
  };

  const onDelete = (ticket: Ticket) => {
    if (!can(role, 'delete_ticket')) toast.error('Only administrators can delete tickets');
    else askDelete(ticket);
  };

  return { onStatus, onAssignToMe, onDelete, onTestCrisis: (ticket) => void onTestCrisis(ticket) };
}
