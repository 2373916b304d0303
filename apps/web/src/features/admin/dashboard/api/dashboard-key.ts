import { queryOptions } from '@tanstack/react-query';
import { LIVE_FIGURE } from '../../admin-refresh';

/** Every dashboard query sits under this key, so one invalidation refreshes the whole view. */
export const DASHBOARD_KEY = ['admin', 'dashboard'] as const;

/** One dashboard call's query options: under DASHBOARD_KEY, a live figure. */
export function dashboardQueryOptions<Data>(
  key: readonly string[],
  fetcher: (signal: AbortSignal) => Promise<Data>,
) {
  return queryOptions({
    queryKey: [...DASHBOARD_KEY, ...key],
    ...LIVE_FIGURE,
    queryFn: ({ signal }) => fetcher(signal),
  });
}
