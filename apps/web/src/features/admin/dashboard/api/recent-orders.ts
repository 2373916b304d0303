import type { RecentOrder } from '@sheesham/shared/admin-dashboard';
import { RECENT_ORDERS_LIMIT } from '@sheesham/shared/dashboard-figures';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { DASHBOARD_FRESHNESS, DASHBOARD_KEY } from './dashboard-key';

/** GET /admin/dashboard/recent-orders?limit=4: the latest orders, newest first. */
export function fetchRecentOrders(signal?: AbortSignal): Promise<RecentOrder[]> {
  return apiGet<RecentOrder[]>(
    `/admin/dashboard/recent-orders?limit=${RECENT_ORDERS_LIMIT}`,
    signal,
  );
}

export const recentOrdersQueryOptions = () =>
  queryOptions({
    queryKey: [...DASHBOARD_KEY, 'recent-orders'],
    ...DASHBOARD_FRESHNESS,
    queryFn: ({ signal }) => fetchRecentOrders(signal),
  });

export function useRecentOrders() {
  return useQuery(recentOrdersQueryOptions());
}
