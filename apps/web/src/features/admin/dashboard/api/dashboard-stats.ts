import type { DashboardStats } from '@sheesham/shared/admin-dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { DASHBOARD_FRESHNESS, DASHBOARD_KEY } from './dashboard-key';

/** GET /admin/dashboard/stats: the four cards' figures and growth. */
export function fetchDashboardStats(signal?: AbortSignal): Promise<DashboardStats> {
  return apiGet<DashboardStats>('/admin/dashboard/stats', signal);
}

export const dashboardStatsQueryOptions = () =>
  queryOptions({
    queryKey: [...DASHBOARD_KEY, 'stats'],
    ...DASHBOARD_FRESHNESS,
    queryFn: ({ signal }) => fetchDashboardStats(signal),
  });

export function useDashboardStats() {
  return useQuery(dashboardStatsQueryOptions());
}
