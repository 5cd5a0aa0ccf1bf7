import { Search } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../lib/utils';
import { Input } from './ui/input';

interface SearchFieldProps {
  label: string;
  /** Keep the label for screen readers only (the placeholder says what to type). */
  labelHidden?: boolean;
  term: string;
  onTermChange: (term: string) => void;
  /** Enter searches at once instead of waiting for the typing pause (lists that filter as you type omit it). */
  onCommit?: (term: string) => void;
  /** The typed text is not sent yet; marked on the input as `data-search-pending`. */
  pending?: boolean;
  placeholder?: string;
  maxLength: number;
  className?: string;
}

/** The search box of the list pages: a labelled search input with a magnifier; Enter searches at once. */
export function SearchField({
  label,
  labelHidden = false,
  term,
  onTermChange,
  onCommit,
  pending = false,
  placeholder,
  maxLength,
  className,
}: SearchFieldProps) {
  const id = useId();
  return (
    <div className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      <label htmlFor={id} className={labelHidden ? 'sr-only' : 'text-xs font-medium text-slate-500'}>
        {label}
      </label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400"
          aria-hidden="true"
        />
        <Input
          id={id}
          type="search"
          className="pl-9"
          placeholder={placeholder}
          value={term}
          maxLength={maxLength}
          data-search-pending={pending || undefined}
          onChange={(event) => onTermChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') onCommit?.(term);
          }}
        />
      </div>
    </div>
  );
}
