import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_FILTERS, filtersToParams, parseFilters, type UserFilters, withChange } from './filters';

/**
 * The users list's filters, kept in the URL query string: each change is a history entry (typing in the
 * search box replaces the current one), so back, forward and reload keep what the admin chose.
 */
export function useUserFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseFilters(params), [params]);

  const update = useCallback(
    (change: Partial<UserFilters>, options: { replace?: boolean } = {}) => {
      setParams((current) => filtersToParams(withChange(parseFilters(current), change)), {
        replace: options.replace ?? false,
      });
    },
    [setParams],
  );

  /** Back to the defaults, keeping the page size. */
  const clear = useCallback(() => {
    setParams((current) => filtersToParams({ ...DEFAULT_FILTERS, per_page: parseFilters(current).per_page }));
  }, [setParams]);

  return { filters, update, clear };
}
