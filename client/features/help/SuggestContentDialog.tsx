import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { LIMITS } from '../../../common/limits';
import { type SuggestionCreateInput, suggestionCreateSchema } from '../../../common/schemas/help';
import { type HelpCategory, suggestionSchema } from '../../../common/schemas/help-shapes';
import { apiRequest, isApiError } from '../../api/client';
import { queryKeys } from '../../api/queryKeys';
import { DialogForm, FormDialog } from '../../components/form-dialog';
import { FormField } from '../../components/form-field';
import { Input } from '../../components/ui/input';
import { Select } from '../../components/ui/select';
import { Textarea } from '../../components/ui/textarea';
import { setServerFieldErrors } from '../../lib/form-errors';
import { TagsInput } from './TagsInput';

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
const H = LIMITS.help;

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
  onClose,
}: {
  open: boolean;
  categories: HelpCategory[];
  onClose: () => void;
}) {
  const send = useSuggestContent();
  return (
    <FormDialog open={open} pending={send.isPending} onClose={onClose} className="max-w-xl">
      {open && <SuggestionFormBody categories={categories} send={send} onClose={onClose} />}
    </FormDialog>
  );
}

function SuggestionFormBody({
  categories,
  send,
  onClose,
}: {
  categories: HelpCategory[];
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
    defaultValues: { category_id: '', question: '', answer: '', tags: [] },
  });
  const described = (name: keyof SuggestionForm) => (errors[name] ? `${id(name)}-error` : undefined);

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
      description="Suggest a question and its answer; an administrator reviews it before it is published."
      onSubmit={submit}
      onCancel={onClose}
      pending={send.isPending}
      submitLabel="Submit suggestion"
      pendingLabel="Submitting..."
    >
      <FormField id={id('category_id')} label="Category" error={errors.category_id?.message}>
        <Select
          id={id('category_id')}
          aria-invalid={errors.category_id ? true : undefined}
          aria-describedby={described('category_id')}
          {...register('category_id')}
        >
          <option value="">Choose a category</option>
          {categories
            .filter((c) => c.is_active)
            .map((c) => (
              <option key={c.id} value={String(c.id)}>
                {c.name}
              </option>
            ))}
        </Select>
      </FormField>
      <FormField id={id('question')} label="Question" error={errors.question?.message}>
        <Input
          id={id('question')}
          maxLength={H.questionMax}
          aria-invalid={errors.question ? true : undefined}
          aria-describedby={described('question')}
          {...register('question')}
        />
      </FormField>
      <FormField id={id('answer')} label="Answer" error={errors.answer?.message}>
        <Textarea
          id={id('answer')}
          rows={5}
          maxLength={H.answerMax}
          aria-invalid={errors.answer ? true : undefined}
          aria-describedby={described('answer')}
          {...register('answer')}
        />
      </FormField>
      <FormField
        id={id('tags')}
        label="Tags (optional)"
        error={errors.tags?.message}
        hint="Press Enter to add a tag."
      >
        <TagsInput
          id={id('tags')}
          tags={watch('tags')}
          onChange={(next) => setValue('tags', next)}
          describedBy={described('tags')}
        />
      </FormField>
    </DialogForm>
  );
}
