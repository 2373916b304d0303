import { z } from 'zod';
import { isCalendarDay } from './calendar-day.ts';
import { normalizeCategory } from './catalog.ts';
import { COUPON_CODE_PATTERN, COUPON_PERCENT_MAX, couponCodeInputSchema } from './coupon-code.ts';
import { addDays, kolkataDayStart } from './kolkata-calendar.ts';
import { MAX_ORDER_TOTAL_RUPEES } from './order-limits.ts';
import { orderLinesSchema } from './orders.ts';

/**
 * Coupons (issue #29 part 1, docs/decisions/059-coupons.md): the admin's coupons, the offers a
 * product page shows, the checkout's quote, and the words a shopper reads when a code does not
 * apply. Amounts are rupees in the API; the discount's arithmetic is coupon-discount.ts.
 */

export const COUPON_TYPES = ['percent', 'flat'] as const;
export type CouponType = (typeof COUPON_TYPES)[number];

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const LOCAL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/;
const ZONED_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;

/**
 * A coupon's start or end as an instant, India's clock where none is written: a day alone
 * (2026-10-20) starts at 00:00 IST and ends at 23:59:59.999 IST (the coupon is valid through the
 * whole of its last day and refused from midnight); a time without a zone is IST. Null when not ISO 8601.
 */
export function couponInstant(text: string, edge: 'start' | 'end'): Date | null {
  let instant: Date;
  if (DATE_ONLY.test(text)) {
    if (!isCalendarDay(text)) return null;
    const day = edge === 'start' ? text : addDays(text, 1);
    instant = new Date(kolkataDayStart(day).getTime() - (edge === 'start' ? 0 : 1));
  } else if (LOCAL_TIME.test(text)) instant = new Date(`${text}+05:30`);
  else if (ZONED_TIME.test(text)) instant = new Date(text);
  else return null;
  return Number.isFinite(instant.getTime()) ? instant : null;
}

const instantSchema = (what: string, edge: 'start' | 'end') =>
  z
    .string({ message: `${what} is required` })
    .trim()
    .transform((text, ctx) => {
      const instant = couponInstant(text, edge);
      if (instant) return instant;
      ctx.addIssue({ code: 'custom', message: `${what} must be a date or an ISO 8601 time` });
      return z.NEVER;
    });

