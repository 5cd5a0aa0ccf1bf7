import { LoaderCircle, TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { LIMITS } from '../../../common/limits';
import type { Specialization } from '../../../common/schemas/specializations';
import type { User } from '../../../common/schemas/user-shapes';
import { isApiError } from '../../api/client';
import { FormField } from '../../components/form-field';
import { Alert, AlertDescription } from '../../components/ui/alert';
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
import { Textarea } from '../../components/ui/textarea';
import { type CategoryOption, useCreateSpecialization, useUpdateSpecialization } from './api';
import {
  categoryChoices,
  createBody,
  duplicateWarning,
  emptyValues,
  type FormField as Field,
  fieldErrorsOf,
  findDuplicate,
  firstProblem,
  type SpecializationFormValues,
  staffChoices,
  updateBody,
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
    <Dialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open && !saving) onClose();
      }}
    >
      {target && (
        <DialogContent
          className="max-w-xl"
          onInteractOutside={(event) => {
            if (saving) event.preventDefault();
          }}
        >
          <SpecializationForm
            key={target.mode === 'edit' ? target.row.id : 'create'}
            target={target}
            onClose={onClose}
            create={create}
            update={update}
            {...lists}
          />
        </DialogContent>
      )}
    </Dialog>
  );
}

interface FormProps extends Omit<DialogProps, 'target'> {
  target: DialogTarget;
  create: ReturnType<typeof useCreateSpecialization>;
  update: ReturnType<typeof useUpdateSpecialization>;
}

function SpecializationForm({ target, onClose, rows, staff, categories, create, update }: FormProps) {
  const editing = target.mode === 'edit' ? target.row : undefined;
  const mode = target.mode;
  const [values, setValues] = useState<SpecializationFormValues>(() =>
    editing ? valuesOf(editing) : emptyValues(target.mode === 'create' ? target.prefill : undefined),
  );
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const saving = create.isPending || update.isPending;
  const ids = useId();
  const idOf = (field: Field) => `${ids}-${field}`;

  const set = <K extends keyof SpecializationFormValues>(field: K, value: SpecializationFormValues[K]) => {
    setValues((current) => ({
      ...current,
      [field]: value,
      // Product §2.2: changing the counselor resets the category to none.
      ...(field === 'user_id' && value !== current.user_id ? { category_id: '' } : {}),
    }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

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

  const save = () => {
    const problem = firstProblem(values, mode, rows, editing?.id);
    if (problem) {
      toast.error(problem);
      return;
    }
    const onError = (error: unknown) => {
      if (isApiError(error) && error.status === 422) setErrors(fieldErrorsOf(error.errors));
      toast.error('Failed to save counselor specialization', {
        description: isApiError(error) && error.fromServer ? error.message : undefined,
      });
    };
    if (editing) {
      update.mutate(
        { id: editing.id, body: updateBody(values) },
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
    create.mutate(createBody(values), {
      onSuccess: () => {
        toast.success('Counselor specialization created successfully');
        onClose();
      },
      onError,
    });
  };

  const described = (field: Field) =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': `${idOf(field)}-error` } : {};

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <DialogHeader>
        <DialogTitle>
          {editing ? 'Edit Counselor Specialization' : 'Add Counselor Specialization'}
        </DialogTitle>
        <DialogDescription>
          {editing
            ? `${editing.user.name} in ${editing.category.name}`
            : 'Assign a counselor or advisor to a ticket category.'}
        </DialogDescription>
      </DialogHeader>

      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={idOf('user_id')} label="Counselor" error={errors.user_id}>
          <Select
            id={idOf('user_id')}
            value={values.user_id}
            disabled={Boolean(editing) || saving}
            onChange={(event) => set('user_id', event.target.value)}
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
        <FormField id={idOf('category_id')} label="Category" error={errors.category_id}>
          <Select
            id={idOf('category_id')}
            value={values.category_id}
            disabled={Boolean(editing) || saving}
            onChange={(event) => set('category_id', event.target.value)}
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
        <FormField id={idOf('priority_level')} label="Priority Level" error={errors.priority_level}>
          <Select
            id={idOf('priority_level')}
            value={values.priority_level}
            disabled={saving}
            onChange={(event) =>
              set('priority_level', event.target.value as SpecializationFormValues['priority_level'])
            }
            {...described('priority_level')}
          >
            <PriorityOptions />
          </Select>
        </FormField>
        <FormField
          id={idOf('max_workload')}
          label="Max Workload"
          error={errors.max_workload}
          hint={WORKLOAD_HINT}
        >
          <WorkloadInput
            id={idOf('max_workload')}
            value={values.max_workload}
            disabled={saving}
            onChange={(event) => set('max_workload', event.target.value)}
            {...described('max_workload')}
          />
        </FormField>
        <FormField id={idOf('expertise_rating')} label="Expertise Rating" error={errors.expertise_rating}>
          <Select
            id={idOf('expertise_rating')}
            value={values.expertise_rating}
            disabled={saving}
            onChange={(event) => set('expertise_rating', event.target.value)}
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
          checked={values.is_available}
          disabled={saving}
          onChange={(event) => set('is_available', event.target.checked)}
        />
        <label htmlFor={idOf('is_available')} className="text-sm leading-snug text-slate-700">
          Available for new tickets
          {errors.is_available && <span className="block text-red-600">{errors.is_available}</span>}
        </label>
      </div>

      <FormField id={idOf('notes')} label="Notes" error={errors.notes}>
        <Textarea
          id={idOf('notes')}
          className="min-h-20"
          maxLength={S.notesMax}
          value={values.notes}
          disabled={saving}
          onChange={(event) => set('notes', event.target.value)}
          {...described('notes')}
        />
        <p className="text-right text-xs text-slate-500" aria-live="polite">
          {values.notes.length}/{S.notesMax}
        </p>
      </FormField>

      <DialogFooter>
        <Button variant="outline" disabled={saving} onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving || (mode === 'create' && duplicate !== undefined)}>
          {saving && <LoaderCircle className="animate-spin" aria-hidden="true" />}
          {editing ? 'Save Changes' : 'Add Specialization'}
        </Button>
      </DialogFooter>
    </form>
  );
}
