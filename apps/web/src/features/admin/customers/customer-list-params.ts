import { listPaging } from '../list-paging';

/** Customer cards per page: fills one, two or three columns evenly. */
export const CUSTOMERS_PAGE_SIZE = 24;

const SEARCH_MAX = 200;

/**
 * What the Customers view lists: search text and page. It lives in the URL (?q=…&page=2), so a
 * reload, Back or a shared link returns to the same list.
 */
export interface CustomerListParams {
  q: string;
  /** 1-based. */
  page: number;
}

const paging = listPaging(CUSTOMERS_PAGE_SIZE);

/** Anything unknown in the URL falls back to the default instead of failing the request. */
export function parseCustomerListParams(params: URLSearchParams): CustomerListParams {
  return {
    q: (params.get('q') ?? '').trim().slice(0, SEARCH_MAX),
    page: paging.readPage(params.get('page')),
  };
}

/** The view's query string: defaults are left out, so a fresh view has a clean URL. */
export function serializeCustomerListParams(state: CustomerListParams): URLSearchParams {
  const params = new URLSearchParams();
  const q = state.q.trim();
  if (q) params.set('q', q);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** GET /admin/customers' query for this state: the server searches and pages. */
export function toAdminCustomerQuery(state: CustomerListParams): URLSearchParams {
  return paging.withPageWindow(serializeCustomerListParams({ ...state, page: 1 }), state.page);
}

export const pageCount = paging.pageCount;
