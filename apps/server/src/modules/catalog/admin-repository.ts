import type { AdminProductSort, ProductDeleted } from '@sheesham/shared/admin-products';
import { and, count, eq, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/types.ts';
import { orderItems } from '../orders/schema.ts';
import { type ProductRow, productColumns } from './mapper.ts';
import { notArchived, PRODUCT_ORDER, textMatch } from './product-sql.ts';
import type { ProductValues } from './product-values.ts';
import { products } from './schema.ts';

/** A validated GET /admin/products query, category in its stored spelling. */
export interface AdminProductFilter {
  q?: string;
  category?: string;
  lowStock: boolean;
  sort: AdminProductSort;
  limit: number;
  offset: number;
}

/** The admin's q: name, brand, category (also by its label) and material. */
const SEARCHED = [products.name, products.brand, products.category, products.primaryMaterial];

export async function insertProduct(db: Database, values: ProductValues): Promise<ProductRow> {
  const [row] = await db.insert(products).values(values).returning(productColumns);
  if (!row) throw new Error('product insert returned no row');
  return row;
}

/** What a replace did: the saved row, or (nothing written) the stock the editor had not seen. */
type ReplaceOutcome = { row: ProductRow } | { currentStock: number };

/**
 * Replaces every admin-editable column of a visible product; null when it does not exist or is
 * archived. With `expectedStock` (the stock the editor loaded), only while the stock is still
 * that: the condition sits in the UPDATE's WHERE, so an order that takes stock first (its row
 * lock orders the two) makes it write nothing, and the stock it left is answered instead.
 * Without it, stock is set to the given value: the admin's recount, which wins over orders.
 */
export async function replaceProduct(
  db: Database,
  id: string,
  values: ProductValues,
  expectedStock?: number,
): Promise<ReplaceOutcome | null> {
  const unchanged = expectedStock === undefined ? undefined : eq(products.stock, expectedStock);
  const [row] = await db
    .update(products)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(products.id, id), notArchived, unchanged))
    .returning(productColumns);
  if (row) return { row };
  if (!unchanged) return null;
  // Nothing matched: a missing or archived product (404), or a stock that moved (409).
  const [current] = await db
    .select({ stock: products.stock })
    .from(products)
    .where(and(eq(products.id, id), notArchived));
  return current ? { currentStock: current.stock } : null;
}

/**
 * Deletes a product no order mentions, archives one that an order does (order_items keeps the
 * snapshot, and its ON DELETE RESTRICT foreign key forbids the delete anyway); null when the
 * product does not exist or is already archived. The row lock (FOR UPDATE) waits for an order
 * that has already taken stock of it (the order's stock statement holds the row until it commits), so the
 * look at order_items then sees its items. An order priced before the lock but taking stock
 * after it waits on the row instead, and then finds it archived or gone: the order is refused
 * (409 '{name} is no longer available'), so no order is placed on a product once this returns.
 */
export function deleteOrArchiveProduct(
  db: Database,
  id: string,
): Promise<ProductDeleted['outcome'] | null> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, id), notArchived))
      .for('update');
    if (!locked) return null;
    const ordered = await tx
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(eq(orderItems.productId, id))
      .limit(1);
    if (ordered.length > 0) {
      await tx
        .update(products)
        .set({ archivedAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(products.id, id));
      return 'archived';
    }
    await tx.delete(products).where(eq(products.id, id));
    return 'deleted';
  });
}

function whereFor(filter: AdminProductFilter): SQL | undefined {
  const conditions: SQL[] = [notArchived];
  if (filter.q) conditions.push(textMatch(filter.q, SEARCHED));
  if (filter.category) conditions.push(eq(products.category, filter.category));
  if (filter.lowStock) conditions.push(lt(products.stock, products.stockThreshold));
  return and(...conditions);
}

/**
 * One page of visible products and how many match in all, in one scan: the page's ids are chosen
 * with the match count as a window (count(*) over ()), then the full rows are joined to them.
 * Sorting 10,000 narrow (id, key) rows stays in memory, where sorting whole rows (descriptions,
 * image lists) spilled to disk for a deep page. A page past the end has no row to carry the
 * count, so only then is it counted on its own.
 */
export async function findAdminProducts(
  db: Database,
  filter: AdminProductFilter,
): Promise<{ rows: ProductRow[]; total: number }> {
  const where = whereFor(filter);
  const order = PRODUCT_ORDER[filter.sort];
  const page = db
    .select({
      pageId: products.id,
      matching: sql<number>`(count(*) over ())::int`.as('matching'),
    })
    .from(products)
    .where(where)
    .orderBy(...order)
    .limit(filter.limit)
    .offset(filter.offset)
    .as('page');
  const found = await db
    .select({ product: productColumns, matching: page.matching })
    .from(products)
    .innerJoin(page, eq(products.id, page.pageId))
    .orderBy(...order);
  const rows = found.map((r) => r.product);
  if (found[0]) return { rows, total: found[0].matching };
  if (filter.offset === 0) return { rows, total: 0 };
  const [counted] = await db.select({ total: count() }).from(products).where(where);
  return { rows, total: counted?.total ?? 0 };
}
