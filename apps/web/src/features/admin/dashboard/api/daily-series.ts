import type { DashboardSeries } from '@sheesham/shared/admin-dashboard';
import type { DashboardPeriod, SeriesMetric } from '@sheesham/shared/dashboard-figures';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { dashboardQueryOptions } from './dashboard-key';

/**
 * GET /admin/dashboard/revenue?period=month or /admin/dashboard/orders?period=month: the metric
 * per day in India, zero days included.
 */
export function fetchDailySeries(
  metric: SeriesMetric,
  period: DashboardPeriod,
  signal?: AbortSignal,
): Promise<DashboardSeries> {
  return apiGet<DashboardSeries>(`/admin/dashboard/${metric}?period=${period}`, signal);
}

export const dailySeriesQueryOptions = (metric: SeriesMetric, period: DashboardPeriod) =>
  dashboardQueryOptions([metric, period], (signal) => fetchDailySeries(metric, period, signal));

export function useDailySeries(metric: SeriesMetric, period: DashboardPeriod) {
  return useQuery(dailySeriesQueryOptions(metric, period));
}
