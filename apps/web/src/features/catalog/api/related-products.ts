import { type Product, RELATED_PRODUCT_COUNT } from '@sheesham/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** GET /products/{id}/related: the server picks them by the SPEC §9 rule (category, room, rest). */
export function fetchRelatedProducts(
  productId: string,
  limit = RELATED_PRODUCT_COUNT,
  signal?: AbortSignal,
): Promise<Product[]> {
  return apiGet<Product[]>(
    `/products/${encodeURIComponent(productId)}/related?limit=${limit}`,
    signal,
  );
}

export const relatedProductsQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: ['product', productId, 'related'],
    queryFn: ({ signal }) => fetchRelatedProducts(productId, RELATED_PRODUCT_COUNT, signal),
  });

export function useRelatedProducts(productId: string) {
  return useQuery(relatedProductsQueryOptions(productId));
}
