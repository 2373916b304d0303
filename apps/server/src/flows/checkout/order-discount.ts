import {
  COUPON_MESSAGES,
  type DiscountTerms,
  fromPaise,
  manualDiscountLimitPaise,
  manualDiscountTerms,
} from '@sheesham/shared';
import type { Database } from '../../db/types.ts';
import { badRequest } from '../../lib/http-error.ts';
import type { CouponService, UsableCoupon } from '../../modules/coupons/index.ts';
import type { PricedCart } from '../../modules/orders/index.ts';

/** An order's discount as asked for: a coupon's code, or a staff member's own amount. */
export type DiscountRequest =
  | { kind: 'coupon'; code: string }
  | { kind: 'manual'; amountPaise: number; reason: string; limitPercent: number };

export type CouponChecks = Pick<CouponService, 'usableFor' | 'assertApplies' | 'redeem'>;

/** The terms to price with, and the coupon to redeem once the order exists. */
export interface ResolvedDiscount {
  terms: DiscountTerms | null;
  coupon: UsableCoupon | null;
}

/**
 * Reads the discount's terms inside the order's transaction: a coupon this buyer may use now (or
 * its 404/400/409 on `coupon_code`), or a manual amount as flat terms.
 */
export async function resolveDiscount(
  tx: Database,
  coupons: CouponChecks,
  request: DiscountRequest | null,
  buyerId: string,
): Promise<ResolvedDiscount> {
  if (!request) return { terms: null, coupon: null };
  if (request.kind === 'manual') {
    return { terms: manualDiscountTerms(request.amountPaise), coupon: null };
  }
  const coupon = await coupons.usableFor(tx, request.code, buyerId);
  return { terms: coupon.terms, coupon };
}

/**
 * The priced discount is one the order may have: a coupon took something off (else its reason,
 * 400 on `coupon_code`); a manual one is within the owner's limit (400 on `manual_discount.amount`).
 */
export function assertDiscountAllowed(
  coupons: CouponChecks,
  request: DiscountRequest | null,
  resolved: ResolvedDiscount,
  cart: PricedCart,
): void {
  if (resolved.coupon) coupons.assertApplies(resolved.coupon, cart.discount);
  if (request?.kind !== 'manual') return;
  const limitPaise = manualDiscountLimitPaise(cart.subtotalPaise, request.limitPercent);
  if (request.amountPaise > limitPaise) {
    const message = COUPON_MESSAGES.manualTooLarge(request.limitPercent, fromPaise(limitPaise));
    throw badRequest(message, { 'manual_discount.amount': message });
  }
}
