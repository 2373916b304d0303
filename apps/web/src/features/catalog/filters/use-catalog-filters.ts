import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type CatalogFilters, parseFilters, serializeFilters } from './url-state';

export type FiltersUpdate = (current: CatalogFilters) => CatalogFilters;

/**
 * The listing's filters, read from and written to the URL query string. Updates are functions of
 * the current URL (not of a render's snapshot), so a debounced search commit never undoes a
 * checkbox ticked meanwhile. Changes replace the history entry: Back leaves the listing instead
 * of stepping through every keystroke.
 */
export function useCatalogFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => parseFilters(searchParams), [searchParams]);
  const updateFilters = useCallback(
    (update: FiltersUpdate) =>
      setSearchParams((current) => serializeFilters(update(parseFilters(current))), {
        replace: true,
        preventScrollReset: true,
      }),
    [setSearchParams],
  );
  return { filters, updateFilters };
}
