import { and, asc, count, eq, gte, ilike, inArray, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { products } from '../../db/schema.ts';
import type { Database } from '../../db/types.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { type ProductRow, productColumns } from './mapper.ts';
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

export async function findProducts(
  db: Database,
  filter: ProductFilter,
): Promise<{ rows: ProductRow[]; total: number }> {
  const where = whereFor(filter);
  const query = db
    .select(productColumns)
    .from(products)
    .where(where)
    .orderBy(...PRODUCT_ORDER[filter.sort])
    .$dynamic();
  if (filter.limit !== undefined) query.limit(filter.limit);
  if (filter.offset !== undefined) query.offset(filter.offset);
  const rows = await query;
  const paged = filter.limit !== undefined || filter.offset !== undefined;
  if (!paged) return { rows, total: rows.length };
  const [counted] = await db.select({ total: count() }).from(products).where(where);
  return { rows, total: counted?.total ?? 0 };
}

/** Every visible product matching q, the ones whose name matches first, each group by name. */
export async function searchProducts(db: Database, q: string): Promise<ProductRow[]> {
  if (!q) return findProducts(db, { sort: 'name' }).then((r) => r.rows);
  const nameMatches = ilike(products.name, containsPattern(q));
  return db
    .select(productColumns)
    .from(products)
    .where(and(visible, textMatch(q)))
    .orderBy(asc(sql`case when ${nameMatches} then 0 else 1 end`), ...byName);
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
