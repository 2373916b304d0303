import type { FallbackSources } from '@sheesham/shared/admin-dashboard-fallback';
import type { AdminProductPage } from '@sheesham/shared/admin-products';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { DASHBOARD_KEY } from './dashboard-key';

const PAGE_SIZE = 100;
/** The fallback reads at most this many pages (2,000 products), lowest stock first. */
export const FALLBACK_PRODUCT_PAGES = 20;

/**
 * GET /admin/products?sort=stock_asc, page by page, for the dashboard's local fallback: lowest
 * stock first, so the low-stock list is right even when not every page is read. Fails soft:
 * null when the first page fails; a later failure keeps the pages already read.
 */
export async function fetchFallbackProducts(
  signal?: AbortSignal,
): Promise<FallbackSources['products']> {
  const items: AdminProductPage['items'] = [];
  let total: number | null = null;
  for (let page = 0; page < FALLBACK_PRODUCT_PAGES; page++) {
    const query = new URLSearchParams({
      sort: 'stock_asc',
      limit: String(PAGE_SIZE),
      offset: String(page * PAGE_SIZE),
    });
    const result = await apiGet<AdminProductPage>(`/admin/products?${query}`, signal).catch(
      () => null,
    );
    if (!result || !Array.isArray(result.items)) break;
    items.push(...result.items);
    total = result.total;
    if (result.items.length < PAGE_SIZE || items.length >= total) break;
  }
  return total === null ? null : { items, total };
}

export const fallbackProductsQueryOptions = () =>
  queryOptions({
    queryKey: [...DASHBOARD_KEY, 'fallback', 'products'],
    queryFn: ({ signal }) => fetchFallbackProducts(signal),
  });

/** Loads only when a dashboard call failed and the fallback needs the products. */
export function useFallbackProducts(enabled: boolean) {
  return useQuery({ ...fallbackProductsQueryOptions(), enabled });
}
