import { createHash } from 'node:crypto';
import type { CreateOrderInput, Order, StaffOrderInput } from '@sheesham/shared';
import type { Database } from '../../db/types.ts';
import { HttpError } from '../../lib/http-error.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import {
  findOrderByIdempotencyKey,
  type IdempotencyScope,
  readOrder,
} from '../../modules/orders/index.ts';

const sha256 = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

/**
 * sha256 of the validated body in a fixed key order. Fields the schema drops (prices, totals,
 * anything extra) cannot make a replay look different, since they are never used.
 */
export function requestHash(body: CreateOrderInput): string {
  return sha256([
    body.address,
    body.pincode,
    body.delivery_instructions,
    body.payment_method,
    body.razorpay_order_id ?? null,
    body.items.map((i) => [i.product_id.toLowerCase(), i.quantity, i.selected_set]),
    // Only when picked, so a body without a slot hashes as it did before slots existed.
    ...(body.delivery_slot ? [[body.delivery_slot.date, body.delivery_slot.slot]] : []),
    // Only when sent, so a body without one hashes as it did before phones were taken.
    ...(body.phone ? [body.phone] : []),
    // Only when sent (upper-case already), so a body without a coupon hashes as before coupons.
    ...(body.coupon_code ? [{ coupon: body.coupon_code }] : []),
  ]);
}

/** The same for a staff order: its validated body, keys in the schema's order. */
export function staffRequestHash(body: StaffOrderInput): string {
  return sha256({
    ...body,
    items: body.items.map((i) => [i.product_id.toLowerCase(), i.quantity, i.selected_set]),
  });
}

const idempotencyKeyReused = () =>
  new HttpError(
    422,
    'idempotency_key_reused',
    'This Idempotency-Key was already used with a different order.',
  );

async function replay(
  db: Database,
  scope: IdempotencyScope,
  key: string,
  hash: string,
): Promise<Order | null> {
  const earlier = await findOrderByIdempotencyKey(db, scope, key);
  if (!earlier) return null;
  if (earlier.requestHash !== hash) throw idempotencyKeyReused();
  return readOrder(db, earlier.id);
}

/**
 * Runs `place` unless this key already placed an order (then that order, `created` false; a
 * different body with the same key is 422). Two requests with one key may race: the loser's
 * insert hits the key's unique index after the winner committed, so the winner's order is there
 * to return. Any other unique violation finds no such order and is rethrown.
 */
export async function placeOnce(
  db: Database,
  idempotency: { scope: IdempotencyScope; key: string | undefined; hash: string },
  place: () => Promise<Order>,
): Promise<{ order: Order; created: boolean }> {
  const { scope, key, hash } = idempotency;
  if (key) {
    const earlier = await replay(db, scope, key, hash);
    if (earlier) return { order: earlier, created: false };
  }
  try {
    return { order: await place(), created: true };
  } catch (error) {
    if (key && isUniqueViolation(error)) {
      const winner = await replay(db, scope, key, hash);
      if (winner) return { order: winner, created: false };
    }
    throw error;
  }
}
