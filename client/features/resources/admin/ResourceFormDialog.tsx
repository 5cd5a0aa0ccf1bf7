import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { type ResourceCreateInput, resourceCreateSchema } from '../../../../common/schemas/resources';
import type { AdminResource, ResourceCategory } from '../../../../common/schemas/resources-shapes';
import { isApiError } from '../../../api/client';
import { DialogForm, FormDialog } from '../../../components/form-dialog';
import { CheckField } from '../../../components/form-field';
import { setServerFieldErrors } from '../../../lib/form-errors';
import { type FieldName, ResourceFields } from '../ResourceFields';
import { useSaveResource } from './api';

interface ResourceForm {
  title: string;
  description: string;
  category_id: string;
  type: string;
  difficulty: string;
  external_url: string;
  download_url: string;
  thumbnail_url: string;
  duration: string;
  author_name: string;
  author_bio: string;
  subcategory: string;
  sort_order: string;
  tags: string[];
  is_published: boolean;
  is_featured: boolean;
}

const resolver = zodResolver(
  resourceCreateSchema as unknown as z.ZodType<ResourceCreateInput, ResourceForm>,
) as unknown as Resolver<ResourceForm, unknown, ResourceCreateInput>;

const FIELDS = [
  'title',
  'description',
  'category_id',
  'type',
  'difficulty',
  'external_url',
  'download_url',
  'thumbnail_url',
  'duration',
  'author_name',
  'author_bio',
  'subcategory',
  'tags',
  'sort_order',
] as const satisfies readonly FieldName[];

function defaults(resource: AdminResource | null): ResourceForm {
  return {
    title: resource?.title ?? '',
    description: resource?.description ?? '',
    category_id: resource?.category_id ? String(resource.category_id) : '',
    type: resource?.type ?? '',
    difficulty: resource?.difficulty ?? '',
    external_url: resource?.external_url ?? '',
    download_url: resource?.download_url ?? '',
    thumbnail_url: resource?.thumbnail_url ?? '',
    duration: resource?.duration ?? '',
    author_name: resource?.author_name ?? '',
    author_bio: resource?.author_bio ?? '',
    subcategory: resource?.subcategory ?? '',
    sort_order: String(resource?.sort_order ?? 0),
    tags: resource?.tags ?? [],
    is_published: resource?.is_published ?? false,
    is_featured: resource?.is_featured ?? false,
  };
}

/** Create Resource and Edit Resource (spec 3 §2.6, §5): the shared schema's rules and messages. */
export function ResourceFormDialog({
  resource,
  open,
  categories,
  onClose,
}: {
  resource: AdminResource | null;
  open: boolean;
  categories: ResourceCategory[];
  onClose: () => void;
}) {
  const save = useSaveResource(resource?.id ?? null);
  return (
    <FormDialog open={open} pending={save.isPending} onClose={onClose} className="max-w-2xl">
      {open && <FormBody resource={resource} categories={categories} save={save} onClose={onClose} />}
    </FormDialog>
  );
}

function FormBody({
  resource,
  categories,
  save,
  onClose,
}: {
  resource: AdminResource | null;
  categories: ResourceCategory[];
  save: ReturnType<typeof useSaveResource>;
  onClose: () => void;
}) {
  const ids = useId();
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    setError,
    formState: { errors },
  } = useForm<ResourceForm, unknown, ResourceCreateInput>({ resolver, defaultValues: defaults(resource) });

  const submit = handleSubmit((input) =>
    save.mutate(input, {
      onSuccess: () => {
        toast.success(resource ? 'Resource updated successfully!' : 'Resource created successfully!');
        onClose();
      },
      onError: (error) => {
        setServerFieldErrors(error, FIELDS, setError);
        toast.error(
          isApiError(error) && error.fromServer
            ? error.message
            : resource
              ? 'Failed to update resource. Please try again.'
              : 'Failed to create resource. Please try again.',
        );
      },
    }),
  );

  return (
    <DialogForm
      title={resource ? 'Edit Resource' : 'Create Resource'}
      description={
        resource
          ? `Change “${resource.title}”.`
          : 'Add a resource to the library; publish it when it is ready.'
      }
      onSubmit={submit}
      onCancel={onClose}
      pending={save.isPending}
      submitLabel={resource ? 'Save changes' : 'Create Resource'}
      pendingLabel="Saving..."
    >
      <ResourceFields
        fields={FIELDS}
        idOf={(name) => `${ids}-${name}`}
        categories={categories}
        register={(name) =>
          register(name as Exclude<keyof ResourceForm, 'tags' | 'is_published' | 'is_featured'>)
        }
        errors={errors}
        tags={watch('tags')}
        onTagsChange={(next) => setValue('tags', next)}
      />
      <div className="flex flex-wrap gap-6">
        <CheckField id={`${ids}-published`} label="Published" {...register('is_published')} />
        <CheckField id={`${ids}-featured`} label="Featured" {...register('is_featured')} />
      </div>
    </DialogForm>
  );
}
