import { normalizeCategory, type ProductQuery, type SortOption, toPaise } from '@sheesham/shared';
import { badRequest } from '../../lib/http-error.ts';

/** A validated GET /products query in one canonical form, so equal queries share a cache entry. */
export interface ProductFilter {
  q?: string;
  category?: string;
  materials?: string[];
  storage?: string[];
  brands?: string[];
  minPricePaise?: number;
  maxPricePaise?: number;
  sort: SortOption;
  limit?: number;
  offset?: number;
}

/** Case-insensitive filters: lower-cased, de-duplicated and sorted. */
function normalizeList(values: string[] | undefined): string[] | undefined {
  if (!values || values.length === 0) return undefined;
  return [...new Set(values.map((v) => v.toLowerCase()))].sort();
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
  return {
    q: query.q ? query.q.toLowerCase() : undefined,
    category: categoryFilter(query.category),
    materials: normalizeList(query.material),
    storage: normalizeList(query.storage),
    brands: normalizeList(query.brand),
    minPricePaise: query.min_price === undefined ? undefined : toPaise(query.min_price),
    maxPricePaise: query.max_price === undefined ? undefined : toPaise(query.max_price),
    sort: (query.sort as SortOption | undefined) ?? 'name',
    limit: query.limit,
    offset: query.offset || undefined,
  };
}

/** A stable cache key: fixed property order, undefined values dropped by JSON.stringify. */
export function filterKey(filter: ProductFilter): string {
  const { q, category, materials, storage, brands, minPricePaise, maxPricePaise } = filter;
  const { sort, limit, offset } = filter;
  return JSON.stringify([
    q,
    category,
    materials,
    storage,
    brands,
    minPricePaise,
    maxPricePaise,
    sort,
    limit,
    offset,
  ]);
}
