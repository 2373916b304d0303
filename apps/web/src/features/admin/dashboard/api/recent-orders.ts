import type { RecentOrder } from '@sheesham/shared/admin-dashboard';
import { RECENT_ORDERS_LIMIT } from '@sheesham/shared/dashboard-figures';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { dashboardQueryOptions } from './dashboard-key';

/** GET /admin/dashboard/recent-orders?limit=4: the latest orders, newest first. */
export function fetchRecentOrders(signal?: AbortSignal): Promise<RecentOrder[]> {
  return apiGet<RecentOrder[]>(
    `/admin/dashboard/recent-orders?limit=${RECENT_ORDERS_LIMIT}`,
    signal,
  );
}

export const recentOrdersQueryOptions = () =>
  dashboardQueryOptions(['recent-orders'], fetchRecentOrders);

export function useRecentOrders() {
  return useQuery(recentOrdersQueryOptions());
}
