import { Clock, HelpCircle, Search, TrendingUp } from 'lucide-react';
import { type KeyboardEvent, useId, useMemo, useState } from 'react';
import { LIMITS } from '../../../common/limits';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { useSearchTerm } from '../../lib/useSearchTerm';
import { cn } from '../../lib/utils';
import { useSearchSuggestions } from './api';

/** One entry of the suggestion list: a search to run, or a suggested question to open. */
interface Option {
  kind: 'recent' | 'popular' | 'suggested';
  text: string;
  faqId?: number;
}

const GROUPS = [
  { kind: 'recent', label: 'Recent searches', icon: Clock },
  { kind: 'popular', label: 'Popular searches', icon: TrendingUp },
  { kind: 'suggested', label: 'Suggested questions', icon: HelpCircle },
] as const;

const MAX_OPTIONS = LIMITS.help.searchSuggestions.total;

/**
 * The Help Center's search box: an ARIA combobox whose list holds the reader's recent searches, popular ones and
 * matching questions (8 at most). Arrow keys move through it, Enter picks, Escape closes; typing searches after
 * a 500 ms pause (spec 3 §2.1), Enter at once.
 */
export function HelpSearch({
  search,
  onSearch,
  onOpenFaq,
}: {
  search: string;
  onSearch: (value: string) => void;
  onOpenFaq: (id: number, question: string) => void;
}) {
  const ids = useId();
  const { term, setTerm, commit, pending } = useSearchTerm(search, 500, onSearch);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const q = useDebouncedValue(term.trim(), 200);
  const suggestions = useSearchSuggestions(q, open);

  const options = useMemo<Option[]>(() => {
    const data = suggestions.data;
    if (!data) return [];
    return [
      ...data.recent.map((text) => ({ kind: 'recent' as const, text })),
      ...data.popular.map((text) => ({ kind: 'popular' as const, text })),
      ...data.suggested.map((s) => ({ kind: 'suggested' as const, text: s.question, faqId: s.id })),
    ].slice(0, MAX_OPTIONS);
  }, [suggestions.data]);

  const expanded = open && options.length > 0;
  const optionId = (index: number) => `${ids}-option-${index}`;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const pick = (option: Option) => {
    close();
    if (option.faqId !== undefined) {
      setTerm(option.text);
      commit(option.text);
      onOpenFaq(option.faqId, option.text);
    } else {
      setTerm(option.text);
      commit(option.text);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      if (!options.length) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + options.length + 1) % (options.length + 1));
      return;
    }
    if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        close();
      }
      return;
    }
    if (event.key === 'Enter') {
      event.preventDefault();
      const option = expanded && active >= 0 ? options[active] : undefined;
      if (option) pick(option);
      else {
        close();
        commit(term);
      }
    }
  };

  // `active` runs 0..n, where n means "no option" (back in the text).
  const activeIndex = active >= 0 && active < options.length ? active : -1;

  return (
    <div className="relative w-full">
      <label htmlFor={`${ids}-input`} className="sr-only">
        Search help articles
      </label>
      <Search
        className="pointer-events-none absolute left-3.5 top-1/2 size-5 -translate-y-1/2 text-slate-500"
        aria-hidden="true"
      />
      <input
        id={`${ids}-input`}
        type="search"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={`${ids}-listbox`}
        aria-autocomplete="list"
        aria-activedescendant={expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        autoComplete="off"
        maxLength={LIMITS.help.searchMax}
        placeholder="Search for answers, e.g. wifi, deadlines, counseling"
        value={term}
        data-search-pending={pending || undefined}
        onChange={(event) => {
          setTerm(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => close()}
        onKeyDown={onKeyDown}
        className="h-12 w-full rounded-xl border border-slate-300 bg-white pl-11 pr-4 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus-visible:border-indigo-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500/40"
      />
      <div
        id={`${ids}-listbox`}
        role="listbox"
        aria-label="Search suggestions"
        hidden={!expanded}
        className="absolute z-20 mt-1 max-h-80 w-full overflow-y-auto rounded-xl border border-slate-200 bg-white py-1 text-left shadow-lg"
      >
        {GROUPS.map((group) => {
          const entries = options
            .map((option, index) => ({ option, index }))
            .filter(({ option }) => option.kind === group.kind);
          if (!entries.length) return null;
          const Icon = group.icon;
          const labelId = `${ids}-${group.kind}`;
          return (
            // biome-ignore lint/a11y/useSemanticElements: a group of options inside an ARIA listbox
            <div key={group.kind} role="group" aria-labelledby={labelId}>
              <div
                id={labelId}
                role="presentation"
                className="px-3 pt-2 pb-1 text-xs font-semibold uppercase tracking-wide text-slate-600"
              >
                {group.label}
              </div>
              {entries.map(({ option, index }) => (
                // Options are reached with the arrow keys through aria-activedescendant, focus stays in the input.
                // biome-ignore lint/a11y/useFocusableInteractive: the combobox input holds the focus
                <div
                  key={`${option.kind}-${option.text}`}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === activeIndex}
                  // Picks before the input's blur closes the list.
                  onMouseDown={(event) => {
                    event.preventDefault();
                    pick(option);
                  }}
                  onMouseEnter={() => setActive(index)}
                  className={cn(
                    'flex cursor-pointer items-center gap-2 px-3 py-2 text-sm text-slate-800',
                    index === activeIndex && 'bg-indigo-50 text-indigo-900',
                  )}
                >
                  <Icon className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
                  <span className="min-w-0 truncate">{option.text}</span>
                </div>
              ))}
            </div>
          );
        })}
      </div>
    </div>
  );
}
