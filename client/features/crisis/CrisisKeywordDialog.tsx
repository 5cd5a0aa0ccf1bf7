import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { CRISIS_CATEGORIES, CRISIS_CATEGORY_IDS } from '../../../common/crisis/types';
import {
  type CrisisKeyword,
  type CrisisKeywordCreateInput,
  SEVERITY_LEVELS,
} from '../../../common/schemas/crisis';
import { isApiError } from '../../api/client';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DialogForm, FormDialog } from '../../components/form-dialog';
import { CheckField, FormField as Field, Toggle } from '../../components/form-field';
import { Input } from '../../components/ui/input';
import { Select } from '../../components/ui/select';
import { setServerFieldErrors } from '../../lib/form-errors';
import type { CenterCategory } from '../categories/api';
import { joinFieldErrors } from '../tickets/format';
import { useDeleteKeyword, useSaveKeyword } from './api';
import {
  KEYWORD_FIELDS,
  type KeywordField,
  type KeywordFormValues,
  keywordFormSchema,
  keywordValuesOf,
  NEW_KEYWORD,
} from './crisis-form';

const resolver = zodResolver(keywordFormSchema) as unknown as Resolver<
  KeywordFormValues,
  unknown,
  CrisisKeywordCreateInput
>;

export type KeywordDialogTarget = { mode: 'create' } | { mode: 'edit'; keyword: CrisisKeyword };

/** Add and edit a crisis keyword (product §1.3.3): keyword, severity, weight, ticket categories, active. */
export function CrisisKeywordDialog({
  target,
  categories,
  onClose,
}: {
  target: KeywordDialogTarget | null;
  categories: CenterCategory[];
  onClose: () => void;
}) {
  const save = useSaveKeyword();
  return (
    <FormDialog open={target !== null} pending={save.isPending} onClose={onClose} className="max-w-xl">
      {target && (
        <KeywordForm
          key={target.mode === 'edit' ? target.keyword.id : 'new'}
          target={target}
          categories={categories}
          save={save}
          onClose={onClose}
        />
      )}
    </FormDialog>
  );
}

function KeywordForm({
  target,
  categories,
  save,
  onClose,
}: {
  target: KeywordDialogTarget;
  categories: CenterCategory[];
  save: ReturnType<typeof useSaveKeyword>;
  onClose: () => void;
}) {
  const editing = target.mode === 'edit';
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    setError,
    formState: { errors },
  } = useForm<KeywordFormValues, unknown, CrisisKeywordCreateInput>({
    resolver,
    defaultValues: editing ? keywordValuesOf(target.keyword) : NEW_KEYWORD,
  });
  const ids = useId();
  const idOf = (name: string) => `${ids}-${name}`;
  const categoryIds = watch('category_ids');

  const toggleCategory = (id: number, on: boolean) =>
    setValue('category_ids', on ? [...categoryIds, id] : categoryIds.filter((c) => c !== id), {
      shouldValidate: Boolean(errors.category_ids),
    });

  const submit = handleSubmit((body) => {
    save.mutate(
      { id: editing ? target.keyword.id : null, body },
      {
        onSuccess: () => {
          toast.success('Crisis keyword saved successfully');
          onClose();
        },
        onError: (error) => {
          setServerFieldErrors(error, KEYWORD_FIELDS, setError);
          toast.error('Failed to save crisis keyword', {
            description: joinFieldErrors(isApiError(error) ? error.errors : {}) || error.message,
          });
        },
      },
    );
  });

  const invalid = (name: KeywordField) =>
    errors[name] ? { 'aria-invalid': true as const, 'aria-describedby': `${idOf(name)}-error` } : {};

  return (
    <DialogForm
      title={editing ? 'Edit Crisis Keyword' : 'Add Crisis Keyword'}
      description="Tickets whose text contains this phrase are screened as a crisis."
      onSubmit={submit}
      onCancel={onClose}
      pending={save.isPending}
      submitLabel={editing ? 'Save Keyword' : 'Add Keyword'}
    >
      <Field id={idOf('keyword')} label="Keyword" error={errors.keyword?.message}>
        <Input id={idOf('keyword')} maxLength={100} {...invalid('keyword')} {...register('keyword')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={idOf('severity_level')} label="Severity" error={errors.severity_level?.message}>
          <Select id={idOf('severity_level')} {...register('severity_level')}>
            {SEVERITY_LEVELS.map((level) => (
              <option key={level} value={level}>
                {level.charAt(0).toUpperCase() + level.slice(1)}
              </option>
            ))}
          </Select>
        </Field>
        <Field id={idOf('severity_weight')} label="Weight (1-100)" error={errors.severity_weight?.message}>
          <Input
            id={idOf('severity_weight')}
            type="number"
            min={1}
            max={100}
            {...invalid('severity_weight')}
            {...register('severity_weight')}
          />
        </Field>
      </div>
      <Field id={idOf('category')} label="Crisis category" error={errors.category?.message}>
        <Select id={idOf('category')} {...register('category')}>
          {CRISIS_CATEGORY_IDS.map((id) => (
            <option key={id} value={id}>
              {CRISIS_CATEGORIES[id]}
            </option>
          ))}
        </Select>
      </Field>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-700">Ticket categories</legend>
        <p className="text-xs text-slate-500">None selected: the keyword applies in every category.</p>
        <div className="grid max-h-40 gap-2 overflow-y-auto rounded-lg border border-slate-200 p-3 sm:grid-cols-2">
          {categories.map((category) => (
            <Toggle
              key={category.id}
              id={idOf(`category-${category.id}`)}
              label={category.name}
              checked={categoryIds.includes(category.id)}
              onChange={(on) => toggleCategory(category.id, on)}
            />
          ))}
        </div>
        {errors.category_ids && <p className="text-sm text-red-600">{errors.category_ids.message}</p>}
      </fieldset>
      <CheckField id={idOf('is_active')} label="Active" {...register('is_active')} />
    </DialogForm>
  );
}

/** Confirms removing a keyword for good (disabling keeps it). */
export function DeleteKeywordDialog({
  keyword,
  onClose,
}: {
  keyword: CrisisKeyword | null;
  onClose: () => void;
}) {
  const remove = useDeleteKeyword();
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => {
    if (remove.isPending) return;
    setFailure(null);
    onClose();
  };
  const confirm = (target: CrisisKeyword) =>
    remove.mutate(target.id, {
      onSuccess: () => {
        toast.success('Crisis keyword deleted successfully');
        setFailure(null);
        onClose();
      },
      onError: (error) => {
        setFailure(error.message);
        toast.error('Failed to delete crisis keyword', { description: error.message });
      },
    });
  return (
    <ConfirmDialog
      open={keyword !== null}
      title="Delete Crisis Keyword"
      description={<>Delete “{keyword?.keyword}”? Disabling it instead keeps it for later.</>}
      confirmLabel="Delete"
      busy={remove.isPending}
      failure={failure}
      onConfirm={() => keyword && confirm(keyword)}
      onClose={close}
    />
  );
}
