import type { UseFormRegisterReturn } from 'react-hook-form';
import { LIMITS } from '../../../common/limits';
import type { HelpCategory } from '../../../common/schemas/help-shapes';
import { FormField } from '../../components/form-field';
import { TagsInput } from '../../components/tags-input';
import { Input } from '../../components/ui/input';
import { Select } from '../../components/ui/select';
import { Textarea } from '../../components/ui/textarea';

const H = LIMITS.help;

export type FaqFieldName = 'category_id' | 'question' | 'answer' | 'tags';

/**
 * The category, question, answer and tags of a FAQ, as the Suggest FAQ Content and the Create/Edit FAQ dialogs
 * ask for them: each field labelled, its error announced and tied to it (`aria-describedby`), lengths capped
 * at the shared limits. The dialog owns the form; these are its fields.
 */
export function FaqFields({
  idOf,
  categories,
  register,
  errors,
  tags,
  onTagsChange,
  answerRows = 5,
  answerHint,
  tagsLabel = 'Tags',
  tagsHint = `Press Enter to add a tag (at most ${H.tagsMax}).`,
}: {
  /** The element id of each field, unique on the page. */
  idOf: (name: FaqFieldName) => string;
  /** The categories offered (the dialog decides which). */
  categories: readonly HelpCategory[];
  register: (name: 'category_id' | 'question' | 'answer') => UseFormRegisterReturn;
  errors: Partial<Record<FaqFieldName, { message?: string } | undefined>>;
  tags: string[];
  onTagsChange: (tags: string[]) => void;
  answerRows?: number;
  answerHint?: string;
  tagsLabel?: string;
  tagsHint?: string;
}) {
  const described = (name: FaqFieldName) => (errors[name] ? `${idOf(name)}-error` : undefined);
  const invalid = (name: FaqFieldName) => (errors[name] ? true : undefined);
  return (
    <>
      <FormField id={idOf('category_id')} label="Category" error={errors.category_id?.message}>
        <Select
          id={idOf('category_id')}
          aria-invalid={invalid('category_id')}
          aria-describedby={described('category_id')}
          {...register('category_id')}
        >
          <option value="">Choose a category</option>
          {categories.map((c) => (
            <option key={c.id} value={String(c.id)}>
              {c.name}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField id={idOf('question')} label="Question" error={errors.question?.message}>
        <Input
          id={idOf('question')}
          maxLength={H.questionMax}
          aria-invalid={invalid('question')}
          aria-describedby={described('question')}
          {...register('question')}
        />
      </FormField>
      <FormField id={idOf('answer')} label="Answer" error={errors.answer?.message} hint={answerHint}>
        <Textarea
          id={idOf('answer')}
          rows={answerRows}
          maxLength={H.answerMax}
          aria-invalid={invalid('answer')}
          aria-describedby={described('answer')}
          {...register('answer')}
        />
      </FormField>
      <FormField id={idOf('tags')} label={tagsLabel} error={errors.tags?.message} hint={tagsHint}>
        <TagsInput id={idOf('tags')} tags={tags} onChange={onTagsChange} describedBy={described('tags')} />
      </FormField>
    </>
  );
}
