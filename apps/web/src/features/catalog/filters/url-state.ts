import {
  BRANDS,
  formatRupees,
  isPriceFilterActive,
  MATERIALS,
  normalizeCategory,
  resolvePriceRange,
  SORT_OPTIONS,
  type SortOption,
  STORAGE_OPTIONS,
} from '@sheesham/shared';
import type { ProductFilters } from '../api/products';
import { ALL_CATEGORIES, CATEGORY_FILTER_OPTIONS } from './filter-options';

/**
 * Everything the listing's filter panel holds. It lives in the URL query string, so a filtered
 * view can be shared, and survives reload and Back. Price bounds stay as typed text: an empty
 * bound is meaningful (SPEC §5: empty min = 0, empty max = 100000).
 */
export interface CatalogFilters {
  q: string;
  category: string;
  material: string[];
  storage: string[];
  brand: string[];
  minPrice: string;
  maxPrice: string;
  sort: CatalogSort;
}

/** A search's own order: best match first, ranked by the server (no sort sent). */
export const BEST_MATCH = 'relevance';
export type CatalogSort = SortOption | typeof BEST_MATCH;
export const BEST_MATCH_OPTION = { value: BEST_MATCH, label: 'Best match' } as const;

export const DEFAULT_SORT: SortOption = 'name';

/** A search is shown best match first unless the shopper picks a sort; browsing, by name. */
export const defaultSortFor = (q: string): CatalogSort => (q.trim() ? BEST_MATCH : DEFAULT_SORT);

/** The sorts the panel offers: Best match only while there is a search term. */
export const sortOptionsFor = (q: string) =>
  q.trim() ? [BEST_MATCH_OPTION, ...SORT_OPTIONS] : SORT_OPTIONS;

/** A new search term; a sort that was only the old default follows the new one. */
export function withSearchTerm(filters: CatalogFilters, q: string): CatalogFilters {
  const sort = filters.sort === defaultSortFor(filters.q) ? defaultSortFor(q) : filters.sort;
  return { ...filters, q, sort: sort === BEST_MATCH && !q.trim() ? DEFAULT_SORT : sort };
}

export const DEFAULT_FILTERS: CatalogFilters = {
  q: '',
  category: ALL_CATEGORIES,
  material: [],
  storage: [],
  brand: [],
  minPrice: '',
  maxPrice: '',
  sort: DEFAULT_SORT,
};

/** Query-string keys; the same names the API takes, so a URL reads like the request it makes. */
const KEYS = {
  q: 'q',
  category: 'category',
  material: 'material',
  storage: 'storage',
  brand: 'brand',
  minPrice: 'min_price',
  maxPrice: 'max_price',
  sort: 'sort',
} as const;

type ListKey = 'material' | 'storage' | 'brand';

const LIST_VOCABULARY: Record<ListKey, readonly string[]> = {
  material: MATERIALS,
  storage: STORAGE_OPTIONS,
  brand: BRANDS,
};

/** Repeated or comma-separated values, kept only when the panel offers them, in panel order. */
function readList(params: URLSearchParams, key: ListKey): string[] {
  const raw = new Set(
    params
      .getAll(KEYS[key])
      .flatMap((v) => v.split(','))
      .map((v) => v.trim()),
  );
  return LIST_VOCABULARY[key].filter((v) => raw.has(v));
}

/** Any spelling of a category maps to the panel's value; unknown ones mean All Categories. */
function readCategory(raw: string | null): string {
  if (!raw) return ALL_CATEGORIES;
  const canonical = normalizeCategory(raw);
  if (!canonical) return ALL_CATEGORIES;
  const option = CATEGORY_FILTER_OPTIONS.find((o) => normalizeCategory(o.value) === canonical);
  return option?.value ?? ALL_CATEGORIES;
}

/** A price bound is whole rupees; anything else in the URL is ignored. */
function readPrice(raw: string | null): string {
  const value = raw?.trim() ?? '';
  return /^\d{1,9}$/.test(value) ? String(Number(value)) : '';
}

function readSort(raw: string | null, q: string): CatalogSort {
  return sortOptionsFor(q).find((o) => o.value === raw)?.value ?? defaultSortFor(q);
}

