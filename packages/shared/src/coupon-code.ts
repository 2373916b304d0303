import { z } from 'zod';
import { formatRupees } from './money.ts';

/**
 * A coupon's code and the words a shopper reads when one cannot be used (docs/decisions/059),
 * apart from coupons.ts so the order's body (orders.ts) can take a code without a cycle.
 */

/** The longest code: the pattern's limit and every code box's `maxLength`. */
export const COUPON_CODE_MAX_LENGTH = 20;
/** 3–20 letters and digits; stored upper-case and matched whatever the case typed. */
export const COUPON_CODE_PATTERN = new RegExp(`^[A-Za-z0-9]{3,${COUPON_CODE_MAX_LENGTH}}$`);
export const COUPON_PERCENT_MAX = 90;

/** What a shopper (or staff) reads when a code cannot be used, on the `coupon_code` field. */
export const COUPON_MESSAGES = {
  invalid: 'This code is not valid',
  notYetActive: 'This code is not active yet',
  expired: 'This code has expired',
  belowMinimum: (minRupees: number) =>
    `This code needs a cart of ${formatRupees(minRupees)} or more`,
  notEligible: 'This code does not apply to the items in your cart',
  usedUp: 'This code has been fully used',
  alreadyUsed: 'You have already used this code',
  codeTaken: 'A coupon with this code already exists',
  manualTooLarge: (percent: number, maxRupees: number) =>
    `A manual discount can be at most ${percent}% of the order's subtotal (${formatRupees(maxRupees)})`,
  couponOrManual: 'Give a coupon code or a manual discount, not both',
  /** The invoice and the payment need an amount: a discount stops short of the whole order. */
  wouldBeFree: 'This discount would make the order free. Please contact us.',
} as const;

/** A code as typed at checkout or by staff: its shape only; whether it exists is the server's. */
export const couponCodeInputSchema = z
  .string({ message: COUPON_MESSAGES.invalid })
  .trim()
  .regex(COUPON_CODE_PATTERN, COUPON_MESSAGES.invalid)
  .transform((code) => code.toUpperCase());
