import { type Order, TOTAL_COUNT_HEADER } from '@sheesham/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, countHeader } from '@/lib/api-client';
import { REFRESH_EVERY_MINUTE } from '../../admin-refresh';
import { type OrderListParams, toAdminOrderQuery } from '../order-list-params';

/** Every admin orders query sits under this key (the list reloads after a status change). */
export const ADMIN_ORDERS_KEY = ['admin', 'orders'] as const;

export interface AdminOrderPage {
  orders: Order[];
  /** Orders matching the search and filter before paging (X-Total-Count). */
  total: number;
}

/** GET /orders (admin): one page of orders, newest first, searched and filtered by the server. */
export async function fetchAdminOrders(
  params: OrderListParams,
  signal?: AbortSignal,
): Promise<AdminOrderPage> {
  const { data, response } = await apiFetch<Order[]>(`/orders?${toAdminOrderQuery(params)}`, {
    signal,
  });
  return { orders: data, total: countHeader(response, TOTAL_COUNT_HEADER, data.length) };
}

export const adminOrdersQueryOptions = (params: OrderListParams) =>
  queryOptions({
    queryKey: [...ADMIN_ORDERS_KEY, params],
    queryFn: ({ signal }) => fetchAdminOrders(params, signal),
    // The page on screen stays while the next one loads: paging and typing never flash empty.
    placeholderData: keepPreviousData,
    // Orders arrive and change all the time: coming back to the view shows them fresh, and an
    // open list refreshes itself every minute while the tab is visible.
    staleTime: 0,
    ...REFRESH_EVERY_MINUTE,
  });

export function useAdminOrders(params: OrderListParams) {
  return useQuery(adminOrdersQueryOptions(params));
}
