import { TOTAL_COUNT_HEADER } from '@sheesham/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, countHeader } from '@/lib/api-client';
import { REFRESH_EVERY_MINUTE } from '../../admin-refresh';
import { ADMIN_ORDERS_KEY } from './admin-orders';

/**
 * GET /orders?status=new&limit=1 for its X-Total-Count alone: orders still New, for the
 * sidebar's badge. The one order it answers is not used.
 */
export async function fetchNewOrderCount(signal?: AbortSignal): Promise<number> {
  const { response } = await apiFetch<unknown>('/orders?status=new&limit=1', { signal });
  return countHeader(response, TOTAL_COUNT_HEADER);
}

// Under the orders key: a status change (which reloads every admin query) refreshes it too.
export const newOrderCountQueryOptions = () =>
  queryOptions({
    queryKey: [...ADMIN_ORDERS_KEY, 'new-count'],
    queryFn: ({ signal }) => fetchNewOrderCount(signal),
    staleTime: 0,
    ...REFRESH_EVERY_MINUTE,
  });

export function useNewOrderCount() {
  return useQuery(newOrderCountQueryOptions());
}
