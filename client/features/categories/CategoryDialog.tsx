import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { CategoryCreateInput } from '../../../common/schemas/categories';
import { isApiError } from '../../api/client';
import { DialogForm, FormDialog } from '../../components/form-dialog';
import { CheckField, FormField as Field } from '../../components/form-field';
import { Input } from '../../components/ui/input';
import { Select } from '../../components/ui/select';
import { Textarea } from '../../components/ui/textarea';
import { setServerFieldErrors } from '../../lib/form-errors';
import { joinFieldErrors } from '../tickets/format';
import { type CenterCategory, useSaveCategory } from './api';
import { CategoryCounselorPicker } from './CategoryCounselorPicker';
import { ColorPicker, IconSelect } from './CategoryFormFields';
import {
  CATEGORY_FIELDS,
  type CategoryFormValues,
  categoryFormSchema,
  counselorIdsToSend,
  counselorsOf,
  DIALOG_DESCRIPTION_MAX,
  DIALOG_NAME_MAX,
  NEW_CATEGORY,
  NOTIFICATION_TOGGLES,
  PRIORITY_LEVEL_OPTIONS,
  valuesOf,
} from './category-form';

export type CategoryDialogTarget = { mode: 'create' } | { mode: 'edit'; category: CenterCategory };

/** Create and edit a category (product §1.3.2, §5.3), checked with the server's schema before saving. */
export function CategoryDialog({
  target,
  nextSortOrder,
  onClose,
}: {
  target: CategoryDialogTarget | null;
  nextSortOrder: number;
  onClose: () => void;
}) {
  const save = useSaveCategory();
  return (
    <FormDialog open={target !== null} pending={save.isPending} onClose={onClose} className="max-w-2xl">
      {target && (
        <CategoryForm
          key={target.mode === 'edit' ? target.category.id : 'new'}
          target={target}
          initial={
            target.mode === 'edit'
              ? valuesOf(target.category)
              : { ...NEW_CATEGORY, sort_order: String(nextSortOrder) }
          }
          save={save}
          onClose={onClose}
        />
      )}
    </FormDialog>
  );
}

type DialogValues = CategoryFormValues & { counselor_ids: number[] };
const FIELDS = [...CATEGORY_FIELDS, 'counselor_ids'] as const;
const resolver = zodResolver(categoryFormSchema) as unknown as Resolver<
  DialogValues,
  unknown,
  CategoryCreateInput
>;

function CategoryForm({
  target,
  initial,
  save,
  onClose,
}: {
  target: CategoryDialogTarget;
  initial: CategoryFormValues;
  save: ReturnType<typeof useSaveCategory>;
  onClose: () => void;
}) {
  // The counselors linked when the dialog opened: the picker starts from them, and a save sends a change.
  const [linked] = useState(() => (target.mode === 'edit' ? counselorsOf(target.category) : []));
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    getValues,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<DialogValues, unknown, CategoryCreateInput>({
    resolver,
    defaultValues: { ...initial, counselor_ids: linked.map((counselor) => counselor.id) },
  });
  const ids = useId();
  const idOf = (name: string) => `${ids}-${name}`;
  const editing = target.mode === 'edit';
  const [description, icon, color, counselorIds] = watch(['description', 'icon', 'color', 'counselor_ids']);

  const submit = handleSubmit((body) => {
    const linkedIds = linked.map((counselor) => counselor.id);
    const counselor_ids = counselorIdsToSend(linkedIds, getValues('counselor_ids'), editing);
    save.mutate(
      {
        id: editing ? target.category.id : null,
        body: counselor_ids ? { ...body, counselor_ids } : body,
      },
      {
        onSuccess: () => {
          toast.success(editing ? 'Category updated successfully' : 'Category created successfully');
          onClose();
        },
        onError: (error) => {
          setServerFieldErrors(error, FIELDS, setError);
          const joined = joinFieldErrors(isApiError(error) ? error.errors : {});
          toast.error('Failed to save category', { description: joined || error.message });
        },
      },
    );
  });

  const invalid = (name: keyof DialogValues) => ({
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${idOf(name)}-error` : undefined,
  });

  const numberInput = (
    name: 'sort_order' | 'sla_response_hours',
    label: string,
    min: number,
    max?: number,
  ) => (
    <Field id={idOf(name)} label={label} error={errors[name]?.message}>
      <Input
        id={idOf(name)}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        {...invalid(name)}
        {...register(name)}
      />
    </Field>
  );

  return (
    <DialogForm
      title={editing ? 'Edit Category' : 'Create Category'}
      description={
        editing ? 'Change how tickets in this category are handled.' : 'Add a category students can choose.'
      }
      onSubmit={submit}
      onCancel={onClose}
      pending={save.isPending}
      submitLabel={editing ? 'Save Changes' : 'Create Category'}
    >
      <Field id={idOf('name')} label="Name" error={errors.name?.message}>
        <Input id={idOf('name')} maxLength={DIALOG_NAME_MAX} {...invalid('name')} {...register('name')} />
      </Field>
      <Field
        id={idOf('description')}
        label="Description"
        error={errors.description?.message}
        hint={`${description.length}/${DIALOG_DESCRIPTION_MAX}`}
      >
        <Textarea
          id={idOf('description')}
          className="min-h-20"
          maxLength={DIALOG_DESCRIPTION_MAX}
          {...register('description')}
        />
      </Field>

      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={idOf('icon')} label="Icon" error={errors.icon?.message}>
          <IconSelect
            id={idOf('icon')}
            value={icon}
            color={color}
            onChange={(next) => setValue('icon', next, { shouldValidate: Boolean(errors.icon) })}
          />
        </Field>
        <Field
          id={idOf('max_priority_level')}
          label="Max priority level"
          error={errors.max_priority_level?.message}
        >
          <Select id={idOf('max_priority_level')} {...register('max_priority_level')}>
            {PRIORITY_LEVEL_OPTIONS.map((level) => (
              <option key={level.value} value={level.value}>
                {level.label}
              </option>
            ))}
          </Select>
        </Field>
      </div>

      <ColorPicker
        id={idOf('color')}
        value={color}
        error={errors.color?.message}
        onChange={(next) => setValue('color', next, { shouldValidate: Boolean(errors.color) })}
      />

      <div className="grid gap-4 sm:grid-cols-2">
        {numberInput('sla_response_hours', 'SLA response hours', 1, 168)}
        {numberInput('sort_order', 'Sort order', 0)}
      </div>

      <fieldset className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-3">
        <legend className="px-1 text-sm font-medium text-slate-700">Settings</legend>
        <CheckField id={idOf('is_active')} label="Active" {...register('is_active')} />
        <CheckField id={idOf('auto_assign')} label="Auto-assign" {...register('auto_assign')} />
        <CheckField
          id={idOf('crisis_detection_enabled')}
          label="Crisis detection"
          {...register('crisis_detection_enabled')}
        />
      </fieldset>

      <fieldset className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-2">
        <legend className="px-1 text-sm font-medium text-slate-700">Notification settings</legend>
        {NOTIFICATION_TOGGLES.map(({ key, label }) => (
          <CheckField key={key} id={idOf(key)} label={label} {...register(`notification_settings.${key}`)} />
        ))}
      </fieldset>

      <CategoryCounselorPicker
        id={idOf('counselor_ids')}
        selected={counselorIds}
        linked={linked}
        error={errors.counselor_ids?.message}
        onChange={(next) => {
          setValue('counselor_ids', next);
          clearErrors('counselor_ids');
        }}
      />
    </DialogForm>
  );
}
