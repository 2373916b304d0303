import { queryOptions, useQuery } from '@tanstack/react-query';
import { DASHBOARD_KEY } from './dashboard-key';
import { failSoftList } from './fail-soft-list';

/**
 * How many customers there are, for the dashboard's local fallback: GET /admin/customers (every
 * customer without a limit) counted. Fails soft: null when it cannot be loaded either.
 */
export async function fetchFallbackCustomerCount(signal?: AbortSignal): Promise<number | null> {
  const customers = await failSoftList<unknown>('/admin/customers', signal);
  return customers?.length ?? null;
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
