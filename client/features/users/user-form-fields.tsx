import type { ComponentProps, ReactNode } from 'react';
import { Checkbox } from '../../components/ui/checkbox';
import { Label } from '../../components/ui/label';
import { TabsTrigger } from '../../components/ui/tabs';
import type { TabName } from './user-form';

/** The small building blocks of the user form dialog. */
export function TabTrigger({ value, label, hasError }: { value: TabName; label: string; hasError: boolean }) {
  return (
    <TabsTrigger value={value} className="flex-1">
      {label}
      {hasError && (
        <>
          <span className="size-1.5 rounded-full bg-red-500" aria-hidden="true" />
          <span className="sr-only">(has errors)</span>
        </>
      )}
    </TabsTrigger>
  );
}

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
  hint?: string;
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
