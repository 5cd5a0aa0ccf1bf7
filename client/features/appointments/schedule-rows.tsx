import { Trash2 } from 'lucide-react';
import { APPOINTMENT_TYPES, type AppointmentType } from '../../../common/schemas/appointments';
import { Toggle } from '../../components/form-field';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Select } from '../../components/ui/select';
import type { ExceptionDraft, WeeklyBlock } from './schedule-form';
import { TYPE_LABELS } from './schedule-form';

type Errors = { row?: string; date?: string; start?: string; end?: string; types?: string };

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-700">
      {message}
    </p>
  );
}

/** A labelled input with its message underneath, tied by aria-describedby. */
function Field({
  id,
  label,
  error,
  ...input
}: { id: string; label: string; error?: string } & React.ComponentProps<'input'>) {
  return (
    <div className="min-w-0">
      <Label htmlFor={id} className="text-xs text-slate-600">
        {label}
      </Label>
      <Input
        id={id}
        className="mt-1"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** The session types offered in a block: video, phone, chat. */
function TypesField({
  id,
  label,
  types,
  error,
  onChange,
}: {
  id: string;
  label: string;
  types: AppointmentType[];
  error?: string;
  onChange: (types: AppointmentType[]) => void;
}) {
  return (
    <fieldset
      className="min-w-0"
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="text-xs font-medium text-slate-600">{label}</legend>
      <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
        {APPOINTMENT_TYPES.map((type) => (
          <Toggle
            key={type}
            id={`${id}-${type}`}
            label={TYPE_LABELS[type]}
            checked={types.includes(type)}
            onChange={(checked) =>
              onChange(
                checked
                  ? APPOINTMENT_TYPES.filter((t) => t === type || types.includes(t))
                  : types.filter((t) => t !== type),
              )
            }
          />
        ))}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}

function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button variant="ghost" size="icon" aria-label={label} title={label} onClick={onClick}>
      <Trash2 aria-hidden="true" />
    </Button>
  );
}

/** One block of weekly hours: start, end, session types, remove. */
export function WeeklyBlockRow({
  block,
  name,
  errors,
  onChange,
  onRemove,
}: {
  block: WeeklyBlock;
  /** "Monday, block 1": read out with each field. */
  name: string;
  errors: Errors;
  onChange: (block: WeeklyBlock) => void;
  onRemove: () => void;
}) {
  const id = `schedule-${block.key}`;
  return (
    <li className="rounded-lg border border-slate-200 bg-slate-50 p-3">
      <div className="grid grid-cols-[1fr_1fr_auto] items-start gap-3 sm:grid-cols-[8rem_8rem_1fr_auto]">
        <Field
          id={`${id}-start`}
          label="Start"
          aria-label={`${name} start`}
          type="time"
          value={block.start}
          error={errors.start}
          onChange={(event) => onChange({ ...block, start: event.target.value })}
        />
        <Field
          id={`${id}-end`}
          label="End"
          aria-label={`${name} end`}
          type="time"
          value={block.end}
          error={errors.end}
          onChange={(event) => onChange({ ...block, end: event.target.value })}
        />
        <div className="col-span-2 row-start-2 sm:col-span-1 sm:row-start-1 sm:col-start-3">
          <TypesField
            id={`${id}-types`}
            label={`Session types, ${name}`}
            types={block.types}
            error={errors.types}
            onChange={(types) => onChange({ ...block, types })}
          />
        </div>
        <div className="col-start-3 row-start-1 pt-5 sm:col-start-4">
          <RemoveButton label={`Remove ${name}`} onClick={onRemove} />
        </div>
      </div>
      <FieldError id={`${id}-row-error`} message={errors.row} />
    </li>
  );
}

/** One exception: a date and either a day off or that date's own hours. */
export function ExceptionRowEditor({
  row,
  index,
  errors,
  onChange,
  onRemove,
}: {
  row: ExceptionDraft;
  index: number;
  errors: Errors;
  onChange: (row: ExceptionDraft) => void;
  onRemove: () => void;
}) {
  const id = `exception-${row.key}`;
  const name = `exception ${index + 1}`;
  return (
    <li className="rounded-lg border border-slate-200 bg-slate-50 p-3">
      <div className="grid grid-cols-[1fr_auto] items-start gap-3 sm:grid-cols-[10rem_12rem_1fr_auto]">
        <Field
          id={`${id}-date`}
          label="Date"
          aria-label={`Date of ${name}`}
          type="date"
          value={row.date}
          error={errors.date}
          onChange={(event) => onChange({ ...row, date: event.target.value })}
        />
        <div className="col-start-2 row-start-1 pt-5 sm:col-start-4">
          <RemoveButton label={`Remove ${name}`} onClick={onRemove} />
        </div>
        <div className="col-span-2 min-w-0 sm:col-span-1">
          <Label htmlFor={`${id}-kind`} className="text-xs text-slate-600">
            That day
          </Label>
          <Select
            id={`${id}-kind`}
            className="mt-1"
            aria-label={`That day, ${name}`}
            value={row.kind}
            onChange={(event) => onChange({ ...row, kind: event.target.value as ExceptionDraft['kind'] })}
          >
            <option value="off">Day off</option>
            <option value="hours">Only these hours</option>
          </Select>
        </div>
        {row.kind === 'hours' && (
          <div className="col-span-2 grid grid-cols-2 gap-3 sm:col-span-4 sm:grid-cols-[8rem_8rem_1fr]">
            <Field
              id={`${id}-start`}
              label="Start"
              aria-label={`Start, ${name}`}
              type="time"
              value={row.start}
              error={errors.start}
              onChange={(event) => onChange({ ...row, start: event.target.value })}
            />
            <Field
              id={`${id}-end`}
              label="End"
              aria-label={`End, ${name}`}
              type="time"
              value={row.end}
              error={errors.end}
              onChange={(event) => onChange({ ...row, end: event.target.value })}
            />
            <div className="col-span-2 sm:col-span-1">
              <TypesField
                id={`${id}-types`}
                label={`Session types, ${name}`}
                types={row.types}
                error={errors.types}
                onChange={(types) => onChange({ ...row, types })}
              />
            </div>
          </div>
        )}
      </div>
      {row.kind === 'off' && errors.start && <FieldError id={`${id}-start-error`} message={errors.start} />}
    </li>
  );
}
