import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

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
  },
  (t) => [
    index('products_category_idx').on(t.category),
    index('products_price_idx').on(t.pricePaise),
    index('products_name_idx').on(t.name),
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
