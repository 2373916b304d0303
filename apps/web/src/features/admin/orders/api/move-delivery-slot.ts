import type { DeliverySlotChoice, Order } from '@sheesham/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '@/lib/api-client';
import { ADMIN_QUERY_KEY } from '../../admin-refresh';

/**
 * PUT /admin/orders/:id/delivery-slot {date, slot}: the order on its new day and slot (decision
 * 050). 409 `slot_full` when that slot has no place left, `not_movable` once dispatched.
 */
export function moveDeliverySlot({
  orderId,
  choice,
}: {
  orderId: string;
  choice: DeliverySlotChoice;
}) {
  return apiPut<Order>(`/admin/orders/${encodeURIComponent(orderId)}/delivery-slot`, choice);
}

/** Reloads every admin query afterwards: the order, the slots' places and the dashboard. */
export function useMoveDeliverySlot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveDeliverySlot,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_KEY }),
  });
}
