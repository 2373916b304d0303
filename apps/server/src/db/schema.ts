import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  type ExtraConfigColumn,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
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
    /**
     * The name alone, and the brand, category and material alone, as full-text documents: the
     * search's relevance tiers test them row by row, which is several times cheaper than testing
     * weights in search_vector (docs/decisions/029-catalogue-at-scale.md).
     */
    nameVector: tsvector('name_vector')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`to_tsvector('english', ${fold(sql`${products.name}`)})`),
    metaVector: tsvector('meta_vector')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`to_tsvector('english', ${fold(sql`${products.brand} || ' ' || ${products.category} || ' ' || ${products.primaryMaterial}`)})`,
      ),
  },
  (t) => [
    index('products_category_idx').on(t.category),
    // Search (modules/catalog/product-search-sql.ts): full text over a GIN index; typos are
    // corrected against search_terms first, so products need no trigram index.
    index('products_search_vector_idx').using('gin', t.searchVector),
    // A rare word's relevance tier is found here; a common word's is read in the name order
    // through products_search_walk_idx (migration 0012, hand-written: drizzle has no INCLUDE).
    index('products_name_vector_idx')
      .using('gin', t.nameVector)
      .where(sql`${t.archivedAt} is null`),
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

/**
 * How many visible products each combination of the listing's facets has (category, and material,
 * brand and storage lower-cased as the filters compare them), kept exact by triggers on products
 * (migration 0011_catalogue_counts): the total of a listing without a search or price filter is a
 * sum over at most a few hundred rows instead of a count over the catalogue
 * (docs/decisions/029-catalogue-at-scale.md).
 */
export const productCounts = pgTable(
  'product_counts',
  {
    category: text('category').notNull(),
    material: text('material').notNull(),
    brand: text('brand').notNull(),
    storage: text('storage').notNull(),
    visible: integer('visible').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.category, t.material, t.brand, t.storage] }),
    check('product_counts_visible_check', sql`${t.visible} >= 0`),
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

