import { useId } from 'react';
import { Checkbox } from '../../components/ui/checkbox';
import { Label } from '../../components/ui/label';

/** The bulk import's options: what they are, their defaults and the box each is shown in. */

export interface Options {
  skip_duplicates: boolean;
  send_welcome_email: boolean;
  generate_passwords: boolean;
  send_password_in_email: boolean;
}

/** Bulk defaults: skip duplicates on, welcome e-mails off, generated passwords on. */
export const DEFAULT_OPTIONS: Options = {
  skip_duplicates: true,
  send_welcome_email: false,
  generate_passwords: true,
  send_password_in_email: false,
};

export function OptionBox({
  label,
  hint,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  hint: string;
  checked: boolean;
  disabled: boolean;
  onChange: (on: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-2">
      <Checkbox
        id={id}
        className="mt-0.5"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      <Label htmlFor={id} className="font-normal leading-snug">
        {label}
        <span className="mt-0.5 block text-xs text-slate-500">{hint}</span>
      </Label>
    </div>
  );
}
