import { LoaderCircle } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { toast } from 'sonner';
import { LIMITS } from '../../../common/limits';
import type { PriorityLevel } from '../../../common/schemas/specializations';
import type { User } from '../../../common/schemas/user-shapes';
import { isApiError } from '../../api/client';
import { FormField } from '../../components/form-field';
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
import { Select } from '../../components/ui/select';
import { type CategoryOption, useBulkAssign } from './api';
import { staffChoices } from './dialog-rules';
import { PriorityOptions, RatingOptions, WorkloadInput } from './form-parts';

const S = LIMITS.specialization;

/** Several counselors to one or more categories at once; pairs that exist already are skipped by the server. */
export function BulkAssignDialog({
  open,
  onClose,
  staff,
  categories,
}: {
  open: boolean;
  onClose: () => void;
  staff: readonly User[];
  categories: readonly CategoryOption[];
}) {
  const bulk = useBulkAssign();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !bulk.isPending) onClose();
      }}
    >
      {open && (
        <DialogContent className="max-w-xl">
          <BulkForm
            bulk={bulk}
            onClose={onClose}
            staff={staffChoices(staff)}
            categories={categories.filter((c) => c.is_active)}
          />
        </DialogContent>
      )}
    </Dialog>
  );
}

function toggle(set: ReadonlySet<number>, id: number, on: boolean): Set<number> {
  const next = new Set(set);
  if (on) next.add(id);
  else next.delete(id);
  return next;
}

function BulkForm({
  bulk,
  onClose,
  staff,
  categories,
}: {
  bulk: ReturnType<typeof useBulkAssign>;
  onClose: () => void;
  staff: readonly User[];
  categories: readonly CategoryOption[];
}) {
  const ids = useId();
  const [users, setUsers] = useState<ReadonlySet<number>>(() => new Set());
  const [chosen, setChosen] = useState<ReadonlySet<number>>(() => new Set());
  const [priority, setPriority] = useState<PriorityLevel>('primary');
  const [workload, setWorkload] = useState(String(S.workloadDefault));
  const [rating, setRating] = useState(String(S.ratingDefault));

  const submit = () => {
    if (users.size === 0) return void toast.error('Please select a counselor');
    if (chosen.size === 0) return void toast.error('Please select a category');
    const maxWorkload = Number(workload);
    if (!Number.isInteger(maxWorkload) || maxWorkload < S.workloadMin || maxWorkload > S.workloadMax) {
      return void toast.error('Max workload must be between 1 and 50');
    }
    bulk.mutate(
      {
        user_ids: [...users],
        category_ids: [...chosen],
        priority_level: priority,
        max_workload: maxWorkload,
        expertise_rating: Number(rating),
      },
      {
        onSuccess: (result) => {
          toast.success(`Bulk assignment completed: ${result.created} created, ${result.skipped} skipped`);
          onClose();
        },
        onError: (error) =>
          toast.error(
            isApiError(error) && error.fromServer && error.status === 422
              ? error.message
              : 'Failed to bulk assign counselors. Please try again.',
          ),
      },
    );
  };

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <DialogHeader>
        <DialogTitle>Bulk Assign Counselors</DialogTitle>
        <DialogDescription>
          Every chosen counselor is added to every chosen category; existing pairs are skipped.
        </DialogDescription>
      </DialogHeader>
      <div className="grid gap-4 sm:grid-cols-2">
        <CheckList legend={`Counselors (${users.size})`}>
          {staff.map((user) => (
            <CheckItem
              key={user.id}
              id={`${ids}-u${user.id}`}
              label={`${user.name} (${user.role})`}
              checked={users.has(user.id)}
              onChange={(on) => setUsers((set) => toggle(set, user.id, on))}
            />
          ))}
        </CheckList>
        <CheckList legend={`Categories (${chosen.size})`}>
          {categories.map((category) => (
            <CheckItem
              key={category.id}
              id={`${ids}-c${category.id}`}
              label={category.name}
              checked={chosen.has(category.id)}
              onChange={(on) => setChosen((set) => toggle(set, category.id, on))}
            />
          ))}
        </CheckList>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField id={`${ids}-priority`} label="Priority Level">
          <Select
            id={`${ids}-priority`}
            value={priority}
            onChange={(event) => setPriority(event.target.value as PriorityLevel)}
          >
            <PriorityOptions />
          </Select>
        </FormField>
        <FormField id={`${ids}-workload`} label="Max Workload">
          <WorkloadInput
            id={`${ids}-workload`}
            value={workload}
            onChange={(event) => setWorkload(event.target.value)}
          />
        </FormField>
        <FormField id={`${ids}-rating`} label="Expertise Rating">
          <Select id={`${ids}-rating`} value={rating} onChange={(event) => setRating(event.target.value)}>
            <RatingOptions />
          </Select>
        </FormField>
      </div>
      <DialogFooter>
        <Button variant="outline" disabled={bulk.isPending} onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={bulk.isPending}>
          {bulk.isPending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
          Assign
        </Button>
      </DialogFooter>
    </form>
  );
}

function CheckList({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 space-y-2">
      <legend className="text-sm font-medium text-slate-700">{legend}</legend>
      <div className="max-h-48 space-y-1.5 overflow-y-auto rounded-lg border border-slate-200 p-2">
        {children}
      </div>
    </fieldset>
  );
}

function CheckItem({
  id,
  label,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <div className="flex items-center gap-2">
      <Checkbox id={id} checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id} className="truncate text-sm text-slate-700">
        {label}
      </label>
    </div>
  );
}
