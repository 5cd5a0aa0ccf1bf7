import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { type Control, type FieldErrors, type UseFormRegister, useFieldArray } from 'react-hook-form';
import { LIMITS } from '../../../common/limits';
import type {
  SafetyPlanFormValues,
  SafetyPlanInput,
  SafetyPlanSection,
} from '../../../common/schemas/safety-plans';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { CrisisLines } from './CrisisLines';
import { blankRow, ITEM_NOUNS } from './plan-form';
import { SectionHeading } from './SectionHeading';

type TextKey = 'warning_signs' | 'coping_strategies' | 'safe_environment' | 'reasons_for_living';
type ContactKey = 'distractions' | 'professionals' | 'support_people';

interface SectionProps {
  section: SafetyPlanSection;
  step: number;
  control: Control<SafetyPlanFormValues, unknown, SafetyPlanInput>;
  register: UseFormRegister<SafetyPlanFormValues>;
  errors: FieldErrors<SafetyPlanFormValues>;
}

const MAX = LIMITS.safetyPlan.itemsMax;
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** One section of the editor: its heading, what it is for, its rows and "Add …". */
export function SectionEditor(props: SectionProps) {
  const { section, step } = props;
  return (
    <section
      id={section.anchor}
      aria-labelledby={`${section.anchor}-title`}
      className="scroll-mt-24 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <SectionHeading id={`${section.anchor}-title`} step={step} title={section.title} />
      <p className="mt-1 text-sm text-slate-600">{section.hint}</p>
      {section.kind === 'text' ? (
        <TextRows {...props} name={section.key as TextKey} />
      ) : (
        <ContactRows
          {...props}
          name={section.key as ContactKey}
          withRelationship={section.kind === 'person'}
        />
      )}
      {section.key === 'professionals' && <CrisisLines className="mt-4" />}
    </section>
  );
}

function listError(errors: FieldErrors<SafetyPlanFormValues>, name: keyof SafetyPlanFormValues) {
  const error = errors[name] as { message?: string; root?: { message?: string } } | undefined;
  return error?.message ?? error?.root?.message;
}

function AddRow({ noun, count, onAdd }: { noun: string; count: number; onAdd: () => void }) {
  const full = count >= MAX;
  return (
    <div className="mt-3 flex flex-wrap items-center gap-3">
      <Button variant="outline" size="sm" onClick={onAdd} disabled={full}>
        <Plus aria-hidden="true" />
        Add {noun}
      </Button>
      {full && <p className="text-xs text-slate-600">A list holds at most {MAX} items.</p>}
    </div>
  );
}

function ListError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-2 text-sm text-red-700">
      {message}
    </p>
  );
}

function TextRows({ section, control, register, errors, name }: SectionProps & { name: TextKey }) {
  const { fields, append, remove } = useFieldArray({ control, name });
  const base = useId();
  const noun = ITEM_NOUNS[name];
  const rowErrors = errors[name] as ({ value?: { message?: string } } | undefined)[] | undefined;
  return (
    <>
      {fields.length > 0 && (
        <ul className="mt-3 space-y-2">
          {fields.map((field, index) => {
            const id = `${base}-${index}`;
            const error = rowErrors?.[index]?.value?.message;
            return (
              <li key={field.id} className="flex items-start gap-2">
                <div className="min-w-0 flex-1">
                  <label htmlFor={id} className="sr-only">
                    {capitalized(noun)} {index + 1}
                  </label>
                  <Input
                    id={id}
                    autoComplete="off"
                    placeholder={index === 0 ? section.placeholder : undefined}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${id}-error` : undefined}
                    {...register(`${name}.${index}.value`)}
                  />
                  {error && (
                    <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
                      {error}
                    </p>
                  )}
                </div>
                <RemoveButton label={`Remove ${noun} ${index + 1}`} onClick={() => remove(index)} />
              </li>
            );
          })}
        </ul>
      )}
      <ListError id={`${base}-list-error`} message={listError(errors, name)} />
      <AddRow noun={noun} count={fields.length} onAdd={() => append(blankRow.text())} />
    </>
  );
}

function ContactRows({
  section,
  control,
  register,
  errors,
  name,
  withRelationship,
}: SectionProps & { name: ContactKey; withRelationship: boolean }) {
  const { fields, append, remove } = useFieldArray({ control, name: name as 'support_people' });
  const base = useId();
  const noun = ITEM_NOUNS[name];
  const rowErrors = errors[name] as
    | (Record<'name' | 'phone' | 'relationship', { message?: string } | undefined> | undefined)[]
    | undefined;
  return (
    <>
      {fields.length > 0 && (
        <ul className="mt-3 space-y-3">
          {fields.map((field, index) => {
            const rowId = `${base}-${index}`;
            const rowError = rowErrors?.[index];
            const input = (key: 'name' | 'phone' | 'relationship', label: string, extra: object = {}) => {
              const id = `${rowId}-${key}`;
              const error = rowError?.[key]?.message;
              return (
                <div className="min-w-0 space-y-1">
                  <Label htmlFor={id} className="text-xs text-slate-700">
                    {label}
                  </Label>
                  <Input
                    id={id}
                    autoComplete="off"
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${id}-error` : undefined}
                    {...extra}
                    {...register(`${name as 'support_people'}.${index}.${key}`)}
                  />
                  {error && (
                    <p id={`${id}-error`} className="text-sm text-red-700">
                      {error}
                    </p>
                  )}
                </div>
              );
            };
            return (
              <li key={field.id}>
                <fieldset className="flex items-start gap-2 rounded-lg border border-slate-200 p-3">
                  <legend className="sr-only">
                    {capitalized(noun)} {index + 1}
                  </legend>
                  <div
                    className={`grid min-w-0 flex-1 gap-3 ${withRelationship ? 'sm:grid-cols-3' : 'sm:grid-cols-2'}`}
                  >
                    {input('name', 'Name', { placeholder: index === 0 ? section.placeholder : undefined })}
                    {input('phone', 'Phone (optional)', { type: 'tel', inputMode: 'tel' })}
                    {withRelationship && input('relationship', 'Relationship (optional)')}
                  </div>
                  <RemoveButton
                    label={`Remove ${noun} ${index + 1}`}
                    onClick={() => remove(index)}
                    className="mt-5"
                  />
                </fieldset>
              </li>
            );
          })}
        </ul>
      )}
      <ListError id={`${base}-list-error`} message={listError(errors, name)} />
      <AddRow
        noun={noun}
        count={fields.length}
        // Lists without a relationship ignore the empty one (the shared schema drops unknown keys).
        onAdd={() => append(blankRow.person())}
      />
    </>
  );
}

function RemoveButton({
  label,
  onClick,
  className,
}: {
  label: string;
  onClick: () => void;
  className?: string;
}) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={label}
      title={label}
      onClick={onClick}
      className={`text-slate-600 hover:text-red-700 ${className ?? ''}`}
    >
      <Trash2 aria-hidden="true" />
    </Button>
  );
}
