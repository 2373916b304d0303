import type { SandboxCompleteBody } from '@sheesham/shared';
import { apiPost } from '@/lib/api-client';
import { requireSessionToken } from './require-session-token';

/**
 * POST /payment/sandbox/complete (sandbox gateway only). Success answers the signed
 * {razorpay_order_id, razorpay_payment_id, razorpay_signature} Razorpay's handler would get;
 * failure answers 200 with Razorpay's payment.failed shape {error: {code, description, reason}}.
 * Called from inside the sandbox dialog (its own React root), so there is no hook.
 */
export async function completeSandboxPayment(body: SandboxCompleteBody): Promise<unknown> {
  requireSessionToken();
  return apiPost<unknown>('/payment/sandbox/complete', body);
}
