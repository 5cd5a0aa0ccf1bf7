import { zodResolver } from '@hookform/resolvers/zod';
import { FolderOpen, Pencil, Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { LIMITS } from '../../../../common/limits';
import {
  RESOURCE_MESSAGES,
  type ResourceCategoryCreateInput,
  resourceCategoryCreateSchema,
} from '../../../../common/schemas/resources';
import type { ResourceCategory } from '../../../../common/schemas/resources-shapes';
import { isApiError } from '../../../api/client';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { DialogForm, FormDialog } from '../../../components/form-dialog';
import { CheckField, FormField } from '../../../components/form-field';
import { LoadingState } from '../../../components/query-state';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { setServerFieldErrors } from '../../../lib/form-errors';
import { formatDate } from '../../../lib/format';
import { useDeleteResourceCategory, useSaveResourceCategory } from './api';

type CategoryForm = Omit<ResourceCategoryCreateInput, 'description'> & { description: string };

const resolver = zodResolver(
  resourceCategoryCreateSchema as unknown as z.ZodType<ResourceCategoryCreateInput, CategoryForm>,
) as unknown as Resolver<CategoryForm, unknown, ResourceCategoryCreateInput>;

const FIELDS = ['name', 'description', 'color', 'icon', 'sort_order'] as const;

/** The Categories tab (spec 3 §2.6): a card per category, create, edit, and delete once it holds no resources. */
export function ResourceCategoriesTab({
  categories,
  loading,
}: {
  categories: ResourceCategory[];
  loading: boolean;
}) {
  const [editing, setEditing] = useState<ResourceCategory | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ResourceCategory | null>(null);
  const remove = useDeleteResourceCategory();
  const holdsResources = (deleting?.resources_count ?? 0) > 0;
  return (
    <section aria-labelledby="category-management" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="category-management" className="text-lg font-semibold text-slate-900">
          Category Management
        </h2>
        <Button onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" />
          Create Category
        </Button>
      </div>
      {loading ? (
        <LoadingState label="Loading categories..." rows={3} rowClass="h-28" />
      ) : categories.length === 0 ? (
        <EmptyState
          icon={FolderOpen}
          title="No categories found"
          text="Create your first category to organize resources"
        />
      ) : (
        <ul aria-label="Resource categories" className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {categories.map((c) => (
            <li key={c.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <div className="flex items-start gap-3">
                <span
                  className="mt-1 size-4 shrink-0 rounded"
                  style={{ backgroundColor: c.color }}
                  aria-hidden="true"
                />
                <div className="min-w-0 flex-1">
                  <h3 className="font-medium text-slate-900">{c.name}</h3>
                  <p className="text-xs text-slate-600">
                    {c.resources_count} resources · Sort: {c.sort_order} · updated {formatDate(c.updated_at)}
                  </p>
                </div>
                <Badge variant={c.is_active ? 'success' : 'secondary'}>
                  {c.is_active ? 'Active' : 'Inactive'}
                </Badge>
              </div>
              {c.description && <p className="mt-2 text-sm text-slate-700">{c.description}</p>}
              <div className="mt-3 flex gap-2">
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => setEditing(c)}
                  aria-label={`Edit category ${c.name}`}
                >
                  <Pencil aria-hidden="true" />
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => setDeleting(c)}
                  aria-label={`Delete category ${c.name}`}
                >
                  <Trash2 aria-hidden="true" className="text-red-700" />
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <CategoryDialog
        category={editing === 'new' ? null : editing}
        open={editing !== null}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Category"
        description={
          holdsResources
            ? RESOURCE_MESSAGES.categoryHoldsResources
            : 'This will permanently delete the category and cannot be undone.'
        }
        confirmLabel="Delete Category"
        busy={remove.isPending}
        confirmDisabled={holdsResources}
        failure={
          remove.error
            ? isApiError(remove.error)
              ? remove.error.message
              : 'Failed to delete category. Please try again.'
            : null
        }
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast.success('Category deleted successfully!');
              setDeleting(null);
            },
          })
        }
        onClose={() => {
          remove.reset();
          setDeleting(null);
        }}
      />
    </section>
  );
}

function CategoryDialog({
  category,
  open,
  onClose,
}: {
  category: ResourceCategory | null;
  open: boolean;
  onClose: () => void;
}) {
  const save = useSaveResourceCategory(category?.id ?? null);
  return (
    <FormDialog open={open} pending={save.isPending} onClose={onClose} className="max-w-lg">
      {open && <CategoryFormBody category={category} save={save} onClose={onClose} />}
    </FormDialog>
  );
}

function CategoryFormBody({
  category,
  save,
  onClose,
}: {
  category: ResourceCategory | null;
  save: ReturnType<typeof useSaveResourceCategory>;
  onClose: () => void;
}) {
  const ids = useId();
  const id = (name: string) => `${ids}-${name}`;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CategoryForm, unknown, ResourceCategoryCreateInput>({
    resolver,
    defaultValues: {
      name: category?.name ?? '',
      description: category?.description ?? '',
      icon: category?.icon ?? 'BookOpen',
      color: category?.color ?? '#3B82F6',
      sort_order: category?.sort_order ?? 0,
      is_active: category?.is_active ?? true,
    },
  });
  const submit = handleSubmit((input) =>
    save.mutate(input, {
      onSuccess: () => {
        toast.success(category ? 'Category updated successfully!' : 'Category created successfully!');
        onClose();
      },
      onError: (error) => {
        setServerFieldErrors(error, FIELDS, setError);
        toast.error(
          isApiError(error) && error.fromServer
            ? error.message
            : category
              ? 'Failed to update category. Please try again.'
              : 'Failed to create category. Please try again.',
        );
      },
    }),
  );
  const described = (name: keyof CategoryForm) => (errors[name] ? `${id(name)}-error` : undefined);
  return (
    <DialogForm
      title={category ? 'Edit Category' : 'Create Category'}
      description="Categories group the resources in the library's filters."
      onSubmit={submit}
      onCancel={onClose}
      pending={save.isPending}
      submitLabel={category ? 'Save changes' : 'Create Category'}
      pendingLabel="Saving..."
    >
      <FormField id={id('name')} label="Name" error={errors.name?.message}>
        <Input
          id={id('name')}
          maxLength={LIMITS.resources.categoryNameMax}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={described('name')}
          {...register('name')}
        />
      </FormField>
      <FormField id={id('description')} label="Description (optional)" error={errors.description?.message}>
        <Textarea
          id={id('description')}
          rows={3}
          maxLength={LIMITS.resources.categoryDescriptionMax}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={described('description')}
          {...register('description')}
        />
      </FormField>
      <div className="grid grid-cols-2 gap-3">
        <FormField id={id('color')} label="Colour" error={errors.color?.message}>
          <Input
            id={id('color')}
            placeholder="#3B82F6"
            aria-invalid={errors.color ? true : undefined}
            aria-describedby={described('color')}
            {...register('color')}
          />
        </FormField>
        <FormField id={id('sort_order')} label="Sort order" error={errors.sort_order?.message}>
          <Input
            id={id('sort_order')}
            type="number"
            min={0}
            aria-invalid={errors.sort_order ? true : undefined}
            aria-describedby={described('sort_order')}
            {...register('sort_order', { valueAsNumber: true })}
          />
        </FormField>
      </div>
      <CheckField id={id('is_active')} label="Active" {...register('is_active')} />
    </DialogForm>
  );
}
