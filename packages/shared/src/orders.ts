import { z } from 'zod';
import { cashReceiptSchema } from './cash-receipts.ts';
import { couponCodeInputSchema } from './coupon-code.ts';
import { deliverySlotChoiceSchema, orderDeliverySlotSchema } from './delivery-slots.ts';
import { optionalIndianMobile } from './identity.ts';
import { FULFILMENTS, ORDER_CHANNELS, SHOWROOM_PAYMENT_MODES } from './order-channels.ts';
import {
  LINE_QUANTITY_RULE,
  MAX_LINE_QUANTITY,
  MAX_ORDER_LINES,
  MAX_ORDER_TOTAL_RUPEES,
} from './order-limits.ts';
import {
  ORDER_PAYMENT_METHODS,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
} from './order-status.ts';
import { PINCODE_PATTERN } from './pincode.ts';
import { refundSchema } from './refunds.ts';
import { requiredWhen } from './required-when.ts';
import { singleLineString } from './single-line.ts';

export { LINE_QUANTITY_RULE, MAX_LINE_QUANTITY, MAX_ORDER_LINES, MAX_ORDER_TOTAL_RUPEES };

/** One cart line as the client sends it; prices are never read from the client. */
export const orderLineInputSchema = z.object({
  product_id: z.uuid('Unknown product'),
  quantity: z
    .number({ message: LINE_QUANTITY_RULE })
    .int(LINE_QUANTITY_RULE)
    .min(1, LINE_QUANTITY_RULE)
    .max(MAX_LINE_QUANTITY, LINE_QUANTITY_RULE),
  selected_set: z.boolean().default(false),
});
export type OrderLineInput = z.input<typeof orderLineInputSchema>;

/** An order's lines; `emptyMessage` says "none" in the words of the screen that sends them. */
export const orderLinesOf = (emptyMessage: string) =>
  z
    .array(orderLineInputSchema)
    .min(1, emptyMessage)
    .max(MAX_ORDER_LINES, `An order can hold at most ${MAX_ORDER_LINES} lines`);

/** A shopper's order lines: their cart (SPEC §5: an empty cart gives 'Your cart is empty'). */
export const orderLinesSchema = orderLinesOf('Your cart is empty');

/**
 * A delivery pincode's form (SPEC §5). Whether it exists is the server's to say, from its kept
 * dataset (decision 048): an unknown one is a 400 with a field error on every route.
 */
export const pincodeSchema = singleLineString('Pincode').regex(
  PINCODE_PATTERN,
  'Invalid Indian pincode',
);

/**
 * POST /orders' fields without the cross-field rule, for forms that pick some of them (zod refuses
 * .pick() on a refined object).
 */
export const createOrderFieldsSchema = z.object({
  address: z
    .string()
    .trim()
    .min(1, 'Delivery address is required')
    .max(500, 'Delivery address is too long'),
  pincode: pincodeSchema,
  delivery_instructions: z
    .string()
    .trim()
    .max(500, 'Delivery instructions are too long')
    .optional()
    .default(''),
  /**
   * The number the delivery team calls (issue #26). Optional here: an account that has one may
   * leave it out; the server refuses an order with neither, and saves a new one to the profile.
   */
  phone: optionalIndianMobile,
  payment_method: z.enum(PAYMENT_METHODS, { message: 'Payment method must be cod or gateway' }),
  /** Required for 'gateway': the verified payment this order is paid with. */
  razorpay_order_id: singleLineString('Payment order id').max(100).optional().nullable(),
  items: orderLinesSchema,
  /**
   * The day and slot the shopper picked (docs/decisions/050): booked with the order, or 409 when
   * it is full. Optional in the schema only because the rule depends on the shop: the server
   * refuses a delivery without one (400 on `delivery_slot`) while any slot is switched on
   * (decision 057).
   */
  delivery_slot: deliverySlotChoiceSchema.nullish(),
  /**
   * A coupon (decision 059): the server checks it and takes its discount off; a code that does not
   * apply is a field error on `coupon_code` and no order. Case does not matter.
   */
  coupon_code: couponCodeInputSchema.nullish(),
});

