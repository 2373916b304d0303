import { normalizeCategory } from '@sheesham/shared';
import {
  ADMIN_PRODUCT_SORTS,
  ADMIN_PRODUCTS_PAGE_SIZE,
  type AdminProductSort,
} from '@sheesham/shared/admin-products';
import { listPaging } from '../list-paging';

/** The inventory's sort when the URL names none. */
export const DEFAULT_INVENTORY_SORT: AdminProductSort = 'name';

/**
 * What the inventory table shows: search, category, the low-stock filter, sort and page. It lives
 * in the URL query string, so a reload or Back returns to the same page of the same search.
 */
export interface InventoryParams {
  q: string;
  /** A stored category value, or '' for all. */
  category: string;
  lowStock: boolean;
  sort: AdminProductSort;
  /** 1-based. */
  page: number;
}

export const DEFAULT_INVENTORY_PARAMS: InventoryParams = {
  q: '',
  category: '',
  lowStock: false,
  sort: DEFAULT_INVENTORY_SORT,
  page: 1,
};

const paging = listPaging(ADMIN_PRODUCTS_PAGE_SIZE);

/** Anything unknown in the URL falls back to the default instead of failing the request. */
export function parseInventoryParams(params: URLSearchParams): InventoryParams {
  const sort = params.get('sort');
  return {
    q: (params.get('q') ?? '').trim().slice(0, 200),
    category: normalizeCategory(params.get('category') ?? '') ?? '',
    lowStock: params.get('low_stock') === 'true',
    sort:
      ADMIN_PRODUCT_SORTS.find((option) => option.value === sort)?.value ?? DEFAULT_INVENTORY_SORT,
    page: paging.readPage(params.get('page')),
  };
}

/** The canonical query string: defaults are left out, so a fresh view has a clean URL. */
export function serializeInventoryParams(state: InventoryParams): URLSearchParams {
  const params = new URLSearchParams();
  const q = state.q.trim();
  if (q) params.set('q', q);
  if (state.category) params.set('category', state.category);
  if (state.lowStock) params.set('low_stock', 'true');
  if (state.sort !== DEFAULT_INVENTORY_SORT) params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** GET /admin/products' query for this state: the server searches, sorts and pages. */
export function toAdminProductQuery(state: InventoryParams): URLSearchParams {
  const params = new URLSearchParams();
  const q = state.q.trim();
  if (q) params.set('q', q);
  if (state.category) params.set('category', state.category);
  if (state.lowStock) params.set('low_stock', 'true');
  params.set('sort', state.sort);
  return paging.withPageWindow(params, state.page);
}

export const pageCount = paging.pageCount;

/** Whether anything narrows the list (the empty state then offers to clear the filters). */
export function isFiltered(state: InventoryParams): boolean {
  return state.q.trim() !== '' || state.category !== '' || state.lowStock;
}
