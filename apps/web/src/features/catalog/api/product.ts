import type { Product } from '@sheesham/shared';
import {
  type InfiniteData,
  type QueryClient,
  queryOptions,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import type { ProductPage } from './products';

/** GET /products/{id}. */
export function fetchProduct(productId: string, signal?: AbortSignal): Promise<Product> {
  return apiGet<Product>(`/products/${encodeURIComponent(productId)}`, signal);
}

export const productQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: ['product', productId],
    queryFn: ({ signal }) => fetchProduct(productId, signal),
    retry: false,
  });

/**
 * The product as a listing already holds it (list items carry every field), so a card click
 * paints the detail page at once while the fresh copy loads.
 */
export function findListedProduct(
  queryClient: QueryClient,
  productId: string,
): Product | undefined {
  for (const [, data] of queryClient.getQueriesData<ProductPage | InfiniteData<ProductPage>>({
    queryKey: ['products'],
  })) {
    if (!data) continue;
    const lists = 'pages' in data ? data.pages.map((page) => page.products) : [data.products];
    for (const list of lists) {
      const found = list.find((product) => product._id === productId);
      if (found) return found;
    }
  }
  return undefined;
}

export function useProduct(productId: string) {
  const queryClient = useQueryClient();
  return useQuery({
    ...productQueryOptions(productId),
    placeholderData: () => findListedProduct(queryClient, productId),
  });
}
