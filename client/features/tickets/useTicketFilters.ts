import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_FILTERS, filtersToParams, parseFilters, type TicketFilters, withChange } from './filters';

/**
 * The tickets list's filters, kept in the URL query string: each change is a history entry (typing in the
 * search box replaces the current one), so back, forward and reload all keep what the user chose.
 */
export function useTicketFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseFilters(params), [params]);

  const update = useCallback(
    (change: Partial<TicketFilters>, options: { replace?: boolean } = {}) => {
      setParams((current) => filtersToParams(withChange(parseFilters(current), change)), {
        replace: options.replace ?? false,
      });
    },
    [setParams],
  );

  /** Back to the defaults, keeping the view and page size. */
  const clear = useCallback(() => {
    setParams((current) => {
      const { view, per_page } = parseFilters(current);
      return filtersToParams({ ...DEFAULT_FILTERS, view, per_page });
    });
  }, [setParams]);

  return { filters, update, clear };
}
