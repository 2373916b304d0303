import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAtNow, insertionOrder, updatedAtNow, uuidPrimaryKey } from '../../db/columns.ts';
import { orders } from '../orders/schema.ts';

// Coupons, the orders that used them and each customer's count (docs/decisions/059). Owned by this
// module: only its repository imports this file at run time (decision 040).

/**
 * A coupon. `used` counts the live redemptions: raised by a conditional update in the order's
 * transaction (`used < usage_limit`), so its row lock settles a race for the last use, and
 * lowered once when a redeemed order is cancelled.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: uuidPrimaryKey(),
    /** Creation order: the admin list's newest first, even for two made in one millisecond. */
    seq: insertionOrder(),
    /** Upper-case; matched whatever the case typed. */
    code: text('code').notNull().unique(),
    description: text('description').notNull().default(''),
    /** 'percent' or 'flat'. */
    type: text('type').notNull(),
    /** Whole percent for 'percent', paise for 'flat'. */
    value: integer('value').notNull(),
    maxDiscountPaise: integer('max_discount_paise'),
    minCartPaise: integer('min_cart_paise'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** Inclusive: a day-only end is 23:59:59.999 in India. */
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    usageLimit: integer('usage_limit'),
    perCustomerLimit: integer('per_customer_limit'),
    /** Stored category values; empty: every category. */
    categories: text('categories').array().notNull().default(sql`'{}'::text[]`),
    /** Product ids; empty: every product (with categories, a line matching either is eligible). */
    productIds: text('product_ids').array().notNull().default(sql`'{}'::text[]`),
    public: boolean('public').notNull().default(false),
    used: integer('used').notNull().default(0),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAtNow(),
    updatedAt: updatedAtNow(),
  },
  (t) => [
    check('coupons_type_check', sql`${t.type} in ('percent','flat')`),
    check('coupons_value_check', sql`${t.value} > 0 and (${t.type} = 'flat' or ${t.value} <= 90)`),
    check('coupons_used_check', sql`${t.used} >= 0`),
    check('coupons_window_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/**
 * One order's use of a coupon. `released_at` is set once, when the order is cancelled, in the
 * statement that gives the use back, so a use is returned exactly once. `customer_id` is the
 * buyer's account id (no foreign key: it keys the per-customer count, and ids are never reused).
 */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'restrict' }),
    customerId: text('customer_id').notNull(),
    discountPaise: integer('discount_paise').notNull(),
    createdAt: createdAtNow(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    index('coupon_redemptions_coupon_idx').on(t.couponId).where(sql`${t.releasedAt} is null`),
    check('coupon_redemptions_discount_check', sql`${t.discountPaise} >= 0`),
  ],
);

/**
 * A customer's live uses of a coupon, raised by a conditional upsert (`used < per_customer_limit`)
 * in the order's transaction: concurrent orders of one customer queue on this row.
 */
export const couponCustomerUses = pgTable(
  'coupon_customer_uses',
  {
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    customerId: text('customer_id').notNull(),
    used: integer('used').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.couponId, t.customerId] }),
    check('coupon_customer_uses_used_check', sql`${t.used} >= 0`),
  ],
);
