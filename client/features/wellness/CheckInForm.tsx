import { LoaderCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import {
  type CheckIn,
  checkInInputSchema,
  MOODS,
  WELLNESS_LIMITS,
  WELLNESS_SCALES,
} from '../../../common/schemas/wellness';
import { isApiError } from '../../api/client';
import { FormField } from '../../components/form-field';
import { Button } from '../../components/ui/button';
import { Textarea } from '../../components/ui/textarea';
import { cn } from '../../lib/utils';
import { useCheckIn } from './api';

type ScaleKey = (typeof WELLNESS_SCALES)[number]['key'];
type Values = { mood: number; note: string } & Record<ScaleKey, number>;
type Errors = Partial<Record<keyof Values, string>>;

const choiceClass = (selected: boolean) =>
  cn(
    'flex cursor-pointer flex-col items-center gap-1 rounded-lg border px-2 py-2 text-center text-sm focus-within:ring-2 focus-within:ring-indigo-500 focus-within:ring-offset-1',
    selected
      ? 'border-indigo-600 bg-indigo-50 text-indigo-900'
      : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
  );

/**
 * Today's check-in: five moods (an emoji with its words), stress, sleep and energy from 1 to 5, and an optional
 * note. Radio groups, so arrow keys move within each; the same schema as the server checks every value.
 */
export function CheckInForm({ today }: { today: CheckIn | null }) {
  const ids = useId();
  const save = useCheckIn();
  const [values, setValues] = useState<Values>({
    mood: today?.mood ?? 0,
    stress: today?.stress ?? 0,
    sleep: today?.sleep ?? 0,
    energy: today?.energy ?? 0,
    note: today?.note ?? '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const set = (key: keyof Values, value: number | string) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = checkInInputSchema.safeParse({
      mood: values.mood || undefined,
      stress: values.stress || undefined,
      sleep: values.sleep || undefined,
      energy: values.energy || undefined,
      note: values.note,
    });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as keyof Values] ??= issue.message;
      setErrors(next);
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: (answer) => toast.success(answer.created ? 'Check-in saved' : 'Check-in updated'),
      onError: (failure) =>
        toast.error(
          isApiError(failure) && failure.fromServer
            ? failure.message
            : 'Your check-in could not be saved. Please try again.',
        ),
    });
  };

  const errorId = (key: string) => `${ids}-${key}-error`;
  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-label="Daily check-in">
      <fieldset aria-describedby={errors.mood ? errorId('mood') : undefined}>
        <legend className="mb-2 text-sm font-medium text-slate-900">How are you feeling today?</legend>
        <div className="grid grid-cols-5 gap-1.5 sm:gap-2">
          {MOODS.map((mood) => (
            <label key={mood.value} className={choiceClass(values.mood === mood.value)}>
              <input
                type="radio"
                className="sr-only"
                name={`${ids}-mood`}
                value={mood.value}
                checked={values.mood === mood.value}
                onChange={() => set('mood', mood.value)}
              />
              <span aria-hidden="true" className="text-2xl leading-none">
                {mood.emoji}
              </span>
              <span className="text-xs leading-tight">{mood.label}</span>
            </label>
          ))}
        </div>
        {errors.mood && (
          <p id={errorId('mood')} role="alert" className="mt-1 text-sm text-red-600">
            {errors.mood}
          </p>
        )}
      </fieldset>

      {WELLNESS_SCALES.map((scale) => (
        <fieldset
          key={scale.key}
          aria-describedby={[`${ids}-${scale.key}-hint`, errors[scale.key] && errorId(scale.key)]
            .filter(Boolean)
            .join(' ')}
        >
          <legend className="text-sm font-medium text-slate-900">{scale.label}</legend>
          <p id={`${ids}-${scale.key}-hint`} className="mb-2 text-xs text-slate-600">
            1 is {scale.low.toLowerCase()}, 5 is {scale.high.toLowerCase()}
          </p>
          <div className="grid max-w-sm grid-cols-5 gap-1.5">
            {[1, 2, 3, 4, 5].map((n) => (
              <label key={n} className={choiceClass(values[scale.key] === n)}>
                <input
                  type="radio"
                  className="sr-only"
                  name={`${ids}-${scale.key}`}
                  value={n}
                  checked={values[scale.key] === n}
                  onChange={() => set(scale.key, n)}
                />
                <span className="font-medium">{n}</span>
              </label>
            ))}
          </div>
          {errors[scale.key] && (
            <p id={errorId(scale.key)} role="alert" className="mt-1 text-sm text-red-600">
              {errors[scale.key]}
            </p>
          )}
        </fieldset>
      ))}

      <FormField
        id={`${ids}-note`}
        label="Note (optional)"
        error={errors.note}
        hint={`${values.note.length}/${WELLNESS_LIMITS.noteMax} · Only you can read it, unless you share your check-ins`}
      >
        <Textarea
          id={`${ids}-note`}
          rows={2}
          maxLength={WELLNESS_LIMITS.noteMax}
          value={values.note}
          onChange={(event) => set('note', event.target.value)}
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={errors.note ? `${ids}-note-error` : undefined}
          placeholder="Anything you want to remember about today"
        />
      </FormField>

      <Button type="submit" disabled={save.isPending}>
        {save.isPending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
        {today ? 'Update Check-in' : 'Submit Check-in'}
      </Button>
    </form>
  );
}
