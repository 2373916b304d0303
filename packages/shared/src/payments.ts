import { z } from 'zod';
import { couponCodeInputSchema } from './coupon-code.ts';
import { deliverySlotChoiceSchema } from './delivery-slots.ts';
import { optionalIndianMobile } from './identity.ts';
import { orderLinesSchema, pincodeSchema } from './orders.ts';

export const PAYMENT_GATEWAYS = ['sandbox', 'razorpay'] as const;
export type PaymentGatewayName = (typeof PAYMENT_GATEWAYS)[number];

/** Payment statuses in which the money is taken: signature verified, or captured by the gateway. */
export const PAID_PAYMENT_STATUSES = ['verified', 'captured'] as const;

/**
 * The gateway reported a capture whose amount or currency differs from the payment we opened. Such
 * a payment never counts as paid (no order can use it) and is listed to admins (decision 014).
 */
export const MISMATCH_PAYMENT_STATUS = 'mismatch';

/**
 * POST /payment/order. `amount` is the rupee total the client shows; the server prices `items`
 * itself and answers 409 when the two differ, so a stale cart never charges a surprise amount.
 */
export const createPaymentOrderBodySchema = z.object({
  amount: z.number({ message: 'Amount must be a number' }).positive('Amount must be positive'),
  currency: z.literal('INR', { message: "Currency must be 'INR'" }).default('INR'),
  receipt: z.string().trim().max(40).optional(),
  /** Where it goes: the delivery charge depends on it, so the amount does too. */
  pincode: pincodeSchema,
  items: orderLinesSchema,
  /**
   * Checked for a place left before anyone is asked to pay (decision 050); required while any
   * slot is switched on, like POST /orders' (decision 057).
   */
  delivery_slot: deliverySlotChoiceSchema.nullish(),
  /** As on POST /orders: no payment is opened for an order that would have no phone to call. */
  phone: optionalIndianMobile,
  /** A coupon (decision 059): priced into the amount; the order must be placed with the same code. */
  coupon_code: couponCodeInputSchema.nullish(),
});
export type CreatePaymentOrderBody = z.input<typeof createPaymentOrderBodySchema>;

/** The gateway order mirrors Razorpay's: `amount` is in paise. */
export const paymentOrderResponseSchema = z.object({
  success: z.literal(true),
  gateway: z.enum(PAYMENT_GATEWAYS),
  /** The public key Checkout.js needs; the sandbox sends its own label. */
  key_id: z.string(),
  order: z.object({ id: z.string(), amount: z.number(), currency: z.string() }),
});
export type PaymentOrderResponse = z.infer<typeof paymentOrderResponseSchema>;

export const verifyPaymentBodySchema = z.object({
  razorpay_order_id: z.string().trim().min(1).max(100),
  razorpay_payment_id: z.string().trim().min(1).max(100),
  razorpay_signature: z.string().trim().min(1).max(256),
});
export type VerifyPaymentBody = z.infer<typeof verifyPaymentBodySchema>;

export const verifyPaymentResponseSchema = z.object({
  success: z.boolean(),
  payment_error_message: z.string().nullable(),
  message: z.string(),
});
export type VerifyPaymentResponse = z.infer<typeof verifyPaymentResponseSchema>;

/** GET /payment/config (public): which widget the checkout opens, and its public key. */
export const paymentConfigSchema = z.object({
  gateway: z.enum(PAYMENT_GATEWAYS),
  key_id: z.string(),
});
export type PaymentConfig = z.infer<typeof paymentConfigSchema>;

/** POST /payment/sandbox/complete: the sandbox dialog's Pay or Fail (sandbox mode only). */
export const sandboxCompleteBodySchema = z.object({
  razorpay_order_id: z.string().trim().min(1).max(100),
  outcome: z.enum(['success', 'failure']),
});
export type SandboxCompleteBody = z.infer<typeof sandboxCompleteBodySchema>;

/** Shaped like Checkout.js's handler argument (success) or its payment.failed response. */
export const sandboxCompleteResponseSchema = z.union([
  verifyPaymentBodySchema,
  z.object({
    error: z.object({
      code: z.literal('BAD_REQUEST_ERROR'),
      description: z.string(),
      reason: z.literal('payment_failed'),
    }),
  }),
]);
export type SandboxCompleteResponse = z.infer<typeof sandboxCompleteResponseSchema>;

/**
 * GET /admin/payments/unmatched: money taken (verified or captured) that no order used, and every
 * payment whose capture did not match it (status 'mismatch', with what the gateway reported).
 */
export const unmatchedPaymentSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  user_email: z.string(),
  user_name: z.string(),
  /** Rupees. */
  amount: z.number(),
  gateway: z.enum(PAYMENT_GATEWAYS),
  gateway_order_id: z.string(),
  gateway_payment_id: z.string().nullable(),
  status: z.enum([...PAID_PAYMENT_STATUSES, MISMATCH_PAYMENT_STATUS]),
  /** Rupees and currency the gateway's capture reported; null unless status is 'mismatch'. */
  received_amount: z.number().nullable(),
  received_currency: z.string().nullable(),
  /** The order that used the payment before its capture was found not to match, if any. */
  order_id: z.string().nullable(),
  created_at: z.string(),
  verified_at: z.string().nullable(),
  captured_at: z.string().nullable(),
});
export type UnmatchedPayment = z.infer<typeof unmatchedPaymentSchema>;
