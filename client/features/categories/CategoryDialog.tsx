import { LoaderCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import type { NotificationSettings } from '../../../common/schemas/categories';
import { isApiError } from '../../api/client';
import { FormField as Field, Toggle } from '../../components/form-field';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { Select } from '../../components/ui/select';
import { Textarea } from '../../components/ui/textarea';
import { joinFieldErrors } from '../tickets/format';
import { type CenterCategory, useSaveCategory } from './api';
import { CategoryCounselorPicker } from './CategoryCounselorPicker';
import { ColorPicker, IconSelect } from './CategoryFormFields';
import {
  type CategoryErrors,
  type CategoryFormValues,
  counselorIdsToSend,
  counselorsOf,
  DIALOG_DESCRIPTION_MAX,
  DIALOG_NAME_MAX,
  NEW_CATEGORY,
  NOTIFICATION_TOGGLES,
  PRIORITY_LEVEL_OPTIONS,
  serverFieldErrors,
  validateCategory,
  valuesOf,
} from './category-form';

export type CategoryDialogTarget = { mode: 'create' } | { mode: 'edit'; category: CenterCategory };

/** Create and edit a category (spec 1 §3.2, §5.3), checked with the server's schema before saving. */
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
    <Dialog open={target !== null} onOpenChange={(open) => !open && !save.isPending && onClose()}>
      {target && (
        <DialogContent className="max-w-2xl">
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
        </DialogContent>
      )}
    </Dialog>
  );
}

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
  const [values, setValues] = useState<CategoryFormValues>(initial);
  // The counselors linked when the dialog opened: the picker starts from them, and a save sends a change.
  const [linked] = useState(() => (target.mode === 'edit' ? counselorsOf(target.category) : []));
  const [counselorIds, setCounselorIds] = useState(() => linked.map((counselor) => counselor.id));
  const [errors, setErrors] = useState<CategoryErrors>({});
  const ids = useId();
  const idOf = (name: string) => `${ids}-${name}`;
  const editing = target.mode === 'edit';

  const set = <K extends keyof CategoryFormValues>(key: K, value: CategoryFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (key in errors) setErrors((current) => ({ ...current, [key]: undefined }));
  };
  const setNotification = (key: keyof NotificationSettings, on: boolean) =>
    setValues((current) => ({
      ...current,
      notification_settings: { ...current.notification_settings, [key]: on },
    }));

  const submit = () => {
    const checked = validateCategory(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    const linkedIds = linked.map((counselor) => counselor.id);
    const counselor_ids = counselorIdsToSend(linkedIds, counselorIds, editing);
    save.mutate(
      {
        id: editing ? target.category.id : null,
        body: counselor_ids ? { ...checked.body, counselor_ids } : checked.body,
      },
      {
        onSuccess: () => {
          toast.success(editing ? 'Category updated successfully' : 'Category created successfully');
          onClose();
        },
        onError: (error) => {
          const fieldErrors = isApiError(error) ? error.errors : {};
          setErrors(serverFieldErrors(fieldErrors, [...Object.keys(values), 'counselor_ids']));
          const joined = joinFieldErrors(fieldErrors);
          toast.error('Failed to save category', { description: joined || error.message });
        },
      },
    );
  };

  const numberInput = (
    name: 'sort_order' | 'sla_response_hours',
    label: string,
    min: number,
    max?: number,
  ) => (
    <Field id={idOf(name)} label={label} error={errors[name]}>
      <Input
        id={idOf(name)}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        value={values[name]}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${idOf(name)}-error` : undefined}
        onChange={(event) => set(name, event.target.value)}
      />
    </Field>
  );

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
        <DialogTitle>{editing ? 'Edit Category' : 'Create Category'}</DialogTitle>
        <DialogDescription>
          {editing
            ? 'Change how tickets in this category are handled.'
            : 'Add a category students can choose.'}
        </DialogDescription>
      </DialogHeader>

      <Field id={idOf('name')} label="Name" error={errors.name}>
        <Input
          id={idOf('name')}
          value={values.name}
          maxLength={DIALOG_NAME_MAX}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? `${idOf('name')}-error` : undefined}
          onChange={(event) => set('name', event.target.value)}
        />
      </Field>
      <Field
        id={idOf('description')}
        label="Description"
        error={errors.description}
        hint={`${values.description.length}/${DIALOG_DESCRIPTION_MAX}`}
      >
        <Textarea
          id={idOf('description')}
          className="min-h-20"
          value={values.description}
          maxLength={DIALOG_DESCRIPTION_MAX}
          onChange={(event) => set('description', event.target.value)}
        />
      </Field>

      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={idOf('icon')} label="Icon" error={errors.icon}>
          <IconSelect
            id={idOf('icon')}
            value={values.icon}
            color={values.color}
            onChange={(icon) => set('icon', icon)}
          />
        </Field>
        <Field id={idOf('max_priority_level')} label="Max priority level" error={errors.max_priority_level}>
          <Select
            id={idOf('max_priority_level')}
            value={values.max_priority_level}
            onChange={(event) => set('max_priority_level', event.target.value)}
          >
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
        value={values.color}
        error={errors.color}
        onChange={(color) => set('color', color)}
      />

      <div className="grid gap-4 sm:grid-cols-2">
        {numberInput('sla_response_hours', 'SLA response hours', 1, 168)}
        {numberInput('sort_order', 'Sort order', 0)}
      </div>

      <fieldset className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-3">
        <legend className="px-1 text-sm font-medium text-slate-700">Settings</legend>
        <Toggle
          id={idOf('is_active')}
          label="Active"
          checked={values.is_active}
          onChange={(on) => set('is_active', on)}
        />
        <Toggle
          id={idOf('auto_assign')}
          label="Auto-assign"
          checked={values.auto_assign}
          onChange={(on) => set('auto_assign', on)}
        />
        <Toggle
          id={idOf('crisis_detection_enabled')}
          label="Crisis detection"
          checked={values.crisis_detection_enabled}
          onChange={(on) => set('crisis_detection_enabled', on)}
        />
      </fieldset>

      <fieldset className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-2">
        <legend className="px-1 text-sm font-medium text-slate-700">Notification settings</legend>
        {NOTIFICATION_TOGGLES.map(({ key, label }) => (
          <Toggle
            key={key}
            id={idOf(key)}
            label={label}
            checked={values.notification_settings[key]}
            onChange={(on) => setNotification(key, on)}
          />
        ))}
      </fieldset>

      <CategoryCounselorPicker
        id={idOf('counselor_ids')}
        selected={counselorIds}
        linked={linked}
        error={errors.counselor_ids}
        onChange={(ids) => {
          setCounselorIds(ids);
          setErrors((current) => ({ ...current, counselor_ids: undefined }));
        }}
      />

      <DialogFooter>
        <Button variant="outline" onClick={onClose} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
          {editing ? 'Save Changes' : 'Create Category'}
        </Button>
      </DialogFooter>
    </form>
  );
}
