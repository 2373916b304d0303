import type { DashboardStats } from '@sheesham/shared/admin-dashboard';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { dashboardQueryOptions } from './dashboard-key';

/** GET /admin/dashboard/stats: the four cards' figures and growth. */
export function fetchDashboardStats(signal?: AbortSignal): Promise<DashboardStats> {
  return apiGet<DashboardStats>('/admin/dashboard/stats', signal);
}

export const dashboardStatsQueryOptions = () =>
  dashboardQueryOptions(['stats'], fetchDashboardStats);

export function useDashboardStats() {
  return useQuery(dashboardStatsQueryOptions());
}
