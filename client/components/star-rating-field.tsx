import { Star } from 'lucide-react';
import { cn } from '../lib/utils';

/** Spec 3 §2.5: the stars' labels (resources and counseling sessions alike). */
export const STAR_LABELS = ['Poor', 'Fair', 'Good', 'Very Good', 'Excellent'] as const;

/**
 * "Your rating": five labelled stars as a radio group (arrow keys move between them), with its message below.
 * `id` prefixes the radios' name and the message's id.
 */
export function StarRatingField({
  id,
  rating,
  error,
  onChange,
}: {
  id: string;
  rating: number;
  error: string | undefined;
  onChange: (value: number) => void;
}) {
  return (
    <fieldset
      className="space-y-2"
      aria-describedby={error ? `${id}-rating-error` : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="text-sm font-medium text-slate-900">Your rating</legend>
      <div className="flex flex-wrap gap-1">
        {STAR_LABELS.map((label, index) => {
          const value = index + 1;
          return (
            <label
              key={label}
              className="flex cursor-pointer flex-col items-center gap-0.5 rounded-lg p-1 text-xs text-slate-700 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-500"
            >
              <input
                type="radio"
                name={`${id}-rating`}
                value={value}
                checked={rating === value}
                onChange={() => onChange(value)}
                className="sr-only"
                aria-label={`${value} ${label}`}
              />
              <Star
                className={cn('size-8', value <= rating ? 'fill-amber-400 text-amber-500' : 'text-slate-400')}
                aria-hidden="true"
              />
              <span aria-hidden="true">
                {value} {label}
              </span>
            </label>
          );
        })}
      </div>
      {error && (
        <p id={`${id}-rating-error`} className="text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
