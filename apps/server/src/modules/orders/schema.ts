import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { products } from '../catalog/schema.ts';
import { users } from '../identity/schema.ts';

// Orders, their item snapshots and status history. Owned by this module: only its
// data layer (repository files) imports this file (docs/decisions/040).

// ---------------------------------------------------------------------------------------------
// Orders: the order, a snapshot of each line, and one history row per status change.

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    /** The number customers and staff say out loud ("Order #1001"). */
    number: integer('number').notNull().unique().generatedAlwaysAsIdentity({ startWith: 1001 }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    customerName: text('customer_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    address: text('address').notNull(),
    pincode: text('pincode').notNull(),
    deliveryInstructions: text('delivery_instructions').notNull().default(''),
    totalPaise: integer('total_paise').notNull(),
    /** The delivery charge inside totalPaise (decision 049): the zone's at placing, 0 to collect. */
    deliveryPaise: integer('delivery_paise').notNull().default(0),
    /** 'cod' or 'gateway'. */
    paymentMethod: text('payment_method').notNull(),
    /** 'pending', 'paid', 'failed', 'partially_refunded' or 'refunded' (docs/decisions/017). */
    paymentStatus: text('payment_status').notNull().default('pending'),
    paymentReferenceId: text('payment_reference_id'),
    razorpayOrderId: text('razorpay_order_id'),
    paymentErrorMessage: text('payment_error_message'),
    /** new, processing, dispatched, delivered, completed or cancelled. */
    status: text('status').notNull().default('new'),
    /** True while the order holds its items' stock; cancelling releases it exactly once. */
    holdsStock: boolean('holds_stock').notNull().default(true),
    ipAddress: text('ip_address').notNull(),
    idempotencyKey: text('idempotency_key'),
    /** sha256 of the request body the idempotency key was first used with. */
    requestHash: text('request_hash'),
    /** online (the storefront), showroom or phone (entered by staff, docs/decisions/023). */
    channel: text('channel').notNull().default('online'),
    /** The admin who entered a staff order, and their name as it was then; null online. */
    createdByAdminId: text('created_by_admin_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdByName: text('created_by_name'),
    /** delivery, or collect: handed over at the showroom (no address or pincode). */
    fulfilment: text('fulfilment').notNull().default('delivery'),
    /** cash, card or upi when paid at the showroom. */
    paymentMode: text('payment_mode'),
    /** Taken off the items, inside totalPaise (decision 059): a coupon's or a staff member's. */
    discountPaise: integer('discount_paise').notNull().default(0),
    /** The coupon that gave the discount, as typed upper-case; null without one. */
    couponCode: text('coupon_code'),
    /** The staff member who gave a staff order's discount (id, and name as it was), and why. */
    discountGivenById: text('discount_given_by_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    discountGivenBy: text('discount_given_by'),
    discountReason: text('discount_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_created_idx').on(t.createdAt),
    index('orders_status_idx').on(t.status),
    // A customer's key is theirs; a staff order's key is the admin's who entered it (a walk-in's
    // orders can later move to an account, which must not collide with the account's own keys).
    uniqueIndex('orders_idempotency_idx')
      .on(t.userId, t.idempotencyKey)
      .where(sql`${t.createdByAdminId} is null`),
    uniqueIndex('orders_staff_idempotency_idx')
      .on(t.createdByAdminId, t.idempotencyKey)
      .where(sql`${t.createdByAdminId} is not null`),
    index('orders_channel_idx').on(t.channel),
    check('orders_total_check', sql`${t.totalPaise} >= 0`),
    check('orders_delivery_check', sql`${t.deliveryPaise} >= 0`),
    check('orders_discount_check', sql`${t.discountPaise} >= 0`),
    check(
      'orders_status_check',
      sql`${t.status} in ('new','processing','dispatched','delivered','completed','cancelled')`,
    ),
    check('orders_payment_method_check', sql`${t.paymentMethod} in ('cod','gateway','showroom')`),
    check('orders_channel_check', sql`${t.channel} in ('online','showroom','phone')`),
    check('orders_fulfilment_check', sql`${t.fulfilment} in ('delivery','collect')`),
    check(
      'orders_payment_mode_check',
      sql`(${t.paymentMethod} = 'showroom') = coalesce(${t.paymentMode} in ('cash','card','upi'), false)`,
    ),
    check(
      'orders_payment_status_check',
      sql`${t.paymentStatus} in ('pending','paid','failed','partially_refunded','refunded')`,
    ),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Products in orders are archived, never deleted, so this always resolves. */
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    productName: text('product_name').notNull(),
    productImage: text('product_image').notNull().default(''),
    productBrand: text('product_brand').notNull(),
    productCategory: text('product_category').notNull(),
    unitPricePaise: integer('unit_price_paise').notNull(),
    quantity: integer('quantity').notNull(),
    selectedSet: boolean('selected_set').notNull().default(false),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_product_idx').on(t.productId),
    check('order_items_quantity_check', sql`${t.quantity} between 1 and 99`),
    check('order_items_price_check', sql`${t.unitPricePaise} >= 0`),
  ],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    /**
     * Insertion order. Changes to one order are written under its row lock, so this is the order
     * they happened in, even when two share a created_at (PGlite's clock counts milliseconds).
     */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    /** Who made the change; null for the system (e.g. a webhook). */
    changedBy: text('changed_by').references(() => users.id, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
    /**
     * clock_timestamp(), not now(): now() is the transaction's start, so two changes in one
     * transaction would share a time and read back in any order.
     */
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.seq)],
);
