import { type ComponentProps, type ReactNode, useId } from 'react';
import { Select } from './ui/select';

/** One choice of a filter: a value the filter takes and the words shown for it. */
export interface FilterOption<V extends string = string> {
  readonly value: V;
  readonly label: string;
}

type FilterSelectProps<V extends string> = {
  label: string;
  value: V | '' | number;
  /** The choice that turns the filter off ("All statuses"), shown first. */
  anyOption?: FilterOption<string>;
  /** The choices; a plain string is its own label. */
  options?: readonly (V | FilterOption<V>)[];
  /** Called with the chosen value (one of `options`, or the value of `anyOption`). */
  onValueChange?: (value: V) => void;
  children?: ReactNode;
} & Omit<ComponentProps<'select'>, 'value' | 'children'>;

/** A native select with its label above it, as the list pages' filter bars use. */
export function FilterSelect<V extends string>({
  label,
  anyOption,
  options,
  onValueChange,
  onChange,
  children,
  ...props
}: FilterSelectProps<V>) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="text-xs font-medium text-slate-500">
        {label}
      </label>
      <Select
        id={id}
        onChange={(event) => {
          onChange?.(event);
          onValueChange?.(event.target.value as V);
        }}
        {...props}
      >
        {anyOption && <option value={anyOption.value}>{anyOption.label}</option>}
        {options?.map((option) => {
          const { value, label: text } =
            typeof option === 'string' ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
        {children}
      </Select>
    </div>
  );
}
