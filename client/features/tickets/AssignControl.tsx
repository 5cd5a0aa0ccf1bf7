import { LoaderCircle, UserCog } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import type { AvailableStaff } from '../../../common/schemas/specializations';
import type { Ticket } from '../../../common/schemas/tickets';
import { isApiError } from '../../api/client';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Label } from '../../components/ui/label';
import { Select } from '../../components/ui/select';
import { ROLE_LABELS } from '../../lib/roles';
import { type StaffMember, useAssignTicket, useAvailableStaff } from './api';

const serverMessage = (error: unknown) => (isApiError(error) && error.fromServer ? error.message : undefined);

/** "Dr. Sarah Chen (Counselor) · 2/10 in category · 5 open" from the available-staff answer. */
export function staffOptionLabel(member: AvailableStaff | StaffMember): string {
  const role = ROLE_LABELS[member.role as keyof typeof ROLE_LABELS] ?? member.role;
  if (!('total_workload' in member)) return `${member.name} (${role})`;
  const inCategory =
    member.category_workload !== null && member.category_workload !== undefined
      ? ` · ${member.category_workload}/${member.category_max_workload} in category`
      : '';
  const full = member.can_take_ticket === false && inCategory ? ' (full)' : '';
  return `${member.name} (${role})${inCategory}${full} · ${member.total_workload} open`;
}

/**
 * Admins assign the ticket to a counselor or advisor, or unassign it. The choices come best placed first,
 * with each person's workload in the ticket's category and in all (GET /api/tickets/{id}/available-staff);
 * the ticket options' staff list stands in until that answer arrives.
 */
export function AssignControl({ ticket, staff }: { ticket: Ticket; staff: readonly StaffMember[] }) {
  const assign = useAssignTicket();
  const available = useAvailableStaff(ticket.id, true);
  const [choice, setChoice] = useState(ticket.assigned_to === null ? '' : String(ticket.assigned_to));
  const selectId = useId();
  const current = ticket.assigned_to === null ? '' : String(ticket.assigned_to);
  const people: readonly (AvailableStaff | StaffMember)[] = available.data ?? staff;
  const known = ticket.assignee && !people.some((member) => member.id === ticket.assignee?.id);
  const best = available.data?.find((member) => member.can_take_ticket);

  const save = () => {
    const assignedTo = choice === '' ? null : Number(choice);
    assign.mutate(
      {
        id: ticket.id,
        input: {
          assigned_to: assignedTo,
          reason: assignedTo === null ? 'Unassigned by administrator' : 'Assigned by administrator',
        },
      },
      {
        onSuccess: () =>
          toast.success(
            assignedTo === null ? 'Ticket unassigned successfully' : 'Ticket assigned successfully',
          ),
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

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <UserCog className="size-4 text-slate-400" aria-hidden="true" />
          Assignment
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        <div className="space-y-1.5">
          <Label htmlFor={selectId}>Assign to</Label>
          <Select id={selectId} value={choice} onChange={(event) => setChoice(event.target.value)}>
            <option value="">Unassigned</option>
            {known && ticket.assignee && (
              <option value={ticket.assignee.id}>
                {ticket.assignee.name} ({ROLE_LABELS[ticket.assignee.role]})
              </option>
            )}
            {people.map((member) => (
              <option key={member.id} value={member.id}>
                {staffOptionLabel(member)}
              </option>
            ))}
          </Select>
          {best && (
            <p className="text-xs text-slate-500">
              Best placed for this category: {best.name}
              {best.assignment_score !== undefined && ` (score ${best.assignment_score})`}
            </p>
          )}
        </div>
        <Button className="w-full" onClick={save} disabled={choice === current || assign.isPending}>
          {assign.isPending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
          {choice === '' && current !== '' ? 'Unassign' : 'Assign'}
        </Button>
      </CardContent>
    </Card>
  );
}
