import type { FallbackOrder } from '@sheesham/shared/admin-dashboard-fallback';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { DASHBOARD_KEY } from './dashboard-key';
import { failSoftList } from './fail-soft-list';

/**
 * GET /orders (newest first, page by page: the newest 2,000 at most) for the dashboard's local
 * fallback (SPEC §7). Fails soft: null when it cannot be loaded either, so the fallback shows what
 * the rest allows.
 */
export function fetchFallbackOrders(signal?: AbortSignal): Promise<FallbackOrder[] | null> {
  return failSoftList<FallbackOrder>('/orders', signal);
}

export const fallbackOrdersQueryOptions = () =>
  queryOptions({
    queryKey: [...DASHBOARD_KEY, 'fallback', 'orders'],
    queryFn: ({ signal }) => fetchFallbackOrders(signal),
  });

/** Loads only when a dashboard call failed and the fallback needs the orders. */
export function useFallbackOrders(enabled: boolean) {
  return useQuery({ ...fallbackOrdersQueryOptions(), enabled });
}
