import { ORDER_STATUSES, type OrderStatus } from '@sheesham/shared';
import { ADMIN_ORDER_SEARCH_MAX, ADMIN_ORDERS_PAGE_SIZE } from '@sheesham/shared/admin-orders';
import { listPaging } from '../list-paging';

/**
 * What the Orders view lists: search text, status filter and page. It lives in the URL query
 * string (?q=…&status=dispatched&page=2), so a reload or Back returns to the same list. The status
 * is the stored value ('dispatched' for Shipped), the same one the server filters by.
 */
export interface OrderListParams {
  q: string;
  /** A stored status, or '' for All Orders. */
  status: OrderStatus | '';
  /** 1-based. */
  page: number;
}

export const DEFAULT_ORDER_LIST_PARAMS: OrderListParams = { q: '', status: '', page: 1 };

const paging = listPaging(ADMIN_ORDERS_PAGE_SIZE);

function readStatus(raw: string | null): OrderStatus | '' {
  return ORDER_STATUSES.find((status) => status === raw) ?? '';
}

/** Anything unknown in the URL falls back to the default instead of failing the request. */
export function parseOrderListParams(params: URLSearchParams): OrderListParams {
  return {
    q: (params.get('q') ?? '').trim().slice(0, ADMIN_ORDER_SEARCH_MAX),
    status: readStatus(params.get('status')),
    page: paging.readPage(params.get('page')),
  };
}

/** The view's query string: defaults are left out, so a fresh view has a clean URL. */
export function serializeOrderListParams(state: OrderListParams): URLSearchParams {
  const params = new URLSearchParams();
  const q = state.q.trim();
  if (q) params.set('q', q);
  if (state.status) params.set('status', state.status);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** GET /orders' query for this state: the server searches, filters and pages. */
export function toAdminOrderQuery(state: OrderListParams): URLSearchParams {
  return paging.withPageWindow(serializeOrderListParams({ ...state, page: 1 }), state.page);
}

export const pageCount = paging.pageCount;

/** Whether anything narrows the list (the empty state then says so and offers to clear it). */
export function isFiltered(state: OrderListParams): boolean {
  return state.q.trim() !== '' || state.status !== '';
}
