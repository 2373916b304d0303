import { queryOptions } from '@tanstack/react-query';
import { REFRESH_EVERY_MINUTE } from '../../admin-refresh';

/** Every dashboard query sits under this key, so one invalidation refreshes the whole view. */
export const DASHBOARD_KEY = ['admin', 'dashboard'] as const;

/**
 * Figures change with every order and status change made elsewhere in the panel: a revisit shows
 * the cached figures at once and refetches them (the app's default would keep them a minute),
 * and an open dashboard refreshes itself every minute while the tab is visible.
 */
export const DASHBOARD_FRESHNESS = { staleTime: 0, ...REFRESH_EVERY_MINUTE } as const;

/** One dashboard call's query options: under DASHBOARD_KEY, with the dashboard's freshness. */
export function dashboardQueryOptions<Data>(
  key: readonly string[],
  fetcher: (signal: AbortSignal) => Promise<Data>,
) {
  return queryOptions({
    queryKey: [...DASHBOARD_KEY, ...key],
    ...DASHBOARD_FRESHNESS,
    queryFn: ({ signal }) => fetcher(signal),
  });
}
