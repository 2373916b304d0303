import {
  type CreatePaymentOrderBody,
  type PaymentOrderResponse,
  paymentOrderResponseSchema,
} from '@sheesham/shared';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import { requireSessionToken } from './require-session-token';

/**
 * POST /payment/order. The server prices the lines itself; when `amount` (what the shopper saw)
 * differs it answers 409 `cart_changed` and nothing is created.
 */
export async function createPaymentOrder(
  body: CreatePaymentOrderBody,
): Promise<PaymentOrderResponse> {
  requireSessionToken();
  return paymentOrderResponseSchema.parse(await apiPost<unknown>('/payment/order', body));
}

export function useCreatePaymentOrder() {
  return useMutation({ mutationFn: createPaymentOrder });
}
