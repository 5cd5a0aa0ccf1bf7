import { Check, Users } from 'lucide-react';
import { CATEGORY_COLORS, CATEGORY_ICONS, type CategoryIcon } from '../../../common/schemas/categories';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Select } from '../../components/ui/select';
import { cn } from '../../lib/utils';
import type { CenterCategory } from './api';
import { counselorsOf } from './category-form';
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

/** The counselors linked to a category; they are linked and changed in the Counselors tab. */
export function CategoryCounselors({ category }: { category: CenterCategory }) {
  const counselors = counselorsOf(category);
  return (
    <section className="rounded-lg border border-slate-200 p-3 text-sm" aria-label="Counselors">
      <p className="flex items-center gap-1.5 font-medium text-slate-700">
        <Users className="size-4" aria-hidden="true" />
        Counselors ({Math.max(category.counselor_count, counselors.length)})
      </p>
      {counselors.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-1.5">
          {counselors.map((counselor) => (
            <li key={counselor.id} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
              {counselor.name}
              {counselor.priority_level && ` (${counselor.priority_level})`}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-xs text-slate-500">No counselors are linked to this category yet.</p>
      )}
      <p className="mt-2 text-xs text-slate-500">Counselors are linked and changed in the Counselors tab.</p>
    </section>
  );
}
