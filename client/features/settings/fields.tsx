import type { ReactNode } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { Settings } from '../../../common/schemas/settings';
import { CheckField, FormField } from '../../components/form-field';
import { Input } from '../../components/ui/input';
import { Select } from '../../components/ui/select';

export type SettingsForm = Settings;

/** A text or number input of one setting, labelled, with its message. */
export function SettingInput({
  name,
  label,
  register,
  errors,
  hint,
  type = 'text',
  ...input
}: {
  name: keyof Settings;
  label: string;
  register: UseFormRegister<SettingsForm>;
  errors: FieldErrors<SettingsForm>;
  hint?: ReactNode;
  type?: 'text' | 'number' | 'email' | 'tel';
  inputMode?: 'numeric' | 'decimal' | 'tel' | 'email';
  autoComplete?: string;
  step?: string;
}) {
  const id = `setting-${name}`;
  const error = errors[name]?.message;
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      <Input
        id={id}
        type={type}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
        {...register(name, type === 'number' ? { valueAsNumber: true } : {})}
      />
    </FormField>
  );
}

/** A setting chosen from a short list, labelled, with its message. */
export function SettingSelect({
  name,
  label,
  options,
  register,
  errors,
  hint,
}: {
  name: keyof Settings;
  label: string;
  options: readonly string[];
  register: UseFormRegister<SettingsForm>;
  errors: FieldErrors<SettingsForm>;
  hint?: ReactNode;
}) {
  const id = `setting-${name}`;
  const error = errors[name]?.message;
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      <Select id={id} aria-invalid={error ? true : undefined} {...register(name)}>
        {options.map((option) => (
          <option key={option} value={option}>
            {option[0]?.toUpperCase()}
            {option.slice(1)}
          </option>
        ))}
      </Select>
    </FormField>
  );
}

/** An on/off setting the hub already acts on. */
export function SettingSwitch({
  name,
  label,
  hint,
  register,
}: {
  name: keyof Settings;
  label: string;
  hint: string;
  register: UseFormRegister<SettingsForm>;
}) {
  return <CheckField id={`setting-${name}`} label={label} hint={hint} {...register(name)} />;
}

/**
 * A stored setting the hub does not act on yet: shown with its value, switched off for editing, and saying
 * so, so that nothing on the screen pretends to work.
 */
export function NotYetInEffect({ label, value, why }: { label: string; value: string; why: string }) {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 bg-slate-50 p-3 text-sm">
      <p className="font-medium text-slate-800">
        {label}: <span className="font-normal">{value}</span>
      </p>
      <p className="mt-1 text-xs text-slate-600">Not in effect yet. {why}</p>
    </div>
  );
}

export const onOff = (value: boolean) => (value ? 'On' : 'Off');
