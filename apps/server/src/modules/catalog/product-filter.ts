import {
  normalizeCategory,
  PRODUCT_PAGE_SIZE,
  type ProductQuery,
  type SortOption,
  toPaise,
} from '@sheesham/shared';
import { badRequest } from '../../lib/http-error.ts';
import { type ListingSort, type ProductCursor, readCursor } from './product-cursor.ts';
import { searchWords } from './product-search-sql.ts';

/** A validated GET /products query in one canonical form, so equal queries share a cache entry. */
export interface ProductFilter {
  q?: string;
  category?: string;
  materials?: string[];
  storage?: string[];
  brands?: string[];
  minPricePaise?: number;
  maxPricePaise?: number;
  /** A search without a chosen sort is best match first ('relevance'). */
  sort: ListingSort;
  /** Always set: a list is never unbounded (PRODUCT_PAGE_SIZE when the query has none). */
  limit: number;
  offset?: number;
  cursor?: ProductCursor;
}

/** Case-insensitive filters: lower-cased, de-duplicated and sorted. */
function normalizeList(values: string[] | undefined): string[] | undefined {
  if (!values || values.length === 0) return undefined;
  return [...new Set(values.map((v) => v.toLowerCase()))].sort();
}

/** The largest value of the integer price columns; found by the route fuzz (min_price=1e308). */
const MAX_INTEGER_PAISE = 2_147_483_647;

/**
 * A price filter in paise, capped at what a price column can hold: a bound above every possible
 * price filters the same, and an absurd one (1e308 rupees is Infinity paise) must not reach SQL.
 */
function priceBound(rupees: number): number {
  return Math.min(toPaise(rupees), MAX_INTEGER_PAISE);
}

/** A category filter in its stored spelling; an unknown category is a 400 on `category`. */
export function categoryFilter(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  const normalized = normalizeCategory(raw);
  if (!normalized) {
    throw badRequest(`Unknown category "${raw}".`, {
      category: 'Choose one of the shop categories',
    });
  }
  return normalized;
}

export function toProductFilter(query: ProductQuery): ProductFilter {
  const q = query.q ? query.q.toLowerCase() : undefined;
  // Best match first when searching words, unless the shopper chose an order.
  const ranked = q !== undefined && searchWords(q).length > 0;
  const sort = (query.sort as SortOption | undefined) ?? (ranked ? 'relevance' : 'name');
  if (query.cursor && query.offset) {
    throw badRequest('Page with offset or with cursor, not both.', {
      offset: 'Leave offset out when a cursor is given',
    });
  }
  return {
    q,
    category: categoryFilter(query.category),
    materials: normalizeList(query.material),
    storage: normalizeList(query.storage),
    brands: normalizeList(query.brand),
    minPricePaise: query.min_price === undefined ? undefined : priceBound(query.min_price),
    maxPricePaise: query.max_price === undefined ? undefined : priceBound(query.max_price),
    sort,
    limit: query.limit ?? PRODUCT_PAGE_SIZE,
    offset: query.offset || undefined,
    cursor: query.cursor ? readCursor(query.cursor, sort) : undefined,
  };
}

/** A stable cache key for what matches (not how it is sorted or paged): the total's key. */
export function matchKey(filter: ProductFilter): string {
  const { q, category, materials, storage, brands, minPricePaise, maxPricePaise } = filter;
  return JSON.stringify([q, category, materials, storage, brands, minPricePaise, maxPricePaise]);
}

/** A stable cache key for one page: fixed property order, undefined values dropped. */
export function filterKey(filter: ProductFilter): string {
  const { sort, limit, offset, cursor } = filter;
  const after = cursor && [cursor.key, cursor.name, cursor.id];
  return JSON.stringify([matchKey(filter), sort, limit, offset, after]);
}
