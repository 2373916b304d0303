import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Inventory's view of the stock, which still lives on the products row (docs/decisions/040):
 * the catalog module declares the table and its migrations (catalog/schema.ts); this view names
 * only what inventory reads and the one column it writes. db/schema.ts does NOT re-export it, or
 * drizzle-kit would see a second `products` table. When stock moves to a narrow table of its
 * own (a measured decision), only this file and a migration change.
 */
export const stockLevels = pgTable('products', {
  productId: uuid('id').primaryKey(),
  /** Read for a refusal's message ("Only 2 left of Jaipur Sofa"). */
  name: text('name').notNull(),
  stock: integer('stock').notNull(),
  /** An archived product sells no more; its stock is neither taken nor counted as available. */
  archivedAt: timestamp('archived_at', { withTimezone: true }),
});
