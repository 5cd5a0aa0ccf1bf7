import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useId } from 'react';
import {
  Controller,
  type FieldValues,
  type Path,
  type UseFormRegisterReturn,
  type UseFormSetError,
  useForm,
} from 'react-hook-form';
import { toast } from 'sonner';
import {
  type OnCallPerson,
  type OnCallShift,
  type ShiftCreateForm,
  type ShiftCreateInput,
  type ShiftUpdateForm,
  type ShiftUpdateInput,
  shiftCreateSchema,
  shiftUpdateSchema,
  WEEK_ORDER,
  WEEKDAY_NAMES,
} from '../../../common/schemas/on-call';
import { isApiError } from '../../api/client';
import { CheckField, FormField } from '../../components/form-field';
import { Alert, AlertDescription } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { Select } from '../../components/ui/select';
import { ROLE_LABELS } from '../../lib/roles';
import { useCreateShifts, useUpdateShift } from './api';

export type ShiftDialogTarget = { mode: 'create' } | { mode: 'edit'; shift: OnCallShift };

const HOURS_HINT = 'HH:MM, 24-hour clock. An end at or before the start runs overnight; 24:00 is midnight.';

/** Add shift (several days at once) and Edit shift. It cannot be closed while saving. */
export function ShiftDialog({
  target,
  staff,
  onClose,
}: {
  target: ShiftDialogTarget | null;
  staff: OnCallPerson[];
  onClose: () => void;
}) {
  const create = useCreateShifts();
  const update = useUpdateShift();
  const saving = create.isPending || update.isPending;
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && !saving && onClose()}>
      {target && (
        <DialogContent
          className="max-w-lg"
          onInteractOutside={(event) => {
            if (saving) event.preventDefault();
          }}
        >
          {target.mode === 'create' ? (
            <CreateShiftForm staff={staff} create={create} onClose={onClose} />
          ) : (
            <EditShiftForm
              key={target.shift.id}
              shift={target.shift}
              staff={staff}
              update={update}
              onClose={onClose}
            />
          )}
        </DialogContent>
      )}
    </Dialog>
  );
}

/** Field errors from a 422 go beside their fields; anything else is shown above the buttons. */
function showServerErrors<T extends FieldValues>(
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

function PersonField({
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

function HoursAndNote({
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

function Footer({
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

const CREATE_FIELDS = ['user_id', 'weekdays', 'start', 'end', 'note'] as const;

function CreateShiftForm({
  staff,
  create,
  onClose,
}: {
  staff: OnCallPerson[];
  create: ReturnType<typeof useCreateShifts>;
  onClose: () => void;
}) {
  const ids = useId();
  const idOf = (name: string) => `${ids}-${name}`;
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ShiftCreateForm, unknown, ShiftCreateInput>({
    resolver: zodResolver(shiftCreateSchema),
    defaultValues: { weekdays: [], start: '', end: '', note: '' },
  });

  const submit = handleSubmit((body) =>
    create.mutate(body, {
      onSuccess: (result) => {
        toast.success(result.shifts.length === 1 ? 'Shift added' : `${result.shifts.length} shifts added`);
        onClose();
      },
      onError: (error) => {
        const failure = showServerErrors(error, CREATE_FIELDS, setError);
        if (failure) setError('root', { type: 'server', message: failure });
      },
    }),
  );

  return (
    <form noValidate className="grid gap-4" onSubmit={(event) => void submit(event)}>
      <DialogHeader>
        <DialogTitle>Add shift</DialogTitle>
        <DialogDescription>
          The same hours on each day you choose, in the university's time zone.
        </DialogDescription>
      </DialogHeader>
      <PersonField
        id={idOf('user_id')}
        staff={staff}
        error={errors.user_id?.message}
        field={register('user_id', { setValueAs: (v: string) => (v === '' ? undefined : Number(v)) })}
      />
      <Controller
        control={control}
        name="weekdays"
        render={({ field }) => (
          <fieldset
            className="space-y-2"
            aria-describedby={errors.weekdays ? `${idOf('weekdays')}-error` : undefined}
          >
            <legend className="text-sm font-medium text-slate-700">Days</legend>
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
              {WEEK_ORDER.map((day) => (
                <CheckField
                  key={day}
                  id={idOf(`day-${day}`)}
                  label={WEEKDAY_NAMES[day]}
                  checked={field.value.includes(day)}
                  onChange={(event) =>
                    field.onChange(
                      event.target.checked ? [...field.value, day] : field.value.filter((d) => d !== day),
                    )
                  }
                />
              ))}
            </div>
            {errors.weekdays && (
              <p id={`${idOf('weekdays')}-error`} className="text-sm text-red-600">
                {errors.weekdays.message ?? errors.weekdays.root?.message}
              </p>
            )}
          </fieldset>
        )}
      />
      <HoursAndNote
        idOf={idOf}
        errors={{ start: errors.start?.message, end: errors.end?.message, note: errors.note?.message }}
        register={(name) => register(name)}
      />
      <Footer
        saving={create.isPending}
        failure={errors.root?.message ?? null}
        label="Add shift"
        onClose={onClose}
      />
    </form>
  );
}

const EDIT_FIELDS = ['user_id', 'weekday', 'start', 'end', 'note'] as const;

function EditShiftForm({
  shift,
  staff,
  update,
  onClose,
}: {
  shift: OnCallShift;
  staff: OnCallPerson[];
  update: ReturnType<typeof useUpdateShift>;
  onClose: () => void;
}) {
  const ids = useId();
  const idOf = (name: string) => `${ids}-${name}`;
  // A shift of someone no longer eligible can be moved to someone else; they stay listed until then.
  const people = staff.some((p) => p.id === shift.user.id) ? staff : [shift.user, ...staff];
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ShiftUpdateForm, unknown, ShiftUpdateInput>({
    resolver: zodResolver(shiftUpdateSchema),
    defaultValues: {
      user_id: shift.user.id,
      weekday: shift.weekday,
      start: shift.start,
      end: shift.end,
      note: shift.note ?? '',
    },
  });

  const submit = handleSubmit((body) =>
    update.mutate(
      { id: shift.id, body },
      {
        onSuccess: () => {
          toast.success('Shift updated');
          onClose();
        },
        onError: (error) => {
          const failure = showServerErrors(error, EDIT_FIELDS, setError);
          if (failure) setError('root', { type: 'server', message: failure });
        },
      },
    ),
  );

  return (
    <form noValidate className="grid gap-4" onSubmit={(event) => void submit(event)}>
      <DialogHeader>
        <DialogTitle>Edit shift</DialogTitle>
        <DialogDescription>Change who covers this shift, its day or its hours.</DialogDescription>
      </DialogHeader>
      <PersonField
        id={idOf('user_id')}
        staff={people}
        error={errors.user_id?.message}
        field={register('user_id', { setValueAs: (v: string) => (v === '' ? undefined : Number(v)) })}
      />
      <FormField id={idOf('weekday')} label="Day" error={errors.weekday?.message}>
        <Select id={idOf('weekday')} {...register('weekday', { setValueAs: (v: string) => Number(v) })}>
          {WEEK_ORDER.map((day) => (
            <option key={day} value={day}>
              {WEEKDAY_NAMES[day]}
            </option>
          ))}
        </Select>
      </FormField>
      <HoursAndNote
        idOf={idOf}
        errors={{ start: errors.start?.message, end: errors.end?.message, note: errors.note?.message }}
        register={(name) => register(name)}
      />
      <Footer
        saving={update.isPending}
        failure={errors.root?.message ?? null}
        label="Save shift"
        onClose={onClose}
      />
    </form>
  );
}
