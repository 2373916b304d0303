import { TOTAL_COUNT_HEADER } from '@sheesham/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { LIVE_FIGURE } from '../../admin-refresh';
import { fetchHeaderCount } from '../../fetch-header-count';
import { ADMIN_ORDERS_KEY } from './admin-orders';

/**
 * GET /orders?status=new&limit=1 for its X-Total-Count alone: orders still New, for the
 * sidebar's badge. The one order it answers is not used.
 */
export function fetchNewOrderCount(signal?: AbortSignal): Promise<number> {
  return fetchHeaderCount('/orders?status=new&limit=1', TOTAL_COUNT_HEADER, signal);
}

// Under the orders key: a status change (which reloads every admin query) refreshes it too.
export const newOrderCountQueryOptions = () =>
  queryOptions({
    queryKey: [...ADMIN_ORDERS_KEY, 'new-count'],
    queryFn: ({ signal }) => fetchNewOrderCount(signal),
    ...LIVE_FIGURE,
  });

export function useNewOrderCount() {
  return useQuery(newOrderCountQueryOptions());
}
