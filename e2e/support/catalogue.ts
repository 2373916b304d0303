import {
  NEXT_CURSOR_HEADER,
  PRODUCT_PAGE_MAX,
  type Product,
  productListSchema,
} from '@sheesham/shared';

/**
 * The full catalogue straight from GET /api/products, page after page by its cursor (the list is
 * paged), so each journey computes what the screen should show from the real data instead of
 * hard-coding counts.
 */
export async function fetchCatalogue(baseUrl: string): Promise<Product[]> {
  const catalogue: Product[] = [];
  let cursor: string | null = null;
  do {
    const after: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const response = await fetch(`${baseUrl}/api/products?limit=${PRODUCT_PAGE_MAX}${after}`);
    if (!response.ok) throw new Error(`GET /api/products answered ${response.status}`);
    catalogue.push(...productListSchema.parse(await response.json()));
    cursor = response.headers.get(NEXT_CURSOR_HEADER);
  } while (cursor);
  return catalogue;
}

/** The most frequent value of a field among products, for choosing filters that match something. */
export function mostCommon<T>(values: readonly T[]): T {
  const counts = new Map<T, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  const [best] = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  if (!best) throw new Error('mostCommon of an empty list');
  return best[0];
}

export function productPath(product: Pick<Product, '_id'>): string {
  return `/product/${product._id}`;
}
