import { asc, eq, inArray, type SQL, sql, type WithSubquery } from 'drizzle-orm';
import { builtOnce } from '../../db/built-once.ts';
import type { Database } from '../../db/types.ts';
import { stockLevels } from './schema.ts';

/** The SQL behind stock: taking it for an order, returning it, and reading it. */

export interface StockNeedRow {
  productId: string;
  quantity: number;
}

/**
 * The caller's own write, made in the same statement as the stock decrement (one round trip,
 * decision 022): `build` makes it from `takenIds`, a subquery of the product ids whose stock was
 * taken, with `sql.placeholder` for its values, which `values` fills in. The combined statement is
 * built once per `name` and named (db/built-once.ts, decision 043), so `build` must give the same
 * SQL text for every call under one name.
 */
export interface AlongsideStock {
  name: string;
  build: (db: Database, takenIds: SQL) => WithSubquery;
  values: Record<string, unknown>;
}

type TakeStock = (tx: Database, values: Record<string, unknown>) => Promise<{ takenId: string }[]>;

/** The stock statement, one per kind of alongside write. */
const takeStockStatements = new Map<string, TakeStock>();

function takeStockStatement(alongside?: AlongsideStock): TakeStock {
  const name = alongside ? `take_stock_and_${alongside.name}` : 'take_stock';
  let statement = takeStockStatements.get(name);
  if (!statement) {
    statement = builtOnce<{ takenId: string }>(name, (db) => {
      const need = db.$with('need').as(
        db
          .select({
            productId: sql<string>`n.product_id`.as('product_id'),
            quantity: sql<number>`n.quantity`.as('quantity'),
          })
          .from(
            sql`unnest(${sql.placeholder('ids')}::uuid[], ${sql.placeholder('quantities')}::int[]) as n(product_id, quantity)`,
          ),
      );
      const locked = db.$with('locked').as(
        db
          .select({ lockedId: stockLevels.productId })
          .from(stockLevels)
          .where(sql`${stockLevels.productId} = any(${sql.placeholder('ids')}::uuid[])`)
          .orderBy(asc(stockLevels.productId))
          .for('no key update'),
      );
      const taken = db.$with('taken').as(
        db
          .update(stockLevels)
          .set({ stock: sql`${stockLevels.stock} - ${need.quantity}` })
          .from(need)
          .innerJoin(locked, sql`${locked.lockedId} = ${need.productId}`)
          .where(
            sql`${stockLevels.productId} = ${need.productId} and ${stockLevels.archivedAt} is null and ${stockLevels.stock} >= ${need.quantity}`,
          )
          .returning({ takenId: stockLevels.productId }),
      );
      const also = alongside
        ? [alongside.build(db, sql`select ${taken.takenId} from ${taken}`)]
        : [];
      return db
        .with(need, locked, taken, ...also)
        .select()
        .from(taken);
    });
    takeStockStatements.set(name, statement);
  }
  return statement;
}

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
  const rows = await takeStockStatement(alongside)(tx, {
    ...alongside?.values,
    ids: needs.map((n) => n.productId),
    quantities: needs.map((n) => n.quantity),
  });
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
