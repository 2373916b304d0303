/**
 * Catalogue vocabularies. SPEC §9 spells Recliners three ways ('recliner' in the filter panel,
 * 'recliners' in the listing, 'office' in the admin form); all three are accepted and stored as
 * the canonical 'recliners' (docs/decisions/002-recliners-category.md).
 */
export const CATEGORIES = [
  { value: 'beds', label: 'Beds' },
  { value: 'sofas', label: 'Sofas' },
  { value: 'recliners', label: 'Recliners' },
  { value: 'dining', label: 'Dining Sets' },
  { value: 'storage', label: 'Storage' },
  { value: 'chairs', label: 'Chairs' },
] as const;

export type Category = (typeof CATEGORIES)[number]['value'];

/**
 * Every accepted spelling → the stored category. A Map, not an object literal: the key is user
 * input, and an object would answer '__proto__' or 'constructor' from its prototype.
 */
const CATEGORY_SPELLINGS: ReadonlyMap<string, Category> = new Map<string, Category>([
  ...CATEGORIES.map((c): [string, Category] => [c.value, c.value]),
  ['recliner', 'recliners'],
  ['office', 'recliners'],
  ['dining sets', 'dining'],
  ['dining-sets', 'dining'],
  ['dining_sets', 'dining'],
  ['bed', 'beds'],
  ['sofa', 'sofas'],
  ['chair', 'chairs'],
]);

/** Maps any accepted spelling to the stored category, or null when it is not a category. */
export function normalizeCategory(input: string): Category | null {
  return CATEGORY_SPELLINGS.get(input.trim().toLowerCase()) ?? null;
}

export function categoryLabel(value: string): string {
  const category = normalizeCategory(value);
  return CATEGORIES.find((c) => c.value === category)?.label ?? value;
}

export const DEFAULT_STOCK_THRESHOLD = 10;

interface StockCount {
  stock: number;
  stock_threshold: number;
}

/** Nothing left to sell. */
export function isOutOfStock({ stock }: Pick<StockCount, 'stock'>): boolean {
  return stock <= 0;
}

/** SPEC §9: stock below the product's own threshold (an empty shelf counts as low too). */
export function isLowStock({ stock, stock_threshold }: StockCount): boolean {
  return stock < stock_threshold;
}
export const FEATURED_PRODUCT_COUNT = 3;

/** Header carrying the number of products that match a filtered query, before paging. */
export const TOTAL_COUNT_HEADER = 'x-total-count';
/**
 * 'eq' when X-Total-Count is the exact number of matches; 'gte' when the server stopped counting
 * at TOTAL_COUNT_CAP and there are at least that many (a search or a price filter matching much
 * of a large catalogue), as Elasticsearch's `hits.total.relation` does.
 */
export const TOTAL_COUNT_RELATION_HEADER = 'x-total-count-relation';
/** Where the server stops counting the matches it has to scan for (see the relation header). */
export const TOTAL_COUNT_CAP = 1000;
/**
 * Header with the cursor of the next page of GET /products, absent on the last page. Here, not
 * beside the product schemas, so the pages that read it do not load zod (the home page does).
 */
export const NEXT_CURSOR_HEADER = 'x-next-cursor';
