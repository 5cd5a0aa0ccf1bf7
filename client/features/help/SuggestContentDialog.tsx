import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { type SuggestionCreateInput, suggestionCreateSchema } from '../../../common/schemas/help';
import { type HelpCategory, suggestionSchema } from '../../../common/schemas/help-shapes';
import { apiRequest, isApiError } from '../../api/client';
import { queryKeys } from '../../api/queryKeys';
import { DialogForm, FormDialog } from '../../components/form-dialog';
import { setServerFieldErrors } from '../../lib/form-errors';
import { FaqFields } from './FaqFields';

interface SuggestionForm {
  category_id: string;
  question: string;
  answer: string;
  tags: string[];
}

const resolver = zodResolver(
  suggestionCreateSchema as unknown as z.ZodType<SuggestionCreateInput, SuggestionForm>,
) as unknown as Resolver<SuggestionForm, unknown, SuggestionCreateInput>;

const FIELDS = ['category_id', 'question', 'answer', 'tags'] as const;

function useSuggestContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SuggestionCreateInput) =>
      apiRequest('POST', '/help/suggest-content', input, {
        schema: z.object({ suggestion: suggestionSchema }),
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.help.admin }),
  });
}

/** Suggest FAQ Content (spec 3 §2.1, counselors and admins): reviewed by an admin before it is published. */
export function SuggestContentDialog({
  open,
  categories,
  initial,
  onClose,
}: {
  open: boolean;
  categories: HelpCategory[];
  /** A draft to start from (a resolved ticket's subject and staff reply); the author edits it first. */
  initial?: SuggestionDraft;
  onClose: () => void;
}) {
  const send = useSuggestContent();
  return (
    <FormDialog open={open} pending={send.isPending} onClose={onClose} className="max-w-xl">
      {open && <SuggestionFormBody categories={categories} initial={initial} send={send} onClose={onClose} />}
    </FormDialog>
  );
}

export interface SuggestionDraft {
  question: string;
  answer: string;
  tags: string[];
}

function SuggestionFormBody({
  categories,
  initial,
  send,
  onClose,
}: {
  categories: HelpCategory[];
  initial?: SuggestionDraft;
  send: ReturnType<typeof useSuggestContent>;
  onClose: () => void;
}) {
  const ids = useId();
  const id = (name: string) => `${ids}-${name}`;
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    setError,
    formState: { errors },
  } = useForm<SuggestionForm, unknown, SuggestionCreateInput>({
    resolver,
    defaultValues: {
      category_id: '',
      question: initial?.question ?? '',
      answer: initial?.answer ?? '',
      tags: initial?.tags ?? [],
    },
  });

  const submit = handleSubmit(
    (input) =>
      send.mutate(input, {
        onSuccess: () => {
          toast.success('Content suggestion submitted successfully! It will be reviewed by administrators.');
          onClose();
        },
        onError: (error) => {
          setServerFieldErrors(error, FIELDS, setError);
          toast.error(
            isApiError(error) && error.fromServer ? error.message : 'Failed to submit content suggestion',
          );
        },
      }),
    () => toast.error('Please fill in all required fields'),
  );

  return (
    <DialogForm
      title="Suggest FAQ Content"
      description={
        initial
          ? 'Started from a resolved ticket: remove names and any personal details before you submit. An administrator reviews it before it is published.'
          : 'Suggest a question and its answer; an administrator reviews it before it is published.'
      }
      onSubmit={submit}
      onCancel={onClose}
      pending={send.isPending}
      submitLabel="Submit suggestion"
      pendingLabel="Submitting..."
    >
      <FaqFields
        idOf={id}
        categories={categories.filter((c) => c.is_active)}
        register={(name) => register(name)}
        errors={errors}
        tags={watch('tags')}
        onTagsChange={(next) => setValue('tags', next)}
        tagsLabel="Tags (optional)"
        tagsHint="Press Enter to add a tag."
      />
    </DialogForm>
  );
}
