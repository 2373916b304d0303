import {
  formatINR,
  NEXT_CURSOR_HEADER,
  type Product,
  type ProductQuery,
  TOTAL_COUNT_HEADER,
  TOTAL_COUNT_RELATION_HEADER,
} from '@sheesham/shared';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { apiFetch, countHeader } from '@/lib/api-client';

export type ProductFilters = Omit<ProductQuery, 'material' | 'storage' | 'brand'> & {
  material?: string[];
  storage?: string[];
  brand?: string[];
};

export interface ProductPage {
  products: Product[];
  /** How many products match the filters before paging (X-Total-Count). */
  total: number;
  /** The server stopped counting at `total`: there are at least that many (a broad search). */
  totalAtLeast: boolean;
  /** The next page's cursor (X-Next-Cursor); absent on the last page. */
  nextCursor?: string;
}

function toSearchParams(filters: ProductFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0))
      continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** "1,234", or "1,000+" when the server stopped counting (a broad search on a large catalogue). */
export const totalLabel = ({ total, totalAtLeast }: Pick<ProductPage, 'total' | 'totalAtLeast'>) =>
  `${formatINR(total)}${totalAtLeast ? '+' : ''}`;

/** GET /products with optional server-side filtering, sorting and paging. */
export async function fetchProducts(
  filters: ProductFilters = {},
  signal?: AbortSignal,
): Promise<ProductPage> {
  const { data, response } = await apiFetch<Product[]>(`/products${toSearchParams(filters)}`, {
    signal,
  });
  return {
    products: data,
    total: countHeader(response, TOTAL_COUNT_HEADER, data.length),
    totalAtLeast: response.headers.get(TOTAL_COUNT_RELATION_HEADER) === 'gte',
    nextCursor: response.headers.get(NEXT_CURSOR_HEADER) ?? undefined,
  };
}

export const productsQueryOptions = (filters: ProductFilters = {}) =>
  queryOptions({
    queryKey: ['products', filters],
    queryFn: ({ signal }) => fetchProducts(filters, signal),
  });

export function useProducts(filters: ProductFilters = {}) {
  return useQuery(productsQueryOptions(filters));
}

/** Y in "Showing X of Y products": the size of the whole catalogue, read from the count header. */
export function useCatalogueSize() {
  return useQuery({ ...productsQueryOptions({ limit: 0 }), select: (page) => page.total });
}

/**
 * One filtered, sorted listing fetched page by page ("Load more"), each page after the previous
 * one's cursor: as fast deep down as at the top, and a product added meanwhile neither repeats
 * nor hides one (docs/decisions/015-catalogue-paging.md). The previous result stays on screen
 * while a new filter loads, so the grid never flashes empty.
 */
export const productPagesQueryOptions = (filters: ProductFilters, pageSize: number) =>
  infiniteQueryOptions({
    queryKey: ['products', 'pages', filters, pageSize],
    queryFn: ({ signal, pageParam }) =>
      fetchProducts({ ...filters, limit: pageSize, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });

export function useProductPages(filters: ProductFilters, pageSize: number) {
  return useInfiniteQuery(productPagesQueryOptions(filters, pageSize));
}
