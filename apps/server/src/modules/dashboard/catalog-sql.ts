import { asc, isNull, sql } from 'drizzle-orm';
import { products } from '../catalog/schema.ts';

/*
 * The dashboard's own conditions over catalog's products table (a read model, listed in
 * scripts/check-boundaries.mjs READ_MODELS). They mirror the catalogue's rules in
 * catalog/product-sql.ts, so the figures count and order products as the shop shows them.
 */

/** What names a product in the low-stock list: id, name, brand and category. */
export const productLabelColumns = {
  id: products.id,
  name: products.name,
  brand: products.brand,
  category: products.category,
};

/** Archived products (kept for order history) count in no figure. */
export const notArchived = isNull(products.archivedAt);

/** The catalogue's locale-free name order: case-insensitive byte order, then name, then id. */
export const byName = [
  asc(sql`lower(${products.name}) collate "C"`),
  asc(sql`${products.name} collate "C"`),
  asc(products.id),
];
