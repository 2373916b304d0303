import type { TopProduct } from '@sheesham/shared/admin-dashboard';
import { TOP_PRODUCTS_LIMIT } from '@sheesham/shared/dashboard-figures';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { dashboardQueryOptions } from './dashboard-key';

/** GET /admin/dashboard/top-products?limit=5: best sellers by units. */
export function fetchTopProducts(signal?: AbortSignal): Promise<TopProduct[]> {
  return apiGet<TopProduct[]>(`/admin/dashboard/top-products?limit=${TOP_PRODUCTS_LIMIT}`, signal);
}

export const topProductsQueryOptions = () =>
  dashboardQueryOptions(['top-products'], fetchTopProducts);

export function useTopProducts() {
  return useQuery(topProductsQueryOptions());
}
