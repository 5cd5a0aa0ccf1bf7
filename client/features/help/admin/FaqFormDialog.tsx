import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { LIMITS } from '../../../../common/limits';
import { type FaqCreateInput, faqCreateSchema } from '../../../../common/schemas/help';
import type { AdminFaq, HelpCategory } from '../../../../common/schemas/help-shapes';
import { isApiError } from '../../../api/client';
import { DialogForm, FormDialog } from '../../../components/form-dialog';
import { CheckField, FormField } from '../../../components/form-field';
import { Input } from '../../../components/ui/input';
import { setServerFieldErrors } from '../../../lib/form-errors';
import { FaqFields } from '../FaqFields';
import { useSaveFaq } from './api';

interface FaqForm {
  category_id: string;
  question: string;
  answer: string;
  tags: string[];
  is_published: boolean;
  is_featured: boolean;
  sort_order: number;
}

// The schema reads the category's text itself, so its input type is wider than the form's.
const resolver = zodResolver(
  faqCreateSchema as unknown as z.ZodType<FaqCreateInput, FaqForm>,
) as unknown as Resolver<FaqForm, unknown, FaqCreateInput>;

const FIELDS = ['category_id', 'question', 'answer', 'tags', 'sort_order'] as const;
const H = LIMITS.help;

/** Create FAQ / Edit FAQ (spec 3 §2.2, §5): the shared schema's rules and messages, tags added with Enter. */
export function FaqFormDialog({
  faq,
  open,
  categories,
  onClose,
}: {
  /** The FAQ edited; null to create one. */
  faq: AdminFaq | null;
  open: boolean;
  categories: HelpCategory[];
  onClose: () => void;
}) {
  const save = useSaveFaq(faq?.id ?? null);
  return (
    <FormDialog open={open} pending={save.isPending} onClose={onClose} className="max-w-xl">
      {open && <FaqFormBody faq={faq} categories={categories} save={save} onClose={onClose} />}
    </FormDialog>
  );
}

function FaqFormBody({
  faq,
  categories,
  save,
  onClose,
}: {
  faq: AdminFaq | null;
  categories: HelpCategory[];
  save: ReturnType<typeof useSaveFaq>;
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
  } = useForm<FaqForm, unknown, FaqCreateInput>({
    resolver,
    defaultValues: {
      category_id: faq?.category_id ? String(faq.category_id) : '',
      question: faq?.question ?? '',
      answer: faq?.answer ?? '',
      tags: faq?.tags ?? [],
      is_published: faq?.is_published ?? false,
      is_featured: faq?.is_featured ?? false,
      sort_order: faq?.sort_order ?? 0,
    },
  });
  const tags = watch('tags');
  const answer = watch('answer');
  // Only active categories are offered, plus the FAQ's own if it was deactivated since.
  const choices = categories.filter((c) => c.is_active || c.id === faq?.category_id);

  const submit = handleSubmit((input) =>
    save.mutate(input, {
      onSuccess: () => {
        toast.success(faq ? 'FAQ updated successfully!' : 'FAQ created successfully!');
        onClose();
      },
      onError: (error) => {
        setServerFieldErrors(error, FIELDS, setError);
        toast.error(
          isApiError(error) && error.fromServer
            ? error.message
            : faq
              ? 'Failed to update FAQ'
              : 'Failed to create FAQ',
        );
      },
    }),
  );

  const described = (name: keyof FaqForm) => (errors[name] ? `${id(name)}-error` : undefined);

  return (
    <DialogForm
      title={faq ? 'Edit FAQ' : 'Create FAQ'}
      description={
        faq
          ? 'Change the question, its answer or where it is shown.'
          : 'Add a question and its answer to the Help Center.'
      }
      onSubmit={submit}
      onCancel={onClose}
      pending={save.isPending}
      submitLabel={faq ? 'Save changes' : 'Create FAQ'}
      pendingLabel="Saving..."
    >
      <FaqFields
        idOf={id}
        categories={choices}
        register={(name) => register(name)}
        errors={errors}
        tags={tags}
        onTagsChange={(next) => setValue('tags', next)}
        answerRows={6}
        answerHint={`${answer.length}/${H.answerMax} · Markdown: **bold**, *italic*, lists and links`}
      />
      <FormField id={id('sort_order')} label="Sort order" error={errors.sort_order?.message}>
        <Input
          id={id('sort_order')}
          type="number"
          min={0}
          inputMode="numeric"
          className="w-32"
          aria-invalid={errors.sort_order ? true : undefined}
          aria-describedby={described('sort_order')}
          {...register('sort_order', { valueAsNumber: true })}
        />
      </FormField>
      <div className="grid gap-2">
        <CheckField id={id('is_published')} label="Publish immediately" {...register('is_published')} />
        <CheckField id={id('is_featured')} label="Feature this FAQ" {...register('is_featured')} />
      </div>
    </DialogForm>
  );
}
