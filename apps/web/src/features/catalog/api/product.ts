import type { Product } from '@sheesham/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** GET /products/{id}. */
export function fetchProduct(id: string, signal?: AbortSignal): Promise<Product> {
  return apiGet<Product>(`/products/${encodeURIComponent(id)}`, signal);
}

export const productQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['product', id],
    queryFn: ({ signal }) => fetchProduct(id, signal),
    retry: false,
  });

export function useProduct(id: string) {
  return useQuery(productQueryOptions(id));
}
