import { LoaderCircle } from 'lucide-react';
import type { FieldValues, Path, UseFormRegisterReturn, UseFormSetError } from 'react-hook-form';
import type { OnCallPerson } from '../../../common/schemas/on-call';
import { isApiError } from '../../api/client';
import { FormField } from '../../components/form-field';
import { Alert, AlertDescription } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { DialogFooter } from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { Select } from '../../components/ui/select';
import { ROLE_LABELS } from '../../lib/roles';

/** The fields and footer the Add shift and Edit shift forms share. */

const HOURS_HINT = 'HH:MM, 24-hour clock. An end at or before the start runs overnight; 24:00 is midnight.';

/** Field errors from a 422 go beside their fields; anything else is shown above the buttons. */
export function showServerErrors<T extends FieldValues>(
  error: Error,
  fields: readonly string[],
  setError: UseFormSetError<T>,
): string | null {
  if (!isApiError(error)) return error.message;
  let placed = false;
  for (const [field, messages] of Object.entries(error.errors)) {
    const name = field.split('.')[0] ?? field;
    if (fields.includes(name) && messages[0]) {
      setError(name as Path<T>, { type: 'server', message: messages[0] });
      placed = true;
    }
  }
  return placed ? null : error.message;
}

export function PersonField({
  id,
  staff,
  error,
  field,
}: {
  id: string;
  staff: OnCallPerson[];
  error?: string;
  field: UseFormRegisterReturn;
}) {
  return (
    <FormField id={id} label="Person" error={error}>
      <Select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...field}
      >
        <option value="">Choose a person</option>
        {staff.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name} ({ROLE_LABELS[p.role]})
          </option>
        ))}
      </Select>
    </FormField>
  );
}

function TimeField({
  id,
  label,
  error,
  hintId,
  field,
}: {
  id: string;
  label: string;
  error?: string;
  hintId: string;
  field: UseFormRegisterReturn;
}) {
  return (
    <FormField id={id} label={label} error={error}>
      <Input
        id={id}
        inputMode="numeric"
        autoComplete="off"
        placeholder="HH:MM"
        maxLength={5}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error ${hintId}` : hintId}
        {...field}
      />
    </FormField>
  );
}

export function HoursAndNote({
  idOf,
  errors,
  register,
}: {
  idOf: (name: string) => string;
  errors: { start?: string; end?: string; note?: string };
  register: (name: 'start' | 'end' | 'note') => UseFormRegisterReturn;
}) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TimeField
          id={idOf('start')}
          label="Start"
          error={errors.start}
          hintId={idOf('hours-hint')}
          field={register('start')}
        />
        <TimeField
          id={idOf('end')}
          label="End"
          error={errors.end}
          hintId={idOf('hours-hint')}
          field={register('end')}
        />
      </div>
      <p id={idOf('hours-hint')} className="-mt-2 text-xs text-slate-600">
        {HOURS_HINT}
      </p>
      <FormField id={idOf('note')} label="Note (optional)" error={errors.note}>
        <Input
          id={idOf('note')}
          maxLength={200}
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={errors.note ? `${idOf('note')}-error` : undefined}
          {...register('note')}
        />
      </FormField>
    </>
  );
}

export function Footer({
  saving,
  failure,
  label,
  onClose,
}: {
  saving: boolean;
  failure: string | null;
  label: string;
  onClose: () => void;
}) {
  return (
    <>
      {failure && (
        <Alert variant="destructive" role="alert">
          <AlertDescription>{failure}</AlertDescription>
        </Alert>
      )}
      <DialogFooter>
        <Button variant="outline" disabled={saving} onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {saving && <LoaderCircle className="animate-spin" aria-hidden="true" />}
          {label}
        </Button>
      </DialogFooter>
    </>
  );
}
