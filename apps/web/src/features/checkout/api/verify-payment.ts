import {
  type VerifyPaymentBody,
  type VerifyPaymentResponse,
  verifyPaymentResponseSchema,
} from '@sheesham/shared';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import { requireSessionToken } from './require-session-token';

/** POST /payment/verify: checks the widget's signature; a bad one answers 400 `invalid_signature`. */
export async function verifyPayment(body: VerifyPaymentBody): Promise<VerifyPaymentResponse> {
  requireSessionToken();
  return verifyPaymentResponseSchema.parse(await apiPost<unknown>('/payment/verify', body));
}

export function useVerifyPayment() {
  return useMutation({ mutationFn: verifyPayment });
}
