import type { CashReceivedBody, Order } from '@sheesham/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import { ADMIN_QUERY_KEY } from '../../admin-refresh';

export interface CashReceivedRequest {
  orderId: string;
  body: CashReceivedBody;
}

/**
 * POST /admin/orders/:id/cash-received {amount (rupees), received_on, received_by, reference}:
 * the order, its payment Paid (issue #24). 400 names the field (amount, date); 409 says the cash
 * is already recorded, or the order is cancelled or not cash on delivery.
 */
export function recordCashReceived({ orderId, body }: CashReceivedRequest): Promise<Order> {
  return apiPost<Order>(`/admin/orders/${encodeURIComponent(orderId)}/cash-received`, body);
}

/** Reloads every admin query afterwards: the order's payment status and the dashboard's figures. */
export function useRecordCashReceived() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordCashReceived,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_KEY }),
  });
}