/**
 * POST /orders. Name and e-mail come from the account, the phone from the body or else the
 * account, and the total, prices, status, IP and user id from the server: those fields are
 * accepted for compatibility and ignored.
 */
export const createOrderBodySchema = createOrderFieldsSchema.superRefine(
  requiredWhen(
    'razorpay_order_id',
    'Online payment needs the razorpay_order_id of a verified payment',
    (body) => body.payment_method === 'gateway' && !body.razorpay_order_id,
  ),
);
export type CreateOrderBody = z.input<typeof createOrderBodySchema>;
/** A validated POST /orders body, as the server's orders module uses it. */
export type CreateOrderInput = z.output<typeof createOrderBodySchema>;

export const orderItemSchema = z.object({
  id: z.string(),
  quantity: z.number(),
  /** Unit price in rupees, as charged. */
  price: z.number(),
  selected_set: z.boolean(),
  name: z.string(),
  product: z.object({
    id: z.string(),
    name: z.string(),
    price: z.number(),
    image: z.string(),
    brand: z.string(),
    category: z.string(),
    description: z.string(),
  }),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const orderHistoryEntrySchema = z.object({
  status: z.enum(ORDER_STATUSES),
  at: z.string(),
});

/** An order as read (SPEC §3), with the display number, history and `date` for the profile. */
export const orderSchema = z.object({
  id: z.string(),
  number: z.number(),
  customer_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  items: z.array(orderItemSchema),
  total_amount: z.number(),
  /** Rupees, inside total_amount: the zone's charge when placed, 0 for a collection (issue #26). */
  delivery_charge: z.number(),
  payment_method: z.enum(ORDER_PAYMENT_METHODS),
  payment_status: z.enum(PAYMENT_STATUSES),
  payment_reference_id: z.string().nullable(),
  razorpay_order_id: z.string().nullable(),
  payment_error_message: z.string().nullable(),
  status: z.enum(ORDER_STATUSES),
  created_at: z.string(),
  date: z.string(),
  address: z.string(),
  pincode: z.string(),
  delivery_instructions: z.string(),
  history: z.array(orderHistoryEntrySchema),
  /** Oldest first (docs/decisions/017). */
  refunds: z.array(refundSchema),
  /** online, showroom or phone (docs/decisions/023). */
  channel: z.enum(ORDER_CHANNELS),
  /** 'collect' when the customer collects it at the showroom (no address). */
  fulfilment: z.enum(FULFILMENTS),
  /** cash, card or upi for an order paid at the showroom; null otherwise. */
  payment_mode: z.enum(SHOWROOM_PAYMENT_MODES).nullable(),
  /** The staff member who entered it; null for the customer's own order. */
  created_by: z.object({ id: z.string().nullable(), name: z.string() }).nullable(),
  /** Cash on delivery: the cash staff recorded as received (issue #24); null until then. */
  cash_received: cashReceiptSchema.nullable(),
  /** The booked delivery day and slot; null for a collected order or one without a slot. */
  delivery_slot: orderDeliverySlotSchema.nullable(),
  /** Rupees taken off the items (decision 059): total_amount = items − discount + delivery. */
  discount_amount: z.number(),
  /** The coupon that gave the discount; null without one (or for a staff member's own discount). */
  coupon_code: z.string().nullable(),
  /** The staff member who gave a staff order's discount, and why; null otherwise. */
  discount_given_by: z.string().nullable(),
  discount_reason: z.string().nullable(),
});
export type Order = z.infer<typeof orderSchema>;

const statusEnum = (what: string) =>
  z.enum(ORDER_STATUSES, { message: `${what} must be one of ${ORDER_STATUSES.join(', ')}` });

/**
 * PUT /orders/{id}/status (admin). `expected_status` is the status the admin saw: the change is
 * made only if the order still has it, else 409 `status_conflict` (docs/decisions/013). Without
 * it the server uses the status it reads; the transition table applies either way.
 */
export const orderStatusBodySchema = z.object({
  status: statusEnum('Status'),
  expected_status: statusEnum('Expected status').optional(),
});
export type OrderStatusBody = z.infer<typeof orderStatusBodySchema>;

export const customerCancelBodySchema = z.object({
  status: z.literal('cancelled', { message: "Only {status: 'cancelled'} is allowed" }),
});
