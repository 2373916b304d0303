import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { type CatalogFilters, parseFilters, serializeFilters } from './url-state';

export type FiltersUpdate = (current: CatalogFilters) => CatalogFilters;

/**
 * The listing's filters, kept in the URL query string.
 *
 * A router navigation commits in a transition, a beat after the click; so the hook shows each
 * change at once (optimistically) and lets the URL catch up. Its own writes are remembered: when
 * the URL reaches the last of them the optimistic copy is dropped, and any other URL change (Back,
 * a link) wins outright. Updates are functions of the newest filters, so a debounced search commit
 * never undoes a box ticked meanwhile. Writes replace the history entry: Back leaves the listing
 * instead of stepping through every keystroke.
 */
export function useCatalogFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.toString();
  const urlFilters = useMemo(() => parseFilters(new URLSearchParams(query)), [query]);
  const [optimistic, setOptimistic] = useState<CatalogFilters | null>(null);
  const pendingWrites = useRef<string[]>([]);
  const filters = optimistic ?? urlFilters;
  const latest = useRef(filters);
  latest.current = filters;

  useEffect(() => {
    const index = pendingWrites.current.indexOf(query);
    pendingWrites.current = index === -1 ? [] : pendingWrites.current.slice(index + 1);
    if (pendingWrites.current.length === 0) setOptimistic(null);
  }, [query]);

  const updateFilters = useCallback(
    (update: FiltersUpdate) => {
      const next = update(latest.current);
      const nextQuery = serializeFilters(next).toString();
      latest.current = next;
      pendingWrites.current.push(nextQuery);
      setOptimistic(next);
      setSearchParams(nextQuery, { replace: true, preventScrollReset: true });
    },
    [setSearchParams],
  );

  return { filters, updateFilters };
}
