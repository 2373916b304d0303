import type { Order, Product, StaffOrderBody, StaffOrderCustomer } from '@sheesham/shared';
import type { AdminProductPage } from '@sheesham/shared/admin-products';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '@/lib/api-client';
import { ADMIN_QUERY_KEY } from '../../admin-refresh';

/** Searches start at two characters, as the server requires. */
export const searchable = (q: string) => q.trim().length >= 2;

/** GET /admin/order-customers?q=: accounts and walk-ins by name, e-mail or phone. */
export function useOrderCustomers(q: string) {
  return useQuery({
    queryKey: ['admin', 'order-customers', q.trim()],
    queryFn: ({ signal }) =>
      apiGet<StaffOrderCustomer[]>(
        `/admin/order-customers?q=${encodeURIComponent(q.trim())}`,
        signal,
      ),
    enabled: searchable(q),
    placeholderData: keepPreviousData,
  });
}

/** GET /admin/products?q=&limit=8: the catalogue with its stock, as the inventory reads it. */
export function useOrderProducts(q: string) {
  return useQuery({
    queryKey: ['admin', 'order-products', q.trim()],
    queryFn: async ({ signal }): Promise<Product[]> =>
      (
        await apiGet<AdminProductPage>(
          `/admin/products?q=${encodeURIComponent(q.trim())}&limit=8`,
          signal,
        )
      ).items,
    enabled: searchable(q),
    placeholderData: keepPreviousData,
  });
}

/**
 * POST /admin/orders with an Idempotency-Key per attempt (a double click or a retry of the same
 * order makes one). Reloads every admin query afterwards: the list, the dashboard, the stock.
 */
export function useCreateStaffOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: StaffOrderBody; idempotencyKey: string }) =>
      apiPost<Order>('/admin/orders', body, { 'Idempotency-Key': idempotencyKey }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_KEY }),
  });
}
