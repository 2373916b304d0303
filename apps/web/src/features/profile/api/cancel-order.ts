import type { Order } from '@sheesham/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSession } from '@/features/auth/session-context';
import { apiPut } from '@/lib/api-client';
import { profileOrdersQueryOptions } from './profile-orders';

/** PUT /auth/profile/orders/{id} {status:'cancelled'}; 409 `not_cancellable` once it has shipped. */
export function cancelOrder(orderId: string): Promise<Order> {
  return apiPut<Order>(`/auth/profile/orders/${encodeURIComponent(orderId)}`, {
    status: 'cancelled',
  });
}

/** Reloads the order list afterwards, whatever the outcome (SPEC §4), so the card shows the truth. */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  const userId = useSession().user?.id ?? '';
  return useMutation({
    mutationFn: cancelOrder,
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: profileOrdersQueryOptions(userId).queryKey }),
  });
}
