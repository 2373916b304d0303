import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../src/db/schema.ts';
import {
  insertProduct,
  orderBody,
  orderCount,
  postOrder,
  stockOf,
} from '../helpers/order-fixtures.ts';
import { historyOf, putCancelOwn, putStatus, walkTo } from '../helpers/order-status.ts';
import { useAdmin, useCustomer } from '../helpers/use-accounts.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

// With TEST_DATABASE_URL these run on PostgreSQL, where the requests really overlap (a pool of 10
// connections); on PGlite the same requests are interleaved by one connection, and the outcome
// must be the same.
const t = useTestApp();
const customers = Array.from({ length: 4 }, () => useCustomer(t));
const admin = useAdmin(t);

/** Runs the requests at once while sampling the stock, and returns the lowest stock seen. */
async function whileSamplingStock<T>(productId: string, run: () => Promise<T>) {
  let done = false;
  let lowest = Number.POSITIVE_INFINITY;
  const sampler = (async () => {
    while (!done) {
      lowest = Math.min(lowest, await stockOf(t.db, productId));
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
  })();
  try {
    return { result: await run(), lowest: () => lowest };
  } finally {
    done = true;
    await sampler;
  }
}

function tally(codes: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const code of codes) counts[code] = (counts[code] ?? 0) + 1;
  return counts;
}

describe(`concurrent orders (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('sells exactly the 5 in stock to 20 simultaneous orders of 1, never going negative', async () => {
    const product = await insertProduct(t.db, { name: 'Barmer Chest', stock: 5 });
    const before = await orderCount(t.db);
    const { result: responses, lowest } = await whileSamplingStock(product.id, () =>
      Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          postOrder(
            t.app,
            customers[i % customers.length] ?? null,
            orderBody([{ product_id: product.id, quantity: 1 }]),
          ),
        ),
      ),
    );
    expect(tally(responses.map((r) => r.statusCode))).toEqual({ 201: 5, 409: 15 });
    for (const refused of responses.filter((r) => r.statusCode === 409)) {
      expect(refused.json().error).toEqual({
        code: 'insufficient_stock',
        message: 'Only 0 left of Barmer Chest',
      });
    }
    expect(await stockOf(t.db, product.id)).toBe(0);
    expect(lowest()).toBeGreaterThanOrEqual(0);
    expect(await orderCount(t.db)).toBe(before + 5);
  });

  it('does not deadlock when orders list the same two products in opposite order', async () => {
    const a = await insertProduct(t.db, { stock: 10 });
    const b = await insertProduct(t.db, { stock: 10 });
    const lines = [
      { product_id: a.id, quantity: 1 },
      { product_id: b.id, quantity: 1 },
    ];
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        postOrder(
          t.app,
          customers[i % customers.length] ?? null,
          orderBody(i % 2 === 0 ? lines : lines.toReversed()),
        ),
      ),
    );
    expect(tally(responses.map((r) => r.statusCode))).toEqual({ 201: 10, 409: 10 });
    expect(await stockOf(t.db, a.id)).toBe(0);
    expect(await stockOf(t.db, b.id)).toBe(0);
  });

  it("a customer's cancel racing the admin's dispatch: exactly one wins, stock returned at most once", async () => {
    const [customer] = customers;
    if (!customer) throw new Error('no customer');
    const product = await insertProduct(t.db, { stock: 20 });
    const rounds = 8;
    let cancels = 0;
    for (let round = 0; round < rounds; round++) {
      const placed = await postOrder(
        t.app,
        customer,
        orderBody([{ product_id: product.id, quantity: 1 }]),
      );
      const orderId = placed.json().id as string;
      // Issue #12: dispatch follows processing, and is based on the status the admin saw.
      await walkTo(t.app, admin, orderId, 'processing');
      const [cancel, dispatch] = await Promise.all([
        putCancelOwn(t.app, customer, orderId),
        putStatus(t.app, admin, orderId, 'dispatched', 'processing'),
      ]);
      // Cancel first: the stale dispatch is 409 and the order stays cancelled (the lost update
      // of issue #12 is gone). Dispatch first: the cancel is 409.
      const cancelled = cancel.statusCode === 200;
      if (cancelled) {
        cancels += 1;
        expect(dispatch.statusCode).toBe(409);
        expect(dispatch.json().error).toMatchObject({
          code: 'status_conflict',
          fields: { current_status: 'cancelled' },
        });
      } else {
        expect(dispatch.json()).toBe(true);
        expect(cancel.statusCode).toBe(409);
        expect(cancel.json().error.code).toBe('not_cancellable');
      }
      const [row] = await t.db
        .select({ status: orders.status, holdsStock: orders.holdsStock })
        .from(orders)
        .where(eq(orders.id, orderId));
      expect(row).toEqual(
        cancelled
          ? { status: 'cancelled', holdsStock: false }
          : { status: 'dispatched', holdsStock: true },
      );
      const history = await historyOf(t.db, orderId);
      // Each change starts where the one before it ended: no change was made on a stale read.
      expect(history.map((h) => h.from)).toEqual([null, ...history.slice(0, -1).map((h) => h.to)]);
      expect(history.map((h) => h.to)).toEqual([
        'new',
        'processing',
        cancelled ? 'cancelled' : 'dispatched',
      ]);
    }
    expect(await stockOf(t.db, product.id)).toBe(20 - rounds + cancels);
  });
});
