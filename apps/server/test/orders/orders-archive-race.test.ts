import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { products } from '../../src/db/schema.ts';
import type { Database } from '../../src/db/types.ts';
import { deleteOrArchiveProduct } from '../../src/modules/catalog/admin-repository.ts';
import { waitForLockWaiter } from '../helpers/lock-waits.ts';
import {
  insertProduct,
  orderBody,
  orderCount,
  postOrder,
  stockOf,
} from '../helpers/order-fixtures.ts';
import { sendProduct } from '../helpers/product-input.ts';
import { useAdmin, useCustomer } from '../helpers/use-accounts.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

// An order is priced without a lock and takes its stock a moment later: an archive (or delete)
// that commits in between must refuse the order, not sell a product the shop has withdrawn.

/** Runs inside the order's transaction right after pricing, when a test sets it. */
const afterPricing = vi.hoisted(() => ({ run: null as ((tx: Database) => Promise<void>) | null }));

vi.mock('../../src/modules/orders/pricing.ts', async (importOriginal) => {
  const pricing = await importOriginal<typeof import('../../src/modules/orders/pricing.ts')>();
  return {
    ...pricing,
    priceLines: async (...args: Parameters<typeof pricing.priceLines>) => {
      const cart = await pricing.priceLines(...args);
      await afterPricing.run?.(args[0]);
      return cart;
    },
  };
});

const t = useTestApp();
const admin = useAdmin(t);
const customer = useCustomer(t);

afterEach(() => {
  afterPricing.run = null;
});

const orderOne = (productId: string) =>
  postOrder(t.app, customer, orderBody([{ product_id: productId, quantity: 1 }]));

/** A product of stock 10 that one order already bought from (so deleting it archives it). */
async function orderedProduct(name: string) {
  const product = await insertProduct(t.db, { name, stock: 10 });
  expect((await orderOne(product.id)).statusCode).toBe(201);
  return product;
}

async function expectRefused(response: Awaited<ReturnType<typeof orderOne>>, name: string) {
  expect(response.statusCode).toBe(409);
  expect(response.json()).toEqual({
    error: { code: 'product_unavailable', message: `${name} is no longer available` },
  });
}

describe('an archive between pricing an order and taking its stock', () => {
  it('refuses the order (409 no longer available) and leaves the stock', async () => {
    const product = await orderedProduct('Barmer Chest');
    const orders = await orderCount(t.db);
    afterPricing.run = async (tx) => {
      expect(await deleteOrArchiveProduct(tx, product.id)).toBe('archived');
    };
    await expectRefused(await orderOne(product.id), 'Barmer Chest');
    expect(await stockOf(t.db, product.id)).toBe(9);
    expect(await orderCount(t.db)).toBe(orders);
  });

  it('names a product deleted meanwhile by the name it was priced with', async () => {
    const product = await insertProduct(t.db, { name: 'Pali Stool', stock: 10 });
    const orders = await orderCount(t.db);
    afterPricing.run = async (tx) => {
      expect(await deleteOrArchiveProduct(tx, product.id)).toBe('deleted');
    };
    await expectRefused(await orderOne(product.id), 'Pali Stool');
    expect(await orderCount(t.db)).toBe(orders);
  });

  // Two real connections: PGlite has one, so this interleaving exists only on PostgreSQL, and
  // the test is only defined there (a skipped test would count as a failure in npm test).
  // On PGlite one transaction runs at a time, so no archive can commit while an order is
  // between pricing and taking stock; the two tests above put it exactly there with the
  // afterPricing hook, inside the order's own transaction. That is PGlite's honest equivalent.
  // Here the steps are ordered by the row lock itself: each one goes on only once PostgreSQL
  // shows the previous statement waiting for it (pg_stat_activity), never after a guessed sleep.
  const onPostgres = process.env.TEST_DATABASE_URL ? it : undefined;
  onPostgres?.(
    'on PostgreSQL: an order waiting on a DELETE’s row lock is refused once it archives',
    async () => {
      const handle = t.database;
      if (handle.kind !== 'postgres') throw new Error('needs PostgreSQL');
      const product = await orderedProduct('Nagaur Bench');
      const blocker = await handle.pool.connect();
      try {
        await blocker.query('begin');
        await blocker.query('select 1 from products where id = $1 for update', [product.id]);
        const blockerPid = (await blocker.query('select pg_backend_pid() as pid')).rows[0].pid;
        const deletion = sendProduct(t.app, admin, 'DELETE', `/api/products/${product.id}`);
        const deleting = await waitForLockWaiter(
          handle.pool,
          "the DELETE's select … for update, queued first behind the blocker",
          (waiter) => waiter.blockedBy.includes(blockerPid) && /\bfor update\b/i.test(waiter.query),
        );
        const order = orderOne(product.id);
        await waitForLockWaiter(
          handle.pool,
          "the order's stock update (it has priced, without a lock), queued behind the DELETE",
          // One statement locks the rows (for no key update) and decrements them (placement).
          (waiter) =>
            waiter.blockedBy.includes(deleting.pid) &&
            /\bupdate "products" set "stock"/i.test(waiter.query),
        );
        await blocker.query('commit');
        const [deleted, refused] = await Promise.all([deletion, order]);
        expect(deleted.json()).toEqual({ id: product.id, outcome: 'archived' });
        await expectRefused(refused, 'Nagaur Bench');
      } finally {
        blocker.release();
      }
      const [row] = await t.db.select().from(products).where(eq(products.id, product.id));
      expect(row?.archivedAt).toBeInstanceOf(Date);
      expect(row?.stock).toBe(9);
    },
  );
});
