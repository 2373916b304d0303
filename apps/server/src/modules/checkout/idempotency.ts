import { createHash } from 'node:crypto';
import type { CreateOrderInput } from '@sheesham/shared';
import { badRequest } from '../../lib/http-error.ts';

export const MAX_IDEMPOTENCY_KEY_LENGTH = 200;

/** The Idempotency-Key header, or undefined without one; 400 when empty, repeated or too long. */
export function idempotencyKeyFrom(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || header.length === 0) {
    throw badRequest('Send exactly one non-empty Idempotency-Key header.');
  }
  if (header.length > MAX_IDEMPOTENCY_KEY_LENGTH) {
    throw badRequest(
      `The Idempotency-Key header is longer than ${MAX_IDEMPOTENCY_KEY_LENGTH} characters.`,
    );
  }
  return header;
}

/**
 * sha256 of the validated body in a fixed key order. Fields the schema drops (prices, totals,
 * anything extra) cannot make a replay look different, since they are never used.
 */
export function requestHash(body: CreateOrderInput): string {
  const canonical = JSON.stringify([
    body.address,
    body.pincode,
    body.delivery_instructions,
    body.payment_method,
    body.razorpay_order_id ?? null,
    body.items.map((i) => [i.product_id.toLowerCase(), i.quantity, i.selected_set]),
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}
