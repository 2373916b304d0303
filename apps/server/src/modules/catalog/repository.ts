import { and, asc, count, eq, gte, ilike, inArray, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { products } from '../../db/schema.ts';
import type { Database } from '../../db/types.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { type ProductRow, productColumns } from './mapper.ts';
import { afterCursor } from './product-cursor.ts';
import type { ProductFilter } from './product-filter.ts';
import { byName, textMatch as matchIn, PRODUCT_ORDER, visible } from './product-sql.ts';

/** The storefront's q: name, brand, category (also by its label), material, description. */
const SEARCHED = [
  products.name,
  products.brand,
  products.category,
  products.primaryMaterial,
  products.description,
];
const textMatch = (q: string) => matchIn(q, SEARCHED);

function lowerIn(column: AnyPgColumn, values: string[]): SQL {
  return inArray(sql`lower(${column})`, values);
}

function whereFor(filter: ProductFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [visible];
  if (filter.q) conditions.push(textMatch(filter.q));
  if (filter.category) conditions.push(eq(products.category, filter.category));
  if (filter.materials) conditions.push(lowerIn(products.primaryMaterial, filter.materials));
  if (filter.storage) conditions.push(lowerIn(products.storage, filter.storage));
  if (filter.brands) conditions.push(lowerIn(products.brand, filter.brands));
  // Price filters compare the regular price, as the listing's price inputs do.
  if (filter.minPricePaise !== undefined)
    conditions.push(gte(products.pricePaise, filter.minPricePaise));
  if (filter.maxPricePaise !== undefined)
    conditions.push(lte(products.pricePaise, filter.maxPricePaise));
  return and(...conditions);
}

/** One page in the sort's order (after the cursor, or from the offset) and whether more follow. */
export async function findProductPage(
  db: Database,
  filter: ProductFilter,
): Promise<{ rows: ProductRow[]; more: boolean }> {
  if (filter.limit === 0) return { rows: [], more: false };
  const where = and(whereFor(filter), filter.cursor && afterCursor(filter.cursor));
  // One row beyond the page says whether a next page exists, without counting.
  const rows = await db
    .select(productColumns)
    .from(products)
    .where(where)
    .orderBy(...PRODUCT_ORDER[filter.sort])
    .limit(filter.limit + 1)
    .offset(filter.offset ?? 0);
  return { rows: rows.slice(0, filter.limit), more: rows.length > filter.limit };
}

/** How many visible products match the filter, whatever the page. */
export async function countProducts(db: Database, filter: ProductFilter): Promise<number> {
  const [counted] = await db.select({ total: count() }).from(products).where(whereFor(filter));
  return counted?.total ?? 0;
}

const searchWhere = (q: string) => and(visible, q ? textMatch(q) : undefined);

/** Visible products matching q, the ones whose name matches first, each group by name. */
export async function searchProducts(
  db: Database,
  q: string,
  page: { limit: number; offset: number },
): Promise<ProductRow[]> {
  const nameFirst = q
    ? [asc(sql`case when ${ilike(products.name, containsPattern(q))} then 0 else 1 end`)]
    : [];
  return db
    .select(productColumns)
    .from(products)
    .where(searchWhere(q))
    .orderBy(...nameFirst, ...byName)
    .limit(page.limit)
    .offset(page.offset);
}

export async function countSearchMatches(db: Database, q: string): Promise<number> {
  const [counted] = await db.select({ total: count() }).from(products).where(searchWhere(q));
  return counted?.total ?? 0;
}

export async function findProductById(db: Database, id: string): Promise<ProductRow | null> {
  const [row] = await db
    .select(productColumns)
    .from(products)
    .where(and(visible, eq(products.id, id)))
    .limit(1);
  return row ?? null;
}

/** SPEC §9 in SQL: same category, then same room type, then the rest; by name within each. */
export async function findRelatedProducts(
  db: Database,
  product: Pick<ProductRow, 'id' | 'category' | 'roomType'>,
  limit: number,
): Promise<ProductRow[]> {
  const group = sql`case
    when ${products.category} = ${product.category} then 0
    when ${products.roomType} = ${product.roomType} then 1
    else 2 end`;
  return db
    .select(productColumns)
    .from(products)
    .where(and(visible, ne(products.id, product.id)))
    .orderBy(asc(group), ...byName)
    .limit(limit);
}

/** What the sitemap needs: every visible product's id and last change. */
export async function listProductSitemapEntries(
  db: Database,
): Promise<{ id: string; updatedAt: Date }[]> {
  return db
    .select({ id: products.id, updatedAt: products.updatedAt })
    .from(products)
    .where(visible)
    .orderBy(...byName);
}
