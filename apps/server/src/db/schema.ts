import { type SQL, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  doublePrecision,
  type ExtraConfigColumn,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** A sort's index: its leading key (none for the name sort), then the name order and the id. */
function sortIndex(
  sort: string,
  t: { name: ExtraConfigColumn; id: ExtraConfigColumn; archivedAt: ExtraConfigColumn },
  leading?: Partial<ExtraConfigColumn> | SQL,
) {
  const builder = index(`products_sort_${sort}_idx`);
  const lower = sql`lower(${t.name}) collate "C"`;
  const exact = sql`${t.name} collate "C"`;
  const columns = leading
    ? builder.on(leading, lower, exact, t.id)
    : builder.on(lower, exact, t.id);
  return columns.where(sql`${t.archivedAt} is null`);
}

/** PostgreSQL's full-text document type; drizzle has no built-in column for it. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Search folding: lower case without accents ("Sofá" → "sofa"). `search_fold` is the immutable
 * wrapper around unaccent() that the search migration creates (unaccent itself is only STABLE, and
 * generated columns and index expressions need IMMUTABLE); the query folds q with the same function.
 */
const fold = (value: SQL) => sql`search_fold(${value})`;

/** Money is integer paise; the API converts to rupees. `images[0]` is the main image. */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    name: text('name').notNull(),
    brand: text('brand').notNull(),
    pricePaise: integer('price_paise').notNull(),
    setPricePaise: integer('set_price_paise'),
    hasSetOption: boolean('has_set_option').notNull().default(false),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    category: text('category').notNull(),
    roomType: text('room_type').notNull(),
    primaryMaterial: text('primary_material').notNull(),
    storage: text('storage').notNull(),
    assembly: text('assembly').notNull(),
    dimensionsCm: text('dimensions_cm').notNull(),
    dimensionsInches: text('dimensions_inches').notNull(),
    weight: text('weight').notNull(),
    warranty: text('warranty').notNull(),
    description: text('description').notNull(),
    rating: doublePrecision('rating').notNull().default(0),
    seatingHeight: integer('seating_height'),
    recommendedMattressSize: text('recommended_mattress_size'),
    stock: integer('stock').notNull().default(0),
    stockThreshold: integer('stock_threshold').notNull().default(10),
    /** Set instead of deleting a product that appears in orders; archived products are hidden. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Name, brand, category and material, folded: where the search_terms trigger takes the
     * catalogue's words from (docs/decisions/020-typo-tolerant-search.md).
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          fold(
            sql`${products.name} || ' ' || ${products.brand} || ' ' || ${products.category} || ' ' || ${products.primaryMaterial}`,
          ),
      ),
    /** Full-text document: the name weighs most (A), then brand, category, material (B), then the description (D). */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        (): SQL => sql`setweight(to_tsvector('english', ${fold(sql`${products.name}`)}), 'A')
        || setweight(to_tsvector('english', ${fold(sql`${products.brand} || ' ' || ${products.category} || ' ' || ${products.primaryMaterial}`)}), 'B')
        || setweight(to_tsvector('english', ${fold(sql`${products.description}`)}), 'D')`,
      ),
  },
  (t) => [
    index('products_category_idx').on(t.category),
    // Search (modules/catalog/product-search-sql.ts): full text over a GIN index; typos are
    // corrected against search_terms first, so products need no trigram index.
    index('products_search_vector_idx').using('gin', t.searchVector),
    // One index per offered sort, in PRODUCT_ORDER's exact expressions (modules/catalog/
    // product-sql.ts) and over visible rows only, so a page, a keyset page and the admin table's
    // page read the index in order instead of sorting the catalogue
    // (docs/decisions/015-catalogue-paging.md). Descending numbers are indexed negated (SORT_KEY);
    // `newest` keeps DESC, which means NULLS FIRST in an ORDER BY, so its index says so too.
    sortIndex('name', t),
    sortIndex('price_asc', t, t.pricePaise.asc()),
    sortIndex('price_desc', t, sql`(-${t.pricePaise})`),
    sortIndex('rating', t, sql`(-${t.rating})`),
    sortIndex('stock_asc', t, t.stock.asc()),
    sortIndex('stock_desc', t, sql`(-${t.stock})`),
    sortIndex('newest', t, t.createdAt.desc().nullsFirst()),
    // Orders take stock with a conditional decrement; this makes "never negative" the database's
    // rule too, whatever writes the row (an admin edit, a script).
    check('products_stock_check', sql`${t.stock} >= 0`),
  ],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    ipAddress: text('ip_address').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);