export const users = pgTable(
  'users',
  {
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
    /**
     * A showroom or phone customer staff entered (docs/decisions/023): no password (no accounts
     * row), so it cannot sign in, and `email` is a placeholder no one can sign up with. The address
     * the customer gave is `contactEmail`; orders join an account only through a mailed claim link.
     */
    walkIn: boolean('walk_in').notNull().default(false),
    contactEmail: text('contact_email'),
    /** The account whose owner proved `contactEmail`; its orders moved there. */
    claimedBy: text('claimed_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One walk-in per phone number: two desks creating the same customer at once get one row.
    uniqueIndex('users_walk_in_phone_idx').on(t.phone).where(sql`${t.walkIn}`),
    index('users_contact_email_idx').on(sql`lower(${t.contactEmail})`).where(sql`${t.walkIn}`),
  ],
);

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
    /** 'sandbox', 'razorpay', or 'showroom' (taken at the counter; never refunded by a gateway). */
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
    /**
     * Paise of pending and processed refunds (docs/decisions/017). Raised under this row's lock in
     * the transaction that inserts the refund, lowered when a refund fails; the check below is
     * the database's own guard that refunds never exceed what was paid.
     */
    refundedPaise: integer('refunded_paise').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    capturedAt: timestamp('captured_at', { withTimezone: true }),
    /** A showroom payment's mode (cash, card, upi), its slip or UPI reference, who took it. */
    showroomMode: text('showroom_mode'),
    showroomReference: text('showroom_reference'),
    receivedBy: text('received_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('payments_user_idx').on(t.userId),
    index('payments_unmatched_idx').on(t.status, t.orderId),
    check('payments_amount_check', sql`${t.amountPaise} > 0`),
    check(
      'payments_refunded_check',
      sql`${t.refundedPaise} >= 0 and ${t.refundedPaise} <= ${t.amountPaise}`,
    ),
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

// ---------------------------------------------------------------------------------------------
// Refunds (docs/decisions/017): one row per refund of a paid payment. The row is written in the
// transaction that decides the refund (a cancel, an admin's partial refund); the gateway is called
// after commit, by the row's id, and retried until it answers.

export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    /** Insertion order (PGlite's clock counts milliseconds, docs/decisions/010). */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    /** The gateway's payment id the refund is made against ('pay_…'). */
    gatewayPaymentId: text('gateway_payment_id').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    /** pending → processed or failed, never back. */
    status: text('status').notNull().default('pending'),
    /** The gateway's refund id ('rfnd_…'), once the gateway accepted the refund. */
    gatewayRefundId: text('gateway_refund_id').unique(),
    reason: text('reason').notNull(),
    /** Who decided it (the cancelling customer, the admin); null for the system. */
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** An admin's Idempotency-Key, unique per order. */
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    failureReason: text('failure_reason'),
    /** Gateway calls made so far, the earliest time of the next one, and why the last failed. */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    /**
     * A signed refund event that contradicted this refund (issue #24): the amount (paise), currency
     * and payment id it reported, the first such event's, and when it came. Null until one does.
     * The refund stays as it was; admins see it (GET /admin/refunds/mismatched).
     */
    reportedAmountPaise: bigint('reported_amount_paise', { mode: 'number' }),
    reportedCurrency: text('reported_currency'),
    reportedGatewayPaymentId: text('reported_gateway_payment_id'),
    mismatchReportedAt: timestamp('mismatch_reported_at', { withTimezone: true }),
  },
  (t) => [
    index('refunds_order_idx').on(t.orderId, t.seq),
    index('refunds_mismatch_idx')
      .on(t.mismatchReportedAt)
      .where(sql`${t.mismatchReportedAt} is not null and ${t.status} = 'pending'`),
    index('refunds_unsent_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending' and ${t.gatewayRefundId} is null`),
    uniqueIndex('refunds_idempotency_idx').on(t.orderId, t.idempotencyKey),
    check('refunds_amount_check', sql`${t.amountPaise} > 0`),
    check('refunds_status_check', sql`${t.status} in ('pending','processed','failed')`),
  ],
);

/**
 * The cash staff collected for a cash-on-delivery order (issue #24). The order's id is the key, so
 * an order's cash is recorded once whatever races; the order's payment status becomes 'paid' in
 * the same transaction.
 */
export const cashReceipts = pgTable(
  'cash_receipts',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** Always the order's total when it was recorded. */
    amountPaise: integer('amount_paise').notNull(),
    /** The day in India the cash was handed over. */
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    /** Who took the cash (the delivery driver, the counter), as staff wrote it. */
    receivedBy: text('received_by').notNull(),
    /** A receipt or slip number; '' when none. */
    reference: text('reference').notNull().default(''),
    /** The admin who recorded it, and their name as it was then. */
    recordedBy: text('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    recordedByName: text('recorded_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('cash_receipts_amount_check', sql`${t.amountPaise} > 0`)],
);

// ---------------------------------------------------------------------------------------------
// GST tax documents (docs/decisions/018-gst-invoices.md): invoices and credit notes, each with
// the facts it was issued with, so its PDF reads the same whatever changes later.

/** The last number issued per series ('invoice', 'credit_note') and financial year ("2026-27"). */
export const taxDocumentCounters = pgTable(
  'tax_document_counters',
  {
    series: text('series').notNull(),
    financialYear: text('financial_year').notNull(),
    last: integer('last').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.series, t.financialYear] }),
    check('tax_document_counters_series_check', sql`${t.series} in ('invoice','credit_note')`),
  ],
);

export const taxDocuments = pgTable(
  'tax_documents',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    /** 'invoice' or 'credit_note'; each kind has its own number series. */
    kind: text('kind').notNull(),
    financialYear: text('financial_year').notNull(),
    /**
     * Position in its series and year: 1, 2, 3… with no gaps. Null only inside the transaction
     * that issues the document: a trigger numbers it as that transaction commits (migration 0013,
     * docs/decisions/030-invoice-numbered-at-commit.md).
     */
    sequence: integer('sequence'),
    /** As printed, e.g. SH/26-27/000123; set with `sequence`. */
    number: text('number').unique(),
    /** What the printed number starts with, e.g. "SH/26-27/": the commit trigger appends the six digits. */
    numberPrefix: text('number_prefix').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** A credit note's invoice. */
    invoiceId: uuid('invoice_id').references((): AnyPgColumn => taxDocuments.id, {
      onDelete: 'restrict',
    }),
    /** The refund a credit note records, when it records one. */
    refundId: uuid('refund_id').references(() => refunds.id, { onDelete: 'restrict' }),
    reason: text('reason'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    /** Seller, buyer, place of supply and lines as issued (TaxDocumentFacts). */
    facts: jsonb('facts').notNull(),
    totalPaise: integer('total_paise').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tax_documents_series_idx').on(t.kind, t.financialYear, t.sequence),
    // One invoice per order; any number of credit notes, at most one per refund.
    uniqueIndex('tax_documents_invoice_order_idx').on(t.orderId).where(sql`${t.kind} = 'invoice'`),
    uniqueIndex('tax_documents_refund_idx').on(t.refundId).where(sql`${t.refundId} is not null`),
    index('tax_documents_order_idx').on(t.orderId),
    check('tax_documents_kind_check', sql`${t.kind} in ('invoice','credit_note')`),
    check('tax_documents_total_check', sql`${t.totalPaise} > 0`),
    // Six digits in the printed number; the millionth document of a year fails loudly instead.
    check('tax_documents_sequence_check', sql`${t.sequence} between 1 and 999999`),
    check('tax_documents_numbered_check', sql`(${t.sequence} is null) = (${t.number} is null)`),
    check(
      'tax_documents_credit_note_check',
      sql`(${t.kind} = 'invoice') = (${t.invoiceId} is null)`,
    ),
  ],
);

// ---------------------------------------------------------------------------------------------
// Mail: a transactional outbox (docs/decisions/019-mail-outbox.md). A row is written in the same
// transaction as the change that causes it; the worker sends it later, with retries.

/** What the worker attaches at send time, resolved by kind (e.g. the invoice PDF). */
export interface MailAttachmentRef {
  kind: string;
  [key: string]: string | number;
}

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    /** Insertion order: PGlite's clock can give two rows one created_at. */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    /** order_placed, order_paid, order_dispatched, …, staff_new_order (mail/mail-kinds.ts). */
    kind: text('kind').notNull(),
    /** One mail per event: an event enqueued twice (a retried request) is one row. */
    dedupeKey: text('dedupe_key').notNull().unique(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    attachments: jsonb('attachments').$type<MailAttachmentRef[]>().notNull().default([]),
    /**
     * pending → sending (leased by a worker) → sent; back to pending with a later
     * next_attempt_at after a failure; failed after the last attempt; held when no SMTP_URL is
     * set (kept for the admin's Mail view).
     */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** While status is 'sending': the lease; a row whose lease ran out is claimed again. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** The claim that holds the lease, so only its worker can finish the row. */
    leaseId: uuid('lease_id'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('mail_outbox_seq_idx').on(t.seq),
    check(
      'mail_outbox_status_check',
      sql`${t.status} in ('pending','sending','sent','failed','held')`,
    ),
    check('mail_outbox_attempts_check', sql`${t.attempts} >= 0`),
  ],
);

/**
 * The catalogue's words (from names, brands, categories, materials; folded, three letters or more),
 * for "Did you mean". A trigger on products adds the words of every written product (migration
 * 0009_search); words of products since removed stay, and a suggestion is offered only if it finds
 * products (docs/decisions/020-typo-tolerant-search.md).
 */
export const searchTerms = pgTable(
  'search_terms',
  {
    term: text('term').primaryKey(),
    /**
     * A product's name has (or had) the word; set by the same triggers (migration 0012). A search
     * skips the relevance tiers "in the name" for a word no name has, instead of walking the name
     * order in vain (docs/decisions/029-catalogue-at-scale.md).
     */
    inName: boolean('in_name').notNull().default(false),
    /** The word's English stem as a tsvector's text ('reclin' for recliner), to match a typed word's. */
    stem: text('stem')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`strip(to_tsvector('english', ${searchTerms.term}))::text`),
  },
  (t) => [
    index('search_terms_trgm_idx').using('gin', t.term.op('gin_trgm_ops')),
    index('search_terms_name_stem_idx').on(t.stem).where(sql`${t.inName}`),
  ],
);

/**
 * Mailed links that prove an account's owner holds the e-mail a walk-in gave in the showroom
 * (docs/decisions/023). Only the sha256 of the token is stored; a token works once, before it expires.
 */
export const orderClaimTokens = pgTable(
  'order_claim_tokens',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    tokenHash: text('token_hash').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The address the link was mailed to (the account's, lower case). */
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_claim_tokens_user_idx').on(t.userId)],
);
