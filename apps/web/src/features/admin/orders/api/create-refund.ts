import type { CreateRefundBody, Order } from '@sheesham/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import { ADMIN_QUERY_KEY } from '../../admin-refresh';

export interface RefundRequest {
  orderId: string;
  body: CreateRefundBody;
  /** One per refund the admin means to make: a retried submit of it refunds once. */
  idempotencyKey: string;
}

/**
 * POST /admin/orders/:id/refunds {amount (rupees), reason} with an Idempotency-Key: the order
 * with its refunds (docs/decisions/017). 400 names the field (e.g. more than is left), 409 says
 * nothing is left or the order was not paid online.
 */
export function createRefund({ orderId, body, idempotencyKey }: RefundRequest): Promise<Order> {
  return apiPost<Order>(`/admin/orders/${encodeURIComponent(orderId)}/refunds`, body, {
    'Idempotency-Key': idempotencyKey,
  });
}

/** Reloads every admin query afterwards: the order, its payment status and the refund alerts. */
export function useCreateRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRefund,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_KEY }),
  });
}
