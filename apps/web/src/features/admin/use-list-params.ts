import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A server-paged admin list's search, filters and page, read from and written to the URL through
 * the list's own `parse` and `serialize`. Writes replace the history entry (Back leaves the view
 * instead of replaying every keystroke), and updates are functions of the newest state, so a
 * debounced search commit never undoes a filter picked meanwhile.
 */
export function useListParams<Params extends { page: number }>(
  parse: (query: URLSearchParams) => Params,
  serialize: (params: Params) => URLSearchParams,
) {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.toString();
  const params = useMemo(() => parse(new URLSearchParams(query)), [parse, query]);
  // Our own last write until the URL moves on (router navigations commit a beat later, in a
  // transition); then whatever the URL says, ours or Back's.
  const latest = useRef(params);
  const seenQuery = useRef(query);
  if (seenQuery.current !== query) {
    seenQuery.current = query;
    latest.current = params;
  }

  const update = useCallback(
    (change: (current: Params) => Params) => {
      const next = change(latest.current);
      latest.current = next;
      setSearchParams(serialize(next), { replace: true, preventScrollReset: true });
    },
    [serialize, setSearchParams],
  );

  /** A new search or filter starts again from page 1. */
  const refine = useCallback(
    (change: Partial<Omit<Params, 'page'>>) =>
      update((current) => ({ ...current, ...change, page: 1 })),
    [update],
  );

  const goToPage = useCallback(
    (page: number) => update((current) => ({ ...current, page })),
    [update],
  );

  return { params, update, refine, goToPage };
}
