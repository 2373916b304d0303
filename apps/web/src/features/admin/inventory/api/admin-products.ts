import type { AdminProductPage } from '@sheesham/shared/admin-products';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { type InventoryParams, toAdminProductQuery } from '../inventory-params';

/** Every admin products query sits under this key (the list refetches after any write). */
export const ADMIN_PRODUCTS_KEY = ['admin', 'products'] as const;

/** GET /admin/products: one page of the inventory, searched, filtered and sorted by the server. */
export function fetchAdminProducts(
  params: InventoryParams,
  signal?: AbortSignal,
): Promise<AdminProductPage> {
  return apiGet<AdminProductPage>(`/admin/products?${toAdminProductQuery(params)}`, signal);
}

export const adminProductsQueryOptions = (params: InventoryParams) =>
  queryOptions({
    queryKey: [...ADMIN_PRODUCTS_KEY, params],
    queryFn: ({ signal }) => fetchAdminProducts(params, signal),
    // The page on screen stays while the next one loads: paging and typing never flash empty.
    placeholderData: keepPreviousData,
  });

export function useAdminProducts(params: InventoryParams) {
  return useQuery(adminProductsQueryOptions(params));
}
