import type { LowStockProduct } from '@sheesham/shared/admin-dashboard';
import { LOW_STOCK_LIMIT } from '@sheesham/shared/dashboard-figures';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { dashboardQueryOptions } from './dashboard-key';

/**
 * GET /admin/dashboard/low-stock?limit=3: products below their threshold, lowest stock first.
 * The server also answers the spec's misspelled path; the app uses the correct spelling.
 */
export function fetchLowStock(signal?: AbortSignal): Promise<LowStockProduct[]> {
  return apiGet<LowStockProduct[]>(`/admin/dashboard/low-stock?limit=${LOW_STOCK_LIMIT}`, signal);
}

export const lowStockQueryOptions = () => dashboardQueryOptions(['low-stock'], fetchLowStock);

export function useLowStock() {
  return useQuery(lowStockQueryOptions());
}
