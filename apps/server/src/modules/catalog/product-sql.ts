import { normalizeCategory } from '@sheesham/shared';
import type { AdminProductSort } from '@sheesham/shared/admin-products';
import { asc, desc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { products } from '../../db/schema.ts';
import { containsPattern } from '../../lib/like-pattern.ts';

/** SQL pieces the storefront reads and the admin list share. */

/** What names a product in a list or an order line: id, name, brand and category. */
export const productLabelColumns = {
  id: products.id,
  name: products.name,
  brand: products.brand,
  category: products.category,
};

/** Archived products (kept for order history) are invisible everywhere but in orders. */
export const visible = isNull(products.archivedAt);

/**
 * Name order that PGlite and every PostgreSQL server agree on, whatever their locale:
 * case-insensitive, byte order ("C"), then the exact name and the id as tie-breakers.
 */
export const byName = [
  asc(sql`lower(${products.name}) collate "C"`),
  asc(sql`${products.name} collate "C"`),
  asc(products.id),
];

/** Every sort ends in the name order, so equal keys never shuffle between pages. */
export const PRODUCT_ORDER: Record<AdminProductSort, SQL[]> = {
  name: byName,
  price_asc: [asc(products.pricePaise), ...byName],
  price_desc: [desc(products.pricePaise), ...byName],
  rating: [desc(products.rating), ...byName],
  stock_asc: [asc(products.stock), ...byName],
  stock_desc: [desc(products.stock), ...byName],
  newest: [desc(products.createdAt), ...byName],
};

/** q appears in any of `columns`, or q names a category by its label (e.g. "dining sets"). */
export function textMatch(q: string, columns: readonly AnyPgColumn[]): SQL {
  const pattern = containsPattern(q);
  const conditions = columns.map((column) => ilike(column, pattern));
  const category = normalizeCategory(q);
  if (category) conditions.push(eq(products.category, category));
  return or(...conditions) as SQL;
}