const rupees = (what: string) =>
  z
    .number({ message: `${what} must be a number` })
    .positive(`${what} must be more than ₹0`)
    .max(MAX_ORDER_TOTAL_RUPEES, `${what} is more than any order can total`)
    .refine(
      (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
      `${what} must be a rupee amount with at most two decimals`,
    );

const limit = (what: string, max: number) =>
  z
    .number({ message: `${what} must be a number` })
    .int(`${what} must be a whole number`)
    .min(1, `${what} must be at least 1`)
    .max(max, `${what} must be at most ${max}`)
    .nullish()
    .transform((value) => value ?? null);

/** POST and PUT /api/admin/coupons. Amounts in rupees; a percent is whole percent. */
export const couponInputSchema = z
  .object({
    code: z
      .string({ message: 'Code is required' })
      .trim()
      .regex(COUPON_CODE_PATTERN, 'Code must be 3–20 letters and digits')
      .transform((code) => code.toUpperCase()),
    description: z
      .string()
      .trim()
      .max(200, 'Description is too long')
      .nullish()
      .transform((text) => text ?? ''),
    type: z.enum(COUPON_TYPES, { message: "Type must be 'percent' or 'flat'" }),
    value: z.number({ message: 'Value must be a number' }),
    max_discount: rupees('Maximum discount')
      .nullish()
      .transform((v) => v ?? null),
    min_cart_value: rupees('Minimum cart value')
      .nullish()
      .transform((v) => v ?? null),
    starts_at: instantSchema('Start', 'start'),
    ends_at: instantSchema('End', 'end'),
    usage_limit: limit('Usage limit', 1_000_000),
    per_customer_limit: limit('Per-customer limit', 1000),
    categories: z
      .array(
        z.string({ message: 'Category must be text' }).transform((name, ctx) => {
          const category = normalizeCategory(name);
          if (category) return category;
          ctx.addIssue({ code: 'custom', message: `Unknown category: ${name.slice(0, 40)}` });
          return z.NEVER;
        }),
      )
      .max(20, 'At most 20 categories')
      .nullish()
      .transform((list) => [...new Set(list ?? [])]),
    product_ids: z
      .array(z.uuid('Unknown product'))
      .max(50, 'At most 50 products')
      .nullish()
      .transform((list) => [...new Set((list ?? []).map((id) => id.toLowerCase()))]),
    public: z.boolean({ message: 'Public must be true or false' }),
  })
  .strict()
  .superRefine((coupon, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (coupon.type === 'percent') {
      if (
        !Number.isInteger(coupon.value) ||
        coupon.value < 1 ||
        coupon.value > COUPON_PERCENT_MAX
      ) {
        issue('value', `A percentage must be a whole number from 1 to ${COUPON_PERCENT_MAX}`);
      }
    } else {
      const flat = rupees('Value').safeParse(coupon.value);
      if (!flat.success) issue('value', flat.error.issues[0]?.message ?? 'Value is not an amount');
      if (coupon.max_discount !== null) {
        issue('max_discount', 'A flat discount has no maximum: leave it empty');
      }
    }
    if (coupon.ends_at.getTime() <= coupon.starts_at.getTime()) {
      issue('ends_at', 'End must be after the start');
    }
  });
export type CouponInput = z.input<typeof couponInputSchema>;
export type CouponInputParsed = z.output<typeof couponInputSchema>;

/** A coupon as the admin reads it: its input, plus id, archived, live uses and creation time. */
export const couponSchema = z.object({
  id: z.string(),
  code: z.string(),
  description: z.string(),
  type: z.enum(COUPON_TYPES),
  /** Whole percent, or rupees for a flat discount. */
  value: z.number(),
  max_discount: z.number().nullable(),
  min_cart_value: z.number().nullable(),
  starts_at: z.string(),
  ends_at: z.string(),
  usage_limit: z.number().nullable(),
  per_customer_limit: z.number().nullable(),
  categories: z.array(z.string()),
  product_ids: z.array(z.string()),
  public: z.boolean(),
  archived: z.boolean(),
  /** Orders using it now; a cancelled order's use is given back. */
  uses: z.number(),
  created_at: z.string(),
});
export type Coupon = z.infer<typeof couponSchema>;

export const couponListSchema = z.object({ coupons: z.array(couponSchema) });
export type CouponList = z.infer<typeof couponListSchema>;

/** GET /api/coupons/offers?product_id=: the active public coupons that apply to one piece. */
export const couponOffersQuerySchema = z.object({ product_id: z.uuid('Unknown product') });

/** A public coupon's terms as the shopper sees them, with what it makes of one piece's price. */
export const couponOfferSchema = couponSchema
  .pick({
    code: true,
    description: true,
    type: true,
    value: true,
    max_discount: true,
    min_cart_value: true,
    ends_at: true,
  })
  .extend({
    /** One piece's price after this coupon; null when the piece alone is below its minimum. */
    price_with_offer: z.number().nullable(),
  });
export type CouponOffer = z.infer<typeof couponOfferSchema>;
export const couponOffersSchema = z.object({ offers: z.array(couponOfferSchema) });
export type CouponOffers = z.infer<typeof couponOffersSchema>;

/** POST /api/coupons/quote: what a code takes off these lines, priced by the server. */
export const couponQuoteBodySchema = z.object({
  coupon_code: couponCodeInputSchema,
  items: orderLinesSchema,
});
export type CouponQuoteBody = z.input<typeof couponQuoteBodySchema>;
export type CouponQuoteInput = z.output<typeof couponQuoteBodySchema>;

export const couponQuoteSchema = z.object({
  code: z.string(),
  description: z.string(),
  discount_amount: z.number(),
  subtotal: z.number(),
});
export type CouponQuote = z.infer<typeof couponQuoteSchema>;

/** A staff order's manual discount: an amount in rupees and why (recorded with who gave it). */
export const manualDiscountSchema = z
  .object({
    amount: rupees('Discount'),
    reason: z
      .string({ message: 'Reason is required' })
      .trim()
      .min(1, 'Reason is required')
      .max(200, 'Reason is too long'),
  })
  .strict();
export type ManualDiscountInput = z.input<typeof manualDiscountSchema>;

/** The owner's limit on a staff order's manual discount when none is configured: % of subtotal. */
export const DEFAULT_STAFF_DISCOUNT_LIMIT_PERCENT = 10;
