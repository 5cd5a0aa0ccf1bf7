import { type ComponentProps, type ReactNode, useId } from 'react';
import { Select } from './ui/select';

/** A native select with its label above it, as the list pages' filter bars use. */
export function FilterSelect({
  label,
  children,
  ...props
}: { label: string; children: ReactNode } & ComponentProps<'select'>) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="text-xs font-medium text-slate-500">
        {label}
      </label>
      <Select id={id} {...props}>
        {children}
      </Select>
    </div>
  );
}
