import { canTransition, nextForward, type OrderStatus } from '@sheesham/shared';
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../../src/app.ts';
import { orderStatusHistory, orders } from '../../src/db/schema.ts';
import type { Database } from '../../src/db/types.ts';
import type { TestAccount } from './accounts.ts';
import { insertProduct, orderBody, postOrder } from './order-fixtures.ts';

/** A fresh product with `stock` and an order of `quantity` of it by `account`. */
export async function placeOrderOf(
  app: App,
  db: Database,
  account: TestAccount,
  quantity: number,
  stock: number,
  name?: string,
) {
  const product = await insertProduct(db, { stock, ...(name ? { name } : {}) });
  const response = await postOrder(app, account, orderBody([{ product_id: product.id, quantity }]));
  expect(response.statusCode).toBe(201);
  return { productId: product.id, orderId: response.json().id as string };
}

/** PUT /api/orders/:id/status as `account`, with expected_status when given. */
export const putStatus = (
  app: App,
  account: TestAccount,
  orderId: string,
  status: unknown,
  expected?: OrderStatus,
) =>
  app.inject({
    method: 'PUT',
    url: `/api/orders/${orderId}/status`,
    headers: account.headers,
    payload: expected ? { status, expected_status: expected } : { status },
  });

/** PUT /api/auth/profile/orders/:id, the customer's cancel. */
export const putCancelOwn = (
  app: App,
  account: TestAccount | null,
  orderId: string,
  status = 'cancelled',
) =>
  app.inject({
    method: 'PUT',
    url: `/api/auth/profile/orders/${orderId}`,
    headers: account?.headers ?? {},
    payload: { status },
  });

/** The customer's cancel sent three times at once, as a double-tapping shopper would. */
export const cancelOwnThreeTimesAtOnce = (app: App, account: TestAccount, orderId: string) =>
  Promise.all([0, 1, 2].map(() => putCancelOwn(app, account, orderId)));

/** The statuses from new to `target` along the table's forward line (cancelled: straight from new). */
export function pathTo(target: OrderStatus): OrderStatus[] {
  const path: OrderStatus[] = ['new'];
  for (let at: OrderStatus = 'new'; at !== target; path.push(at)) {
    const next: OrderStatus | null = canTransition(at, target) ? target : nextForward(at);
    if (!next) throw new Error(`no path to ${target}`);
    at = next;
  }
  return path;
}

/** Moves a new order to `target` one allowed step at a time, as `admin`. */
export async function walkTo(app: App, admin: TestAccount, orderId: string, target: OrderStatus) {
  for (const status of pathTo(target).slice(1)) {
    const response = await putStatus(app, admin, orderId, status);
    expect(response.json()).toBe(true);
  }
}

/** The order's history rows in the order they were written. */
export function historyOf(db: Database, orderId: string) {
  return db
    .select({
      from: orderStatusHistory.fromStatus,
      to: orderStatusHistory.toStatus,
      by: orderStatusHistory.changedBy,
    })
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.seq));
}

export async function orderRow(db: Database, orderId: string) {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row;
}
