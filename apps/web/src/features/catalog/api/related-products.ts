import { type Product, RELATED_PRODUCT_COUNT } from '@sheesham/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** GET /products/{id}/related: the server picks them by the SPEC §9 rule (category, room, rest). */
export function fetchRelatedProducts(
  id: string,
  limit = RELATED_PRODUCT_COUNT,
  signal?: AbortSignal,
): Promise<Product[]> {
  return apiGet<Product[]>(`/products/${encodeURIComponent(id)}/related?limit=${limit}`, signal);
}

export const relatedProductsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['product', id, 'related'],
    queryFn: ({ signal }) => fetchRelatedProducts(id, RELATED_PRODUCT_COUNT, signal),
  });

export function useRelatedProducts(id: string) {
  return useQuery(relatedProductsQueryOptions(id));
}
