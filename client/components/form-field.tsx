import type { ComponentProps, ReactNode } from 'react';
import { Checkbox } from './ui/checkbox';
import { Label } from './ui/label';

/** A labelled field with its error (or hint) underneath; the error's id is `{id}-error` for aria-describedby. */
export function FormField({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-600">
          {error}
        </p>
      ) : (
        hint && <p className="text-xs text-slate-500">{hint}</p>
      )}
    </div>
  );
}

/** A checkbox with its label and hint beside it; the checkbox takes the field's props (register). */
export function CheckField({
  id,
  label,
  hint,
  ...checkbox
}: {
  id: string;
  label: string;
  hint?: string;
} & Omit<ComponentProps<'input'>, 'type' | 'id'>) {
  return (
    <div className="flex items-start gap-2">
      <Checkbox id={id} className="mt-0.5" {...checkbox} />
      <Label htmlFor={id} className="font-normal leading-snug">
        {label}
        {hint && <span className="mt-0.5 block text-xs text-slate-500">{hint}</span>}
      </Label>
    </div>
  );
}

/** A controlled checkbox field: `checked` and `onChange(checked)`. */
export function Toggle({
  checked,
  onChange,
  ...field
}: {
  id: string;
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return <CheckField {...field} checked={checked} onChange={(event) => onChange(event.target.checked)} />;
}
