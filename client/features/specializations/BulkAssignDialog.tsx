import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useId } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { LIMITS } from '../../../common/limits';
import {
  type PriorityLevel,
  type SpecializationBulkAssignInput,
  specializationBulkAssignSchema,
} from '../../../common/schemas/specializations';
import type { User } from '../../../common/schemas/user-shapes';
import { isApiError } from '../../api/client';
import { DialogForm, FormDialog } from '../../components/form-dialog';
import { FormField } from '../../components/form-field';
import { Checkbox } from '../../components/ui/checkbox';
import { Select } from '../../components/ui/select';
import { type CategoryOption, useBulkAssign } from './api';
import { DIALOG_MESSAGES, staffChoices, workloadProblem } from './dialog-rules';
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
    <FormDialog open={open} pending={bulk.isPending} onClose={onClose} className="max-w-xl">
      <BulkForm
        bulk={bulk}
        onClose={onClose}
        staff={staffChoices(staff)}
        categories={categories.filter((c) => c.is_active)}
      />
    </FormDialog>
  );
}

function toggle(list: readonly number[], id: number, on: boolean): number[] {
  const rest = list.filter((item) => item !== id);
  return on ? [...rest, id] : rest;
}

/** The dialog's boxes: choices as ids, numbers as the text typed. */
export interface BulkAssignValues {
  user_ids: number[];
  category_ids: number[];
  priority_level: PriorityLevel;
  max_workload: string;
  expertise_rating: string;
}

/** The server's own schema, read from the dialog's boxes. */
export const bulkAssignFormSchema = z.preprocess(
  (values: BulkAssignValues) => ({
    ...values,
    max_workload: values.max_workload.trim() === '' ? Number.NaN : Number(values.max_workload),
    expertise_rating: Number(values.expertise_rating),
  }),
  specializationBulkAssignSchema,
);
const resolver = zodResolver(bulkAssignFormSchema) as unknown as Resolver<
  BulkAssignValues,
  unknown,
  SpecializationBulkAssignInput
>;

/** Product §2.5: the first problem, in the order the dialog has always reported them, as a toast. */
export function firstBulkProblem(values: BulkAssignValues): string | null {
  if (values.user_ids.length === 0) return DIALOG_MESSAGES.noCounselor;
  if (values.category_ids.length === 0) return DIALOG_MESSAGES.noCategory;
  return workloadProblem(values.max_workload);
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
  const { register, handleSubmit, watch, setValue, getValues } = useForm<
    BulkAssignValues,
    unknown,
    SpecializationBulkAssignInput
  >({
    resolver,
    defaultValues: {
      user_ids: [],
      category_ids: [],
      priority_level: 'primary',
      max_workload: String(S.workloadDefault),
      expertise_rating: String(S.ratingDefault),
    },
  });
  const users = watch('user_ids');
  const chosen = watch('category_ids');
  const pick = (field: 'user_ids' | 'category_ids', id: number, on: boolean) =>
    setValue(field, toggle(getValues(field), id, on));

  const submit = handleSubmit(
    (body) => {
      const stop = firstBulkProblem(getValues());
      if (stop) return void toast.error(stop);
      bulk.mutate(body, {
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
      });
    },
    () => {
      const stop = firstBulkProblem(getValues());
      toast.error(stop ?? 'Please check the values and try again.');
    },
  );

  return (
    <DialogForm
      title="Bulk Assign Counselors"
      description="Every chosen counselor is added to every chosen category; existing pairs are skipped."
      onSubmit={submit}
      onCancel={onClose}
      pending={bulk.isPending}
      submitLabel="Assign"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <CheckList legend={`Counselors (${users.length})`}>
          {staff.map((user) => (
            <CheckItem
              key={user.id}
              id={`${ids}-u${user.id}`}
              label={`${user.name} (${user.role})`}
              checked={users.includes(user.id)}
              onChange={(on) => pick('user_ids', user.id, on)}
            />
          ))}
        </CheckList>
        <CheckList legend={`Categories (${chosen.length})`}>
          {categories.map((category) => (
            <CheckItem
              key={category.id}
              id={`${ids}-c${category.id}`}
              label={category.name}
              checked={chosen.includes(category.id)}
              onChange={(on) => pick('category_ids', category.id, on)}
            />
          ))}
        </CheckList>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField id={`${ids}-priority`} label="Priority Level">
          <Select id={`${ids}-priority`} {...register('priority_level')}>
            <PriorityOptions />
          </Select>
        </FormField>
        <FormField id={`${ids}-workload`} label="Max Workload">
          <WorkloadInput id={`${ids}-workload`} {...register('max_workload')} />
        </FormField>
        <FormField id={`${ids}-rating`} label="Expertise Rating">
          <Select id={`${ids}-rating`} {...register('expertise_rating')}>
            <RatingOptions />
          </Select>
        </FormField>
      </div>
    </DialogForm>
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
