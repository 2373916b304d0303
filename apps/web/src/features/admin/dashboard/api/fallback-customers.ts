import { TOTAL_COUNT_HEADER } from '@sheesham/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchHeaderCount } from '../../fetch-header-count';
import { DASHBOARD_KEY } from './dashboard-key';

/**
 * How many customers there are, for the dashboard's local fallback: the X-Total-Count of
 * GET /admin/customers?limit=1 (the list is paged). Fails soft: null when it cannot be loaded
 * either.
 */
export async function fetchFallbackCustomerCount(signal?: AbortSignal): Promise<number | null> {
  return fetchHeaderCount('/admin/customers?limit=1', TOTAL_COUNT_HEADER, signal).catch(() => null);
}

export const fallbackCustomerCountQueryOptions = () =>
  queryOptions({
    queryKey: [...DASHBOARD_KEY, 'fallback', 'customer-count'],
    queryFn: ({ signal }) => fetchFallbackCustomerCount(signal),
  });

/** Loads only when the stats call failed. */
export function useFallbackCustomerCount(enabled: boolean) {
  return useQuery({ ...fallbackCustomerCountQueryOptions(), enabled });
}
