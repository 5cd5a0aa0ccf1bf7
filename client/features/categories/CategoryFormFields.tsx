import { Check } from 'lucide-react';
import { CATEGORY_COLORS, CATEGORY_ICONS, type CategoryIcon } from '../../../common/schemas/categories';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Select } from '../../components/ui/select';
import { cn } from '../../lib/utils';
import { categoryIconOf } from './categoryIcons';

export function IconSelect({
  id,
  value,
  color,
  onChange,
}: {
  id: string;
  value: CategoryIcon;
  color: string;
  onChange: (icon: CategoryIcon) => void;
}) {
  const Icon = categoryIconOf(value);
  return (
    <div className="flex items-center gap-2">
      <span
        className="flex size-10 shrink-0 items-center justify-center rounded-lg"
        style={{ backgroundColor: `${color}1a`, color }}
      >
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <Select
        id={id}
        className="flex-1"
        value={value}
        onChange={(event) => onChange(event.target.value as CategoryIcon)}
      >
        {CATEGORY_ICONS.map((icon) => (
          <option key={icon} value={icon}>
            {icon}
          </option>
        ))}
      </Select>
    </div>
  );
}

/** The 12 preset colours and a custom hex value (typed, or picked with the browser's colour picker). */
export function ColorPicker({
  id,
  value,
  error,
  onChange,
}: {
  id: string;
  value: string;
  error?: string;
  onChange: (color: string) => void;
}) {
  const valid = /^#[0-9A-Fa-f]{6}$/.test(value);
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-700">Colour</legend>
      <div className="flex flex-wrap gap-2">
        {CATEGORY_COLORS.map((preset) => {
          const selected = value.toUpperCase() === preset;
          return (
            <button
              key={preset}
              type="button"
              aria-label={`Colour ${preset}`}
              aria-pressed={selected}
              onClick={() => onChange(preset)}
              className={cn(
                'flex size-8 cursor-pointer items-center justify-center rounded-full border-2 text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-2',
                selected ? 'border-slate-900' : 'border-transparent',
              )}
              style={{ backgroundColor: preset }}
            >
              {selected && <Check className="size-4" aria-hidden="true" />}
            </button>
          );
        })}
      </div>
      <div className="flex items-center gap-2">
        <Label htmlFor={id} className="whitespace-nowrap font-normal">
          Custom colour
        </Label>
        <Input
          id={id}
          className="w-32 font-mono"
          value={value}
          maxLength={7}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        <input
          type="color"
          aria-label="Pick a custom colour"
          className="h-10 w-12 cursor-pointer rounded-lg border border-slate-300 bg-white p-1"
          value={valid ? value.toLowerCase() : '#3b82f6'}
          onChange={(event) => onChange(event.target.value.toUpperCase())}
        />
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