export function parseFilters(params: URLSearchParams): CatalogFilters {
  const q = (params.get(KEYS.q) ?? '').trim().slice(0, 200);
  return {
    q,
    category: readCategory(params.get(KEYS.category)),
    material: readList(params, 'material'),
    storage: readList(params, 'storage'),
    brand: readList(params, 'brand'),
    minPrice: readPrice(params.get(KEYS.minPrice)),
    maxPrice: readPrice(params.get(KEYS.maxPrice)),
    sort: readSort(params.get(KEYS.sort), q),
  };
}

/** The canonical query string for a set of filters: defaults are left out, lists are repeated. */
export function serializeFilters(filters: CatalogFilters): URLSearchParams {
  const params = new URLSearchParams();
  const q = filters.q.trim();
  if (q) params.set(KEYS.q, q);
  if (filters.category !== ALL_CATEGORIES) params.set(KEYS.category, filters.category);
  for (const key of ['material', 'storage', 'brand'] as const) {
    for (const value of filters[key]) params.append(KEYS[key], value);
  }
  if (filters.minPrice.trim()) params.set(KEYS.minPrice, filters.minPrice.trim());
  if (filters.maxPrice.trim()) params.set(KEYS.maxPrice, filters.maxPrice.trim());
  if (filters.sort !== defaultSortFor(q)) params.set(KEYS.sort, filters.sort);
  return params;
}

/** The GET /api/products query: price bounds only when they narrow the default 0–100000. */
export function toProductQuery(filters: CatalogFilters): ProductFilters {
  const q = filters.q.trim();
  // Best match is the server's own order for a search: no sort is sent.
  const sort = filters.sort === BEST_MATCH ? (q ? null : DEFAULT_SORT) : filters.sort;
  const query: ProductFilters = sort ? { sort } : {};
  if (q) query.q = q;
  if (filters.category !== ALL_CATEGORIES) query.category = filters.category;
  if (filters.material.length) query.material = filters.material;
  if (filters.storage.length) query.storage = filters.storage;
  if (filters.brand.length) query.brand = filters.brand;
  if (isPriceFilterActive(filters.minPrice, filters.maxPrice)) {
    const range = resolvePriceRange(filters.minPrice, filters.maxPrice);
    query.min_price = range.min;
    query.max_price = range.max;
  }
  return query;
}

/** Removable chips and the "{n} filters applied" badge share this list; sort is not a filter. */
export interface FilterChip {
  id: string;
  label: string;
  /** Takes this one filter out of whatever the filters are by the time the chip is clicked. */
  remove: (current: CatalogFilters) => CatalogFilters;
}

export function activeFilterChips(filters: CatalogFilters): FilterChip[] {
  const chips: FilterChip[] = [];
  const q = filters.q.trim();
  if (q) chips.push({ id: 'q', label: `"${q}"`, remove: (f) => withSearchTerm(f, '') });
  if (filters.category !== ALL_CATEGORIES) {
    const label = CATEGORY_FILTER_OPTIONS.find((o) => o.value === filters.category)?.label;
    chips.push({
      id: 'category',
      label: label ?? filters.category,
      remove: (f) => ({ ...f, category: ALL_CATEGORIES }),
    });
  }
  for (const key of ['material', 'storage', 'brand'] as const) {
    for (const value of filters[key]) {
      chips.push({
        id: `${key}:${value}`,
        label: value,
        remove: (f) => ({ ...f, [key]: f[key].filter((v) => v !== value) }),
      });
    }
  }
  if (isPriceFilterActive(filters.minPrice, filters.maxPrice)) {
    chips.push({
      id: 'price',
      label: priceChipLabel(filters),
      remove: (f) => ({ ...f, minPrice: '', maxPrice: '' }),
    });
  }
  return chips;
}

/** SPEC §2 words the badge '{n} filters applied' for every n. */
export function filtersAppliedLabel(count: number): string {
  return `${count} filters applied`;
}

function priceChipLabel(filters: CatalogFilters): string {
  const { min, max } = resolvePriceRange(filters.minPrice, filters.maxPrice);
  return `${formatRupees(min)} – ${formatRupees(max)}`;
}

/** Clear All: every filter back to its default, sort included. */
export function clearedFilters(): CatalogFilters {
  return { ...DEFAULT_FILTERS };
}

/** Toggles a value in one of the checkbox lists, keeping the panel's order. */
export function toggleListValue(
  filters: CatalogFilters,
  key: ListKey,
  value: string,
  checked: boolean,
): CatalogFilters {
  const set = new Set(filters[key]);
  if (checked) set.add(value);
  else set.delete(value);
  return { ...filters, [key]: LIST_VOCABULARY[key].filter((v) => set.has(v)) };
}
