import { zodResolver } from '@hookform/resolvers/zod';
import { ChevronDown, LoaderCircle, UserPlus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { type BulkAssignInput, bulkAssignSchema } from '../../../common/schemas/tickets';
import { isApiError } from '../../api/client';
import { FormField } from '../../components/form-field';
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
import { Select } from '../../components/ui/select';
import { setServerFieldErrors } from '../../lib/form-errors';
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

type AssignValues = { ticket_ids: number[]; assigned_to: string; reason: string };
const FIELDS = ['assigned_to', 'reason', 'ticket_ids'] as const;
const resolver = zodResolver(bulkAssignSchema) as unknown as Resolver<AssignValues, unknown, BulkAssignInput>;

function BulkAssignForm({ selectedIds, staff, onClose, onDone }: BulkActionsProps & { onClose: () => void }) {
  const bulkAssign = useBulkAssign();
  const staffId = useId();
  const reasonId = useId();
  const ticketsErrorId = useId();
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors },
  } = useForm<AssignValues, unknown, BulkAssignInput>({
    resolver,
    defaultValues: { ticket_ids: [...selectedIds], assigned_to: '', reason: '' },
  });
  const assignee = watch('assigned_to');

  const submit = handleSubmit((input) => {
    bulkAssign.mutate(
      { ...input, reason: input.reason || 'Assigned by administrator' },
      {
        onSuccess: ({ assigned_count }) => {
          toast.success(
            `${assigned_count} ${assigned_count === 1 ? 'ticket' : 'tickets'} assigned successfully`,
          );
          onClose();
          onDone();
        },
        onError: (error) => {
          setServerFieldErrors(error, FIELDS, setError);
          toast.error('Failed to assign tickets', {
            description:
              isApiError(error) && error.status === 403
                ? 'You do not have permission to assign tickets'
                : isApiError(error) && error.fromServer
                  ? error.message
                  : 'Failed to assign tickets. Please try again.',
          });
        },
      },
    );
  });

  const invalid = (name: 'assigned_to' | 'reason', id: string) => ({
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-error` : undefined,
  });

  return (
    <DialogContent>
      <form onSubmit={submit} noValidate className="grid gap-4">
        <DialogHeader>
          <DialogTitle>
            Assign {selectedIds.length} {selectedIds.length === 1 ? 'ticket' : 'tickets'}
          </DialogTitle>
          <DialogDescription>Choose the counselor or advisor who will take these cases.</DialogDescription>
        </DialogHeader>
        <FormField id={staffId} label="Staff member" error={errors.assigned_to?.message}>
          <Select id={staffId} {...invalid('assigned_to', staffId)} {...register('assigned_to')}>
            <option value="">Select a staff member</option>
            {staff.map((member) => (
              <option key={member.id} value={member.id}>
                {member.name} ({ROLE_LABELS[member.role]})
              </option>
            ))}
          </Select>
        </FormField>
        <FormField id={reasonId} label="Reason (optional)" error={errors.reason?.message}>
          <Input id={reasonId} maxLength={500} {...invalid('reason', reasonId)} {...register('reason')} />
        </FormField>
        {errors.ticket_ids && (
          <p id={ticketsErrorId} role="alert" className="text-sm text-red-700">
            {errors.ticket_ids.message}
          </p>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={bulkAssign.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={assignee === '' || bulkAssign.isPending}>
            {bulkAssign.isPending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
            Assign
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
