import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client.ts';
import { signUp, type TestAccount } from './helpers/accounts.ts';
import {
  insertProduct,
  orderBody,
  orderCount,
  postOrder,
  stockOf,
} from './helpers/order-fixtures.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { createTestDatabase } from './helpers/test-database.ts';

// With TEST_DATABASE_URL these run on PostgreSQL, where the requests really overlap (a pool of 10
// connections); on PGlite the same requests are interleaved by one connection, and the outcome
// must be the same.
let database: DatabaseHandle;
let t: TestApp;
let customers: TestAccount[];

beforeAll(async () => {
  database = await createTestDatabase();
  t = await createTestApp(database.db);
  customers = [];
  for (let i = 0; i < 4; i++) customers.push(await signUp(t.app));
});

afterAll(async () => {
  await t?.close();
  await database?.close();
});

/** Runs the requests at once while sampling the stock, and returns the lowest stock seen. */
async function whileSamplingStock<T>(productId: string, run: () => Promise<T>) {
  let done = false;
  let lowest = Number.POSITIVE_INFINITY;
  const sampler = (async () => {
    while (!done) {
      lowest = Math.min(lowest, await stockOf(database.db, productId));
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
    const product = await insertProduct(database.db, { name: 'Barmer Chest', stock: 5 });
    const before = await orderCount(database.db);
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
    expect(await stockOf(database.db, product.id)).toBe(0);
    expect(lowest()).toBeGreaterThanOrEqual(0);
    expect(await orderCount(database.db)).toBe(before + 5);
  });

  it('does not deadlock when orders list the same two products in opposite order', async () => {
    const a = await insertProduct(database.db, { stock: 10 });
    const b = await insertProduct(database.db, { stock: 10 });
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
    expect(await stockOf(database.db, a.id)).toBe(0);
    expect(await stockOf(database.db, b.id)).toBe(0);
  });
});
