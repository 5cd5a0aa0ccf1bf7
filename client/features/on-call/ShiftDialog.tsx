import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
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
import { CheckField, FormField } from '../../components/form-field';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { Select } from '../../components/ui/select';
import { useCreateShifts, useUpdateShift } from './api';
import { Footer, HoursAndNote, PersonField, showServerErrors } from './shift-form-parts';

export type ShiftDialogTarget = { mode: 'create' } | { mode: 'edit'; shift: OnCallShift };

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
