import { type PaymentConfig, paymentConfigSchema } from '@sheesham/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** GET /payment/config: which widget to open (sandbox dialog or Razorpay Checkout.js). */
export async function fetchPaymentConfig(signal?: AbortSignal): Promise<PaymentConfig> {
  return paymentConfigSchema.parse(await apiGet<unknown>('/payment/config', signal));
}

export const paymentConfigQueryOptions = queryOptions({
  queryKey: ['payment-config'],
  queryFn: ({ signal }) => fetchPaymentConfig(signal),
  // The gateway only changes with a server restart.
  staleTime: Number.POSITIVE_INFINITY,
});

export function usePaymentConfig() {
  return useQuery(paymentConfigQueryOptions);
}
