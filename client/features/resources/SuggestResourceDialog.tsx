import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import {
  type ResourceSuggestionCreateInput,
  resourceSuggestionCreateSchema,
} from '../../../common/schemas/resources';
import { type ResourceCategory, resourceSuggestionSchema } from '../../../common/schemas/resources-shapes';
import { apiRequest, isApiError } from '../../api/client';
import { queryKeys } from '../../api/queryKeys';
import { DialogForm, FormDialog } from '../../components/form-dialog';
import { setServerFieldErrors } from '../../lib/form-errors';
import { type FieldName, ResourceFields } from './ResourceFields';

interface SuggestionForm {
  title: string;
  description: string;
  category_id: string;
  type: string;
  difficulty: string;
  external_url: string;
  duration: string;
  author_name: string;
  note: string;
  tags: string[];
}

const resolver = zodResolver(
  resourceSuggestionCreateSchema as unknown as z.ZodType<ResourceSuggestionCreateInput, SuggestionForm>,
) as unknown as Resolver<SuggestionForm, unknown, ResourceSuggestionCreateInput>;

const FIELDS = [
  'title',
  'description',
  'external_url',
  'type',
  'difficulty',
  'category_id',
  'duration',
  'author_name',
  'tags',
  'note',
] as const satisfies readonly FieldName[];

function useSuggestResource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ResourceSuggestionCreateInput) =>
      apiRequest('POST', '/resources/suggestions', input, {
        schema: z.object({ suggestion: resourceSuggestionSchema }),
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.resources.admin }),
  });
}

/** Suggest a resource (counselors and admins): an administrator reviews it before it joins the library. */
export function SuggestResourceDialog({
  open,
  categories,
  onClose,
}: {
  open: boolean;
  categories: ResourceCategory[];
  onClose: () => void;
}) {
  const send = useSuggestResource();
  return (
    <FormDialog open={open} pending={send.isPending} onClose={onClose} className="max-w-xl">
      {open && <SuggestionBody categories={categories} send={send} onClose={onClose} />}
    </FormDialog>
  );
}

function SuggestionBody({
  categories,
  send,
  onClose,
}: {
  categories: ResourceCategory[];
  send: ReturnType<typeof useSuggestResource>;
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
  } = useForm<SuggestionForm, unknown, ResourceSuggestionCreateInput>({
    resolver,
    defaultValues: {
      title: '',
      description: '',
      category_id: '',
      type: '',
      difficulty: 'beginner',
      external_url: '',
      duration: '',
      author_name: '',
      note: '',
      tags: [],
    },
  });

  const submit = handleSubmit((input) =>
    send.mutate(input, {
      onSuccess: () => {
        toast.success('Resource suggestion submitted! It will be reviewed by administrators.');
        onClose();
      },
      onError: (error) => {
        setServerFieldErrors(error, FIELDS, setError);
        toast.error(isApiError(error) && error.fromServer ? error.message : 'Failed to submit suggestion');
      },
    }),
  );

  return (
    <DialogForm
      title="Suggest a Resource"
      description="Suggest a guide, video or tool for the library; an administrator reviews it before students see it."
      onSubmit={submit}
      onCancel={onClose}
      pending={send.isPending}
      submitLabel="Submit suggestion"
      pendingLabel="Submitting..."
    >
      <ResourceFields
        fields={FIELDS}
        idOf={(name) => `${ids}-${name}`}
        categories={categories}
        categoryOptional
        register={(name) =>
          // No category chosen is sent as none (the shared schema reads '' as a missing required id).
          register(name as Exclude<keyof SuggestionForm, 'tags'>, {
            setValueAs: name === 'category_id' ? (value: string) => value || undefined : undefined,
          })
        }
        errors={errors}
        tags={watch('tags')}
        onTagsChange={(next) => setValue('tags', next)}
      />
    </DialogForm>
  );
}
