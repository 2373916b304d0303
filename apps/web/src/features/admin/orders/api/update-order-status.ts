import type { OrderStatus } from '@sheesham/shared';
import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '@/lib/api-client';

export interface OrderStatusChange {
  orderId: string;
  status: OrderStatus;
}

/**
 * PUT /orders/{id}/status {status} (SPEC §7): true once set, false for an order that does not
 * exist; 409 when leaving 'cancelled' needs stock that has gone since.
 */
export function updateOrderStatus({ orderId, status }: OrderStatusChange): Promise<boolean> {
  return apiPut<boolean>(`/orders/${encodeURIComponent(orderId)}/status`, { status });
}

type Outcome = Pick<UseMutationOptions<boolean, Error, OrderStatusChange>, 'onSuccess' | 'onError'>;

/**
 * Reloads the admin's views afterwards, whatever the outcome (SPEC §4: the list is reloaded):
 * the orders list, the dashboard's figures and the inventory's stock (cancelling returns stock).
 * The mutation stays pending until the list has reloaded. `outcome` runs even if the caller has
 * unmounted meanwhile (a card the new status filters out still gets its toast).
 */
export function useUpdateOrderStatus(outcome: Outcome = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    ...outcome,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
