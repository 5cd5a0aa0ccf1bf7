import { zodResolver } from '@hookform/resolvers/zod';
import { TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { LIMITS } from '../../../common/limits';
import type {
  Specialization,
  SpecializationCreateInput,
  SpecializationUpdateInput,
} from '../../../common/schemas/specializations';
import type { User } from '../../../common/schemas/user-shapes';
import { isApiError } from '../../api/client';
import { DialogForm, FormDialog } from '../../components/form-dialog';
import { FormField } from '../../components/form-field';
import { Alert, AlertDescription } from '../../components/ui/alert';
import { Checkbox } from '../../components/ui/checkbox';
import { Select } from '../../components/ui/select';
import { Textarea } from '../../components/ui/textarea';
import { setServerFieldErrors } from '../../lib/form-errors';
import { type CategoryOption, useCreateSpecialization, useUpdateSpecialization } from './api';
import {
  categoryChoices,
  duplicateWarning,
  emptyValues,
  type FormField as Field,
  FORM_FIELDS,
  findDuplicate,
  firstProblem,
  type SpecializationFormValues,
  specializationCreateFormSchema,
  specializationUpdateFormSchema,
  staffChoices,
  valuesOf,
} from './dialog-rules';
import { PriorityOptions, RatingOptions, WORKLOAD_HINT, WorkloadInput } from './form-parts';

const S = LIMITS.specialization;

export type DialogTarget =
  | { mode: 'create'; prefill?: { user_id?: number; category_id?: number } }
  | { mode: 'edit'; row: Specialization };

interface DialogProps {
  target: DialogTarget | null;
  onClose: () => void;
  /** Every specialization, for the duplicate check and the categories a counselor already has. */
  rows: readonly Specialization[];
  staff: readonly User[];
  categories: readonly CategoryOption[];
}

/** Add or edit a counselor specialization. It cannot be closed while saving. */
export function SpecializationDialog({ target, onClose, ...lists }: DialogProps) {
  const create = useCreateSpecialization();
  const update = useUpdateSpecialization();
  const saving = create.isPending || update.isPending;
  return (
    <FormDialog open={target !== null} pending={saving} onClose={onClose} className="max-w-xl">
      {target && (
        <SpecializationForm
          key={target.mode === 'edit' ? target.row.id : 'create'}
          target={target}
          onClose={onClose}
          create={create}
          update={update}
          {...lists}
        />
      )}
    </FormDialog>
  );
}

interface FormProps extends Omit<DialogProps, 'target'> {
  target: DialogTarget;
  create: ReturnType<typeof useCreateSpecialization>;
  update: ReturnType<typeof useUpdateSpecialization>;
}

type Body = SpecializationCreateInput | SpecializationUpdateInput;
const createResolver = zodResolver(specializationCreateFormSchema) as unknown as Resolver<
  SpecializationFormValues,
  unknown,
  Body
>;
const updateResolver = zodResolver(specializationUpdateFormSchema) as unknown as Resolver<
  SpecializationFormValues,
  unknown,
  Body
>;

function SpecializationForm({ target, onClose, rows, staff, categories, create, update }: FormProps) {
  const editing = target.mode === 'edit' ? target.row : undefined;
  const mode = target.mode;
  const {
    register,
    handleSubmit,
    watch,
    getValues,
    setValue,
    setError,
    formState: { errors },
  } = useForm<SpecializationFormValues, unknown, Body>({
    resolver: editing ? updateResolver : createResolver,
    defaultValues: editing
      ? valuesOf(editing)
      : emptyValues(target.mode === 'create' ? target.prefill : undefined),
  });
  const values = watch();
  const saving = create.isPending || update.isPending;
  const ids = useId();
  const idOf = (field: Field) => `${ids}-${field}`;

  const counselors: Pick<User, 'id' | 'name' | 'role'>[] = staffChoices(staff);
  // The counselor of an edited row stays shown even when no longer active.
  if (editing && !counselors.some((user) => user.id === editing.user_id)) {
    counselors.unshift({
      id: editing.user.id,
      name: editing.user.name,
      role: editing.user.role as User['role'],
    });
  }
  const categoryList = categoryChoices(
    editing && !categories.some((category) => category.id === editing.category_id)
      ? [...categories, editing.category]
      : categories,
    rows,
    values,
    mode,
  );
  const duplicate = findDuplicate(rows, values, editing?.id);

  // Product §2.5: the checks toast in order, whether the schema or the duplicate check stopped the save.
  const problem = () => firstProblem(getValues(), mode, rows, editing?.id);
  const onError = (error: unknown) => {
    if (isApiError(error) && error.status === 422) setServerFieldErrors(error, FORM_FIELDS, setError);
    toast.error('Failed to save counselor specialization', {
      description: isApiError(error) && error.fromServer ? error.message : undefined,
    });
  };
  const submit = handleSubmit(
    (body) => {
      const stop = problem();
      if (stop) {
        toast.error(stop);
        return;
      }
      if (editing) {
        update.mutate(
          { id: editing.id, body: body as SpecializationUpdateInput },
          {
            onSuccess: () => {
              toast.success('Counselor specialization updated successfully');
              onClose();
            },
            onError,
          },
        );
        return;
      }
      create.mutate(body as SpecializationCreateInput, {
        onSuccess: () => {
          toast.success('Counselor specialization created successfully');
          onClose();
        },
        onError,
      });
    },
    () => {
      const stop = problem();
      if (stop) toast.error(stop);
    },
  );

  const described = (field: Field) =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': `${idOf(field)}-error` } : {};

  return (
    <DialogForm
      title={editing ? 'Edit Counselor Specialization' : 'Add Counselor Specialization'}
      description={
        editing
          ? `${editing.user.name} in ${editing.category.name}`
          : 'Assign a counselor or advisor to a ticket category.'
      }
      onSubmit={submit}
      onCancel={onClose}
      pending={saving}
      submitLabel={editing ? 'Save Changes' : 'Add Specialization'}
      submitDisabled={mode === 'create' && duplicate !== undefined}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={idOf('user_id')} label="Counselor" error={errors.user_id?.message}>
          <Select
            id={idOf('user_id')}
            disabled={Boolean(editing) || saving}
            // Product §2.2: changing the counselor resets the category to none.
            {...register('user_id', { onChange: () => setValue('category_id', '') })}
            {...described('user_id')}
          >
            <option value="">Select a counselor</option>
            {counselors.map((user) => (
              <option key={user.id} value={user.id}>
                {user.name} ({user.role})
              </option>
            ))}
          </Select>
        </FormField>
        <FormField id={idOf('category_id')} label="Category" error={errors.category_id?.message}>
          <Select
            id={idOf('category_id')}
            disabled={Boolean(editing) || saving}
            {...register('category_id')}
            {...described('category_id')}
          >
            <option value="">Select a category</option>
            {categoryList.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </Select>
        </FormField>
      </div>

      {duplicate && (
        <Alert variant="warning" role="alert">
          <TriangleAlert aria-hidden="true" />
          <AlertDescription>{duplicateWarning(duplicate.priority_level)}</AlertDescription>
        </Alert>
      )}

      <div className="grid gap-4 sm:grid-cols-3">
        <FormField id={idOf('priority_level')} label="Priority Level" error={errors.priority_level?.message}>
          <Select
            id={idOf('priority_level')}
            disabled={saving}
            {...register('priority_level')}
            {...described('priority_level')}
          >
            <PriorityOptions />
          </Select>
        </FormField>
        <FormField
          id={idOf('max_workload')}
          label="Max Workload"
          error={errors.max_workload?.message}
          hint={WORKLOAD_HINT}
        >
          <WorkloadInput
            id={idOf('max_workload')}
            disabled={saving}
            {...register('max_workload')}
            {...described('max_workload')}
          />
        </FormField>
        <FormField
          id={idOf('expertise_rating')}
          label="Expertise Rating"
          error={errors.expertise_rating?.message}
        >
          <Select
            id={idOf('expertise_rating')}
            disabled={saving}
            {...register('expertise_rating')}
            {...described('expertise_rating')}
          >
            <RatingOptions />
          </Select>
        </FormField>
      </div>

      <div className="flex items-start gap-2">
        <Checkbox
          id={idOf('is_available')}
          className="mt-0.5"
          disabled={saving}
          {...register('is_available')}
        />
        <label htmlFor={idOf('is_available')} className="text-sm leading-snug text-slate-700">
          Available for new tickets
          {errors.is_available && <span className="block text-red-600">{errors.is_available.message}</span>}
        </label>
      </div>

      <FormField id={idOf('notes')} label="Notes" error={errors.notes?.message}>
        <Textarea
          id={idOf('notes')}
          className="min-h-20"
          maxLength={S.notesMax}
          disabled={saving}
          {...register('notes')}
          {...described('notes')}
        />
        <p className="text-right text-xs text-slate-500" aria-live="polite">
          {values.notes.length}/{S.notesMax}
        </p>
      </FormField>
    </DialogForm>
  );
}
