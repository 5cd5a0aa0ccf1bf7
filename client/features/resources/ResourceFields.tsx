import type { UseFormRegisterReturn } from 'react-hook-form';
import { LIMITS } from '../../../common/limits';
import { RESOURCE_DIFFICULTIES, RESOURCE_TYPES } from '../../../common/schemas/resources';
import type { ResourceCategory } from '../../../common/schemas/resources-shapes';
import { FormField } from '../../components/form-field';
import { TagsInput } from '../../components/tags-input';
import { Input } from '../../components/ui/input';
import { Select } from '../../components/ui/select';
import { Textarea } from '../../components/ui/textarea';
import { DIFFICULTY_LABELS, TYPE_LABELS } from './format';

const R = LIMITS.resources;

export type TextFieldName =
  | 'title'
  | 'description'
  | 'category_id'
  | 'type'
  | 'difficulty'
  | 'external_url'
  | 'download_url'
  | 'thumbnail_url'
  | 'duration'
  | 'author_name'
  | 'author_bio'
  | 'subcategory'
  | 'sort_order'
  | 'note';
export type FieldName = TextFieldName | 'tags';

/** Each text field: its label, whether it is a long text, its input type and limit. */
const TEXT_FIELDS: Record<
  Exclude<TextFieldName, 'category_id' | 'type' | 'difficulty'>,
  { label: string; max?: number; long?: boolean; type?: string; hint?: string }
> = {
  title: { label: 'Title', max: R.titleMax },
  description: { label: 'Description', max: R.descriptionMax, long: true },
  external_url: { label: 'External URL', max: R.urlMax, type: 'url', hint: 'An http:// or https:// link.' },
  download_url: { label: 'Download URL (optional)', max: R.urlMax, type: 'url' },
  thumbnail_url: { label: 'Thumbnail URL (optional)', max: R.urlMax, type: 'url' },
  duration: {
    label: 'Duration (optional)',
    max: R.durationMax,
    hint: 'For example "10 min" or "Self-paced".',
  },
  author_name: { label: 'Author (optional)', max: R.authorNameMax },
  author_bio: { label: 'Author bio (optional)', max: R.authorBioMax, long: true },
  subcategory: { label: 'Subcategory (optional)', max: R.subcategoryMax },
  sort_order: { label: 'Sort order', type: 'number' },
  note: { label: 'Why you suggest it (optional)', max: R.noteMax, long: true },
};

/**
 * The fields of a resource as the Suggest and the Create/Edit Resource dialogs ask for them, in `fields` order:
 * labelled, errors tied to their fields, lengths capped at the shared limits. The dialog owns the form.
 */
export function ResourceFields({
  fields,
  idOf,
  categories,
  categoryOptional = false,
  register,
  errors,
  tags,
  onTagsChange,
}: {
  fields: readonly FieldName[];
  idOf: (name: FieldName) => string;
  /** Only active categories are offered (spec 3 §5). */
  categories: readonly ResourceCategory[];
  categoryOptional?: boolean;
  register: (name: TextFieldName) => UseFormRegisterReturn;
  errors: Partial<Record<FieldName, { message?: string } | undefined>>;
  tags: string[];
  onTagsChange: (tags: string[]) => void;
}) {
  const a11y = (name: FieldName) => ({
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${idOf(name)}-error` : undefined,
  });
  const select = (
    name: 'category_id' | 'type' | 'difficulty',
    label: string,
    placeholder: string,
    options: { value: string; label: string }[],
  ) => (
    <FormField key={name} id={idOf(name)} label={label} error={errors[name]?.message}>
      <Select id={idOf(name)} {...a11y(name)} {...register(name)}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </FormField>
  );
  return (
    <>
      {fields.map((name) => {
        if (name === 'category_id')
          return select(
            name,
            categoryOptional ? 'Category (optional)' : 'Category',
            'Choose a category',
            categories.filter((c) => c.is_active).map((c) => ({ value: String(c.id), label: c.name })),
          );
        if (name === 'type')
          return select(
            name,
            'Type',
            'Choose a type',
            RESOURCE_TYPES.map((t) => ({ value: t, label: TYPE_LABELS[t] })),
          );
        if (name === 'difficulty')
          return select(
            name,
            'Difficulty',
            'Choose a level',
            RESOURCE_DIFFICULTIES.map((d) => ({ value: d, label: DIFFICULTY_LABELS[d] })),
          );
        if (name === 'tags')
          return (
            <FormField
              key={name}
              id={idOf(name)}
              label="Tags (optional)"
              error={errors.tags?.message}
              hint={`Press Enter to add a tag (at most ${R.tagsMax}).`}
            >
              <TagsInput
                id={idOf(name)}
                tags={tags}
                onChange={onTagsChange}
                describedBy={errors.tags ? `${idOf(name)}-error` : undefined}
              />
            </FormField>
          );
        const spec = TEXT_FIELDS[name];
        return (
          <FormField
            key={name}
            id={idOf(name)}
            label={spec.label}
            error={errors[name]?.message}
            hint={spec.hint}
          >
            {spec.long ? (
              <Textarea id={idOf(name)} rows={4} maxLength={spec.max} {...a11y(name)} {...register(name)} />
            ) : (
              <Input
                id={idOf(name)}
                type={spec.type ?? 'text'}
                min={spec.type === 'number' ? 0 : undefined}
                maxLength={spec.max}
                {...a11y(name)}
                {...register(name)}
              />
            )}
          </FormField>
        );
      })}
    </>
  );
}