// ---------------------------------------------------------------------------------------------
// Identity: the tables better-auth reads and writes (user, session, account, verification), with
// the admin plugin's role/ban columns and the shop's phone number. Ids are better-auth's strings.

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  /** Indian mobile number as +91XXXXXXXXXX, or null. */
  phone: text('phone'),
  /** 'user' or 'admin'; only admin:create or another admin can change it. */
  role: text('role').notNull().default('user'),
  banned: boolean('banned').notNull().default(false),
  banReason: text('ban_reason'),
  banExpires: timestamp('ban_expires', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    impersonatedBy: text('impersonated_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    /** The scrypt hash for email-and-password accounts. */
    password: text('password'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('accounts_user_idx').on(t.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

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
    /** 'cod' or 'gateway'. */
    paymentMethod: text('payment_method').notNull(),
    /** 'pending', 'paid', 'failed' or 'refunded'. */
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_created_idx').on(t.createdAt),
    index('orders_status_idx').on(t.status),
    uniqueIndex('orders_idempotency_idx').on(t.userId, t.idempotencyKey),
    check('orders_total_check', sql`${t.totalPaise} >= 0`),
    check(
      'orders_status_check',
      sql`${t.status} in ('new','processing','dispatched','delivered','completed','cancelled')`,
    ),
    check('orders_payment_method_check', sql`${t.paymentMethod} in ('cod','gateway')`),
    check(
      'orders_payment_status_check',
      sql`${t.paymentStatus} in ('pending','paid','failed','refunded')`,
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

// ---------------------------------------------------------------------------------------------
// Payments: one row per gateway order. Verified (or captured) and not yet used by an order is the
// only state an order can be marked paid against.

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'sandbox' or 'razorpay'. */
    gateway: text('gateway').notNull(),
    gatewayOrderId: text('gateway_order_id').notNull().unique(),
    gatewayPaymentId: text('gateway_payment_id').unique(),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    receipt: text('receipt').notNull(),
    /** The priced cart lines the amount was computed from. */
    lines: jsonb('lines').$type<PaymentLine[]>().notNull(),
    /**
     * created → verified (signature checked) → captured (webhook); or failed; or mismatch: the
     * gateway captured another amount or currency, which never counts as paid (decision 014).
     */
    status: text('status').notNull().default('created'),
    errorMessage: text('error_message'),
    /** What a mismatching capture reported (paise, currency), for the admins; null otherwise. */
    receivedAmountPaise: bigint('received_amount_paise', { mode: 'number' }),
    receivedCurrency: text('received_currency'),
    /**
     * The order that used this payment; unique, so a payment pays for one order at most. Deleting
     * a paid order is refused: the money would be left unaccounted for.
     */
    orderId: uuid('order_id')
      .unique()
      .references(() => orders.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    capturedAt: timestamp('captured_at', { withTimezone: true }),
  },
  (t) => [
    index('payments_user_idx').on(t.userId),
    index('payments_unmatched_idx').on(t.status, t.orderId),
    check('payments_amount_check', sql`${t.amountPaise} > 0`),
    check(
      'payments_status_check',
      sql`${t.status} in ('created','verified','captured','failed','mismatch')`,
    ),
  ],
);

export interface PaymentLine {
  productId: string;
  quantity: number;
  selectedSet: boolean;
  unitPricePaise: number;
}

/** Webhook event ids already processed, so a redelivered event is a no-op. */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  eventId: text('event_id').primaryKey(),
  eventType: text('event_type').notNull(),
  payload: jsonb('payload').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The catalogue's words (from names, brands, categories, materials; folded, three letters or more),
 * for "Did you mean". A trigger on products adds the words of every written product (migration
 * 0006_search); words of products since removed stay, and a suggestion is offered only if it finds
 * products (docs/decisions/020-typo-tolerant-search.md).
 */
export const searchTerms = pgTable('search_terms', { term: text('term').primaryKey() }, (t) => [
  index('search_terms_trgm_idx').using('gin', t.term.op('gin_trgm_ops')),
]);
