import { createHash } from 'node:crypto';
import type { CreateOrderInput } from '@sheesham/shared';

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
