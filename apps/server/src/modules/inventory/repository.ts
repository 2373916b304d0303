import { asc, eq, inArray, type SQL, sql, type WithSubquery } from 'drizzle-orm';
import type { Database } from '../../db/types.ts';
import { stockLevels } from './schema.ts';

/** The SQL behind stock: taking it for an order, returning it, and reading it. */

export interface StockNeedRow {
  productId: string;
  quantity: number;
}

/**
 * The caller's own write, made in the same statement as the stock decrement (one round trip, decision
 * 022): built from `takenIds`, a subquery of the product ids whose stock was taken.
 */
export type AlongsideStock = (tx: Database, takenIds: SQL) => WithSubquery;

/**
 * Takes the stock of every need with one conditional decrement, in one statement with the
 * caller's `alongside` write if any; returns the ids it took stock of. A product that is archived,
 * deleted or short is left out, and the caller refuses the order (its transaction rolls back
 * whatever was taken).
 *
 * The rows are locked in product-id order first (`locked`, FOR NO KEY UPDATE: it does not block
 * the KEY SHARE that another order's items take), so two orders never lock in opposite orders and
 * cannot deadlock. The decrement then re-checks archived_at and stock on the row as committed.
 */
export async function takeStockOf(
  tx: Database,
  needs: readonly StockNeedRow[],
  alongside?: AlongsideStock,
): Promise<Set<string>> {
  if (needs.length === 0) return new Set();
  const ids = needs.map((n) => n.productId);
  const need = tx.$with('need').as(
    tx
      .select({
        productId: sql<string>`n.product_id`.as('product_id'),
        quantity: sql<number>`n.quantity`.as('quantity'),
      })
      .from(
        sql`unnest(${sql.param(ids)}::uuid[], ${sql.param(needs.map((n) => n.quantity))}::int[]) as n(product_id, quantity)`,
      ),
  );
  const locked = tx.$with('locked').as(
    tx
      .select({ lockedId: stockLevels.productId })
      .from(stockLevels)
      .where(sql`${stockLevels.productId} = any(${sql.param(ids)}::uuid[])`)
      .orderBy(asc(stockLevels.productId))
      .for('no key update'),
  );
  const taken = tx.$with('taken').as(
    tx
      .update(stockLevels)
      .set({ stock: sql`${stockLevels.stock} - ${need.quantity}` })
      .from(need)
      .innerJoin(locked, sql`${locked.lockedId} = ${need.productId}`)
      .where(
        sql`${stockLevels.productId} = ${need.productId} and ${stockLevels.archivedAt} is null and ${stockLevels.stock} >= ${need.quantity}`,
      )
      .returning({ takenId: stockLevels.productId }),
  );
  const also = alongside ? [alongside(tx, sql`select ${taken.takenId} from ${taken}`)] : [];
  const rows = await tx
    .with(need, locked, taken, ...also)
    .select()
    .from(taken);
  return new Set(rows.map((r) => r.takenId));
}

export async function addStock(tx: Database, productId: string, quantity: number) {
  await tx
    .update(stockLevels)
    .set({ stock: sql`${stockLevels.stock} + ${quantity}` })
    .where(eq(stockLevels.productId, productId));
}

/** Name, current stock and archive time of these products (no lock: a snapshot). */
export function stockOf(db: Database, productIds: string[]) {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      productId: stockLevels.productId,
      name: stockLevels.name,
      stock: stockLevels.stock,
      archivedAt: stockLevels.archivedAt,
    })
    .from(stockLevels)
    .where(inArray(stockLevels.productId, productIds));
}
