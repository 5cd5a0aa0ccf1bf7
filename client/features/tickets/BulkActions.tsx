import { ChevronDown, LoaderCircle, UserPlus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { isApiError } from '../../api/client';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Select } from '../../components/ui/select';
import { ROLE_LABELS } from '../../lib/roles';
import { type StaffMember, useBulkAssign } from './api';

interface BulkActionsProps {
  selectedIds: readonly number[];
  staff: readonly StaffMember[];
  onDone: () => void;
}

/** "Actions (n)": bulk operations on the selected tickets (admins). */
export function BulkActions({ selectedIds, staff, onDone }: BulkActionsProps) {
  const [assignOpen, setAssignOpen] = useState(false);
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline">
            Actions ({selectedIds.length})
            <ChevronDown aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuLabel>{selectedIds.length} selected</DropdownMenuLabel>
          <DropdownMenuItem onSelect={() => setAssignOpen(true)}>
            <UserPlus aria-hidden="true" />
            Assign to staff member
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={onDone}>
            <X aria-hidden="true" />
            Clear selection
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <Dialog open={assignOpen} onOpenChange={setAssignOpen}>
        {assignOpen && (
          <BulkAssignForm
            selectedIds={selectedIds}
            staff={staff}
            onClose={() => setAssignOpen(false)}
            onDone={onDone}
          />
        )}
      </Dialog>
    </>
  );
}

function BulkAssignForm({ selectedIds, staff, onClose, onDone }: BulkActionsProps & { onClose: () => void }) {
  const [assignee, setAssignee] = useState('');
  const [reason, setReason] = useState('');
  const bulkAssign = useBulkAssign();
  const staffId = useId();
  const reasonId = useId();

  const submit = () => {
    bulkAssign.mutate(
      {
        ticket_ids: [...selectedIds],
        assigned_to: Number(assignee),
        reason: reason.trim() || 'Assigned by administrator',
      },
      {
        onSuccess: ({ assigned_count }) => {
          toast.success(
            `${assigned_count} ${assigned_count === 1 ? 'ticket' : 'tickets'} assigned successfully`,
          );
          onClose();
          onDone();
        },
        onError: (error) =>
          toast.error('Failed to assign tickets', {
            description:
              isApiError(error) && error.status === 403
                ? 'You do not have permission to assign tickets'
                : isApiError(error) && error.fromServer
                  ? error.message
                  : 'Failed to assign tickets. Please try again.',
          }),
      },
    );
  };

  return (
    <DialogContent>
      <DialogHeader>
        <DialogTitle>
          Assign {selectedIds.length} {selectedIds.length === 1 ? 'ticket' : 'tickets'}
        </DialogTitle>
        <DialogDescription>Choose the counselor or advisor who will take these cases.</DialogDescription>
      </DialogHeader>
      <div className="space-y-2">
        <Label htmlFor={staffId}>Staff member</Label>
        <Select id={staffId} value={assignee} onChange={(event) => setAssignee(event.target.value)}>
          <option value="">Select a staff member</option>
          {staff.map((member) => (
            <option key={member.id} value={member.id}>
              {member.name} ({ROLE_LABELS[member.role]})
            </option>
          ))}
        </Select>
      </div>
      <div className="space-y-2">
        <Label htmlFor={reasonId}>Reason (optional)</Label>
        <Input
          id={reasonId}
          value={reason}
          maxLength={500}
          onChange={(event) => setReason(event.target.value)}
        />
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onClose} disabled={bulkAssign.isPending}>
          Cancel
        </Button>
        <Button onClick={submit} disabled={assignee === '' || bulkAssign.isPending}>
          {bulkAssign.isPending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
          Assign
        </Button>
      </DialogFooter>
    </DialogContent>
  );
}
