import type { OrderStatus, OrderStatusBody } from '@sheesham/shared';
import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '@/lib/api-client';

export interface OrderStatusChange {
  orderId: string;
  status: OrderStatus;
  /** The status the admin saw: the server refuses (409) if the order has moved on since. */
  expected: OrderStatus;
}

/**
 * PUT /orders/{id}/status {status, expected_status} (SPEC §7, docs/decisions/013): true once
 * set, false for an order that does not exist; 409 `status_conflict` when the order is no longer
 * in `expected`, 409 `invalid_transition` for a change the table forbids.
 */
export function updateOrderStatus({
  orderId,
  status,
  expected,
}: OrderStatusChange): Promise<boolean> {
  const body: OrderStatusBody = { status, expected_status: expected };
  return apiPut<boolean>(`/orders/${encodeURIComponent(orderId)}/status`, body);
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
