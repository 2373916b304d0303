import { z } from 'zod';
import { COUPON_MESSAGES, couponCodeInputSchema } from './coupon-code.ts';
import { manualDiscountSchema } from './coupons.ts';
import {
  emailSchema,
  fullNameSchema,
  optionalIndianMobile,
  requiredIndianMobile,
} from './identity.ts';
import { SHOWROOM_PAYMENT_MODES, STAFF_ORDER_CHANNELS } from './order-channels.ts';
import { createOrderFieldsSchema, orderLinesOf } from './orders.ts';
import { singleLineString } from './single-line.ts';

/**
 * Orders staff enter in the admin panel for showroom and phone customers (issue #15,
 * docs/decisions/023-staff-orders.md). They go through the same checkout flow as the storefront's.
 */

/** SPEC §8's admin-side texts. */
export const STAFF_ORDER_CREATED = { title: 'Success', description: 'Order created successfully' };
export const STAFF_ORDER_FAILED = { title: 'Error', description: 'Failed to create order' };

/** A walk-in customer created on the spot: name and phone required, e-mail optional. */
export const walkInCustomerSchema = z.object({
  name: fullNameSchema,
  phone: requiredIndianMobile,
  email: z.union([z.literal('').transform(() => null), emailSchema]).nullish(),
});
export type WalkInCustomerInput = z.input<typeof walkInCustomerSchema>;

/** The buyer: an existing customer (account or walk-in) by id, or a new walk-in. */
const customerChoiceSchema = z.union([
  z.object({ user_id: z.string().trim().min(1).max(100) }).strict(),
  z.object({ walk_in: walkInCustomerSchema }).strict(),
]);

const deliverySchema = z.discriminatedUnion(
  'fulfilment',
  [
    // The storefront's own address, pincode and instructions rules.
    createOrderFieldsSchema
      .pick({ address: true, pincode: true, delivery_instructions: true, delivery_slot: true })
      .extend({ fulfilment: z.literal('delivery') }),
    z.object({ fulfilment: z.literal('collect') }),
  ],
  { message: "Choose 'delivery' or 'collect'" },
);

const paymentSchema = z.discriminatedUnion(
  'method',
  [
    z.object({ method: z.literal('cod') }),
    z.object({
      method: z.literal('showroom'),
      mode: z.enum(SHOWROOM_PAYMENT_MODES, { message: 'Choose cash, card or UPI' }),
      reference: singleLineString('Reference number')
        .min(1, 'Reference number is required')
        .max(100, 'Reference number is too long'),
    }),
  ],
  { message: "Payment must be 'cod' or 'showroom'" },
);

/** The staff form's words for an order with no lines yet: staff have no cart. */
export const NO_PRODUCTS_ADDED = 'No products added yet';

/**
 * POST /admin/orders. No price, total or status field exists: the server prices the lines from
 * the database like any order (a discount is a coupon or a manual discount within the owner's
 * limit, never a typed price).
 */
export const staffOrderBodySchema = z
  .object({
    channel: z.enum(STAFF_ORDER_CHANNELS, { message: 'Channel must be showroom or phone' }),
    customer: customerChoiceSchema,
    items: orderLinesOf(NO_PRODUCTS_ADDED),
    delivery: deliverySchema,
    payment: paymentSchema,
    /**
     * The number to call for this order when the buyer's own differs or is missing (an account
     * without a phone); a walk-in's phone is the one staff entered for them (issue #26).
     */
    phone: optionalIndianMobile,
    /** A coupon, as at checkout (decision 059). */
    coupon_code: couponCodeInputSchema.nullish(),
    /** Or the staff member's own discount, within the owner's limit, recorded with their name. */
    manual_discount: manualDiscountSchema.nullish(),
  })
  .superRefine((body, ctx) => {
    if (body.coupon_code && body.manual_discount) {
      ctx.addIssue({
        code: 'custom',
        path: ['manual_discount'],
        message: COUPON_MESSAGES.couponOrManual,
      });
    }
  });
export type StaffOrderBody = z.input<typeof staffOrderBodySchema>;
export type StaffOrderInput = z.output<typeof staffOrderBodySchema>;

/** GET /admin/order-customers?q=: accounts and walk-ins the "New order" dialog can pick. */
export const staffOrderCustomerSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The account's e-mail, or the walk-in's contact e-mail (null when none was given). */
  email: z.string().nullable(),
  phone: z.string().nullable(),
  walk_in: z.boolean(),
});
export type StaffOrderCustomer = z.infer<typeof staffOrderCustomerSchema>;
export const staffOrderCustomerQuerySchema = z.object({
  q: z.string().trim().min(2, 'Type at least 2 characters').max(100, 'Search text is too long'),
});

/**
 * The storefront page the mailed claim link opens (`?token=…`, decision 023): the mail builds its
 * link with it, the web app routes it and the server answers it as a page of its own.
 */
export const ORDER_CLAIM_PATH = '/claim-orders';

/** POST /profile/order-claims/confirm: the token from the mailed link. */
export const orderClaimConfirmBodySchema = z.object({
  token: singleLineString('Token').min(1, 'Token is required').max(200, 'Token is too long'),
});
export const orderClaimResultSchema = z.object({ claimed_orders: z.number() });
export type OrderClaimResult = z.infer<typeof orderClaimResultSchema>;
