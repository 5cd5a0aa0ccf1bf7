import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from './useDebouncedValue';

/**
 * The text of a list's search box: typed freely, sent (`onSearch`) once it settles for `delay` ms or on
 * Enter, and replaced when the search changes from outside (Clear, back and forward). `pending` is true
 * while the typed text differs from the search the list shows.
 */
export function useSearchTerm(search: string, delay: number, onSearch: (value: string) => void) {
  const [term, setTerm] = useState(search);
  const committed = useRef(search);
  const debounced = useDebouncedValue(term, delay);

  const commit = (value: string) => {
    if (value === committed.current) return;
    committed.current = value;
    onSearch(value);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: commits only when the typed text settles
  useEffect(() => commit(debounced), [debounced]);

  useEffect(() => {
    if (search !== committed.current) {
      committed.current = search;
      setTerm(search);
    }
  }, [search]);

  /** Empties the box without sending a search (the caller clears the filters itself). */
  const reset = () => {
    setTerm('');
    committed.current = '';
  };

  /** Typed text not yet sent: the list below is about to change (the search box says so for tests and tools). */
  const pending = term.trim() !== search.trim();

  return { term, setTerm, commit, reset, pending };
}
