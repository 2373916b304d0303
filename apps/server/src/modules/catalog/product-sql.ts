import { normalizeCategory } from '@sheesham/shared';
import type { AdminProductSort } from '@sheesham/shared/admin-products';
import { asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { containsPattern } from '../../lib/like-pattern.ts';
import { byName, notArchived, productLabelColumns, products } from './schema.ts';

/** SQL pieces the storefront reads and the admin list share. */

// The product label, the not-archived condition and the name order live beside the table
// (schema.ts), where the dashboard's read model takes them too.
export { byName, notArchived, productLabelColumns };

/**
 * Each sort's leading key, ascending: a descending numeric sort orders by the negated column, so
 * every sort is ascending throughout and one row comparison (keyset paging) walks its index from
 * any position (docs/decisions/015-catalogue-paging.md). schema.ts indexes these expressions.
 */
export const SORT_KEY = {
  price_asc: sql`${products.pricePaise}`,
  price_desc: sql`(-${products.pricePaise})`,
  rating: sql`(-${products.rating})`,
  stock_asc: sql`${products.stock}`,
  stock_desc: sql`(-${products.stock})`,
} satisfies Partial<Record<AdminProductSort, SQL>>;

/** Every sort ends in the name order, so equal keys never shuffle between pages. */
export const PRODUCT_ORDER: Record<AdminProductSort, SQL[]> = {
  name: byName,
  price_asc: [asc(SORT_KEY.price_asc), ...byName],
  price_desc: [asc(SORT_KEY.price_desc), ...byName],
  rating: [asc(SORT_KEY.rating), ...byName],
  stock_asc: [asc(SORT_KEY.stock_asc), ...byName],
  stock_desc: [asc(SORT_KEY.stock_desc), ...byName],
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
