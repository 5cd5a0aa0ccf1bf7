import { zodResolver } from '@hookform/resolvers/zod';
import type { UseMutationResult } from '@tanstack/react-query';
import { FolderOpen, Pencil, Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { isApiError } from '../api/client';
import { setServerFieldErrors } from '../lib/form-errors';
import { formatDate } from '../lib/format';
import { ConfirmDialog } from './confirm-dialog';
import { EmptyState } from './empty-state';
import { DialogForm, FormDialog } from './form-dialog';
import { CheckField, FormField } from './form-field';
import { LoadingState } from './query-state';
import { Badge } from './ui/badge';
import { Button } from './ui/button';
import { Input } from './ui/input';
import { Textarea } from './ui/textarea';

/** A help or resource category as the admin pages show it (`server/content/categories.ts` keeps both). */
export interface ContentCategory {
  id: number;
  name: string;
  description: string | null;
  icon: string;
  color: string;
  sort_order: number;
  is_active: boolean;
  updated_at: string;
}

/** What creating or editing a category sends (help's and the library's create inputs have this shape). */
export interface ContentCategoryInput {
  name: string;
  description?: string | null;
  icon: string;
  color: string;
  sort_order: number;
  is_active: boolean;
}

type CategoryForm = Omit<ContentCategoryInput, 'description'> & { description: string };

/** How one module's categories differ: what they hold, their words, limits, schema and calls. */
export interface ContentCategoriesConfig<C extends ContentCategory, I extends ContentCategoryInput> {
  /** What a category holds, plural: "FAQs", "resources". */
  items: string;
  listLabel: string;
  count: (category: C) => number;
  /** The refusal shown before deleting a category that still holds items (the server's 409 says the same). */
  holdsItemsMessage: string;
  dialogDescription: string;
  /** The fallback when a write fails without the server's message (the spec words them per module). */
  failed: (action: 'create' | 'update' | 'delete') => string;
  defaultIcon: string;
  limits: { nameMax: number; descriptionMax: number };
  schema: z.ZodType<I>;
  useSave: (id: number | null) => UseMutationResult<unknown, Error, I>;
  useDelete: () => UseMutationResult<unknown, Error, number>;
}

const FIELDS = ['name', 'description', 'color', 'icon', 'sort_order'] as const;

/**
 * Category Management (spec 3 §2.2 for FAQs, §2.6 for resources): a card per category, create, edit, and delete
 * once it holds nothing.
 */
export function ContentCategoriesTab<C extends ContentCategory, I extends ContentCategoryInput>({
  categories,
  loading,
  config,
}: {
  categories: C[];
  loading: boolean;
  config: ContentCategoriesConfig<C, I>;
}) {
  const [editing, setEditing] = useState<C | 'new' | null>(null);
  const [deleting, setDeleting] = useState<C | null>(null);
  const remove = config.useDelete();
  const holdsItems = deleting !== null && config.count(deleting) > 0;
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
          text={`Create your first category to organize ${config.items}`}
        />
      ) : (
        <ul aria-label={config.listLabel} className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
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
                    {config.count(c)} {config.items} · Sort: {c.sort_order} · updated{' '}
                    {formatDate(c.updated_at)}
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
        config={config}
        category={editing === 'new' ? null : editing}
        open={editing !== null}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Category"
        description={
          holdsItems
            ? config.holdsItemsMessage
            : 'This will permanently delete the category and cannot be undone.'
        }
        confirmLabel="Delete Category"
        busy={remove.isPending}
        confirmDisabled={holdsItems}
        failure={
          remove.error ? (isApiError(remove.error) ? remove.error.message : config.failed('delete')) : null
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

function CategoryDialog<C extends ContentCategory, I extends ContentCategoryInput>({
  config,
  category,
  open,
  onClose,
}: {
  config: ContentCategoriesConfig<C, I>;
  category: C | null;
  open: boolean;
  onClose: () => void;
}) {
  const save = config.useSave(category?.id ?? null);
  return (
    <FormDialog open={open} pending={save.isPending} onClose={onClose} className="max-w-lg">
      {open && <CategoryFormBody config={config} category={category} save={save} onClose={onClose} />}
    </FormDialog>
  );
}

function CategoryFormBody<C extends ContentCategory, I extends ContentCategoryInput>({
  config,
  category,
  save,
  onClose,
}: {
  config: ContentCategoriesConfig<C, I>;
  category: C | null;
  save: UseMutationResult<unknown, Error, I>;
  onClose: () => void;
}) {
  const ids = useId();
  const id = (name: string) => `${ids}-${name}`;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CategoryForm, unknown, I>({
    resolver: zodResolver(config.schema as unknown as z.ZodType<I, CategoryForm>) as unknown as Resolver<
      CategoryForm,
      unknown,
      I
    >,
    defaultValues: {
      name: category?.name ?? '',
      description: category?.description ?? '',
      icon: category?.icon ?? config.defaultIcon,
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
            : config.failed(category ? 'update' : 'create'),
        );
      },
    }),
  );
  const described = (name: keyof CategoryForm) => (errors[name] ? `${id(name)}-error` : undefined);
  return (
    <DialogForm
      title={category ? 'Edit Category' : 'Create Category'}
      description={config.dialogDescription}
      onSubmit={submit}
      onCancel={onClose}
      pending={save.isPending}
      submitLabel={category ? 'Save changes' : 'Create Category'}
      pendingLabel="Saving..."
    >
      <FormField id={id('name')} label="Name" error={errors.name?.message}>
        <Input
          id={id('name')}
          maxLength={config.limits.nameMax}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={described('name')}
          {...register('name')}
        />
      </FormField>
      <FormField id={id('description')} label="Description (optional)" error={errors.description?.message}>
        <Textarea
          id={id('description')}
          rows={3}
          maxLength={config.limits.descriptionMax}
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
