import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderStatusHistory } from '../../src/db/schema.ts';
import { signUp, type TestAccount } from '../helpers/accounts.ts';
import { stockOf } from '../helpers/order-fixtures.ts';
import {
  historyOf as historyIn,
  orderRow as orderRowIn,
  placeOrderOf,
  putCancelOwn,
  putStatus,
  walkTo,
} from '../helpers/order-status.ts';
import { useAdmin, useCustomer } from '../helpers/use-accounts.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

const t = useTestApp();
const admin = useAdmin(t);
const customer = useCustomer(t);

const orderOf = (quantity: number, stock: number, account = customer, name?: string) =>
  placeOrderOf(t.app, t.db, account, quantity, stock, name);
const setStatus = (orderId: string, status: unknown, account = admin) =>
  putStatus(t.app, account, orderId, status);
const cancelOwn = (orderId: string, account: TestAccount | null = customer, status = 'cancelled') =>
  putCancelOwn(t.app, account, orderId, status);
const historyOf = (orderId: string) => historyIn(t.db, orderId);
const orderRow = (orderId: string) => orderRowIn(t.db, orderId);

describe('PUT /api/orders/:id/status (admin)', () => {
  it('sets each next status, answers true and writes history by the admin', async () => {
    const { orderId } = await orderOf(1, 10);
    for (const status of ['processing', 'dispatched', 'delivered', 'completed']) {
      const response = await setStatus(orderId, status);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toBe(true);
    }
    // Issue #12 (docs/decisions/013): the table is enforced, so completed is final; SPEC §4's
    // "back to new is allowed" is no longer so.
    const back = await setStatus(orderId, 'new');
    expect(back.statusCode).toBe(409);
    expect(back.json().error.code).toBe('invalid_transition');
    expect(await historyOf(orderId)).toEqual([
      { from: null, to: 'new', by: customer.id },
      { from: 'new', to: 'processing', by: admin.id },
      { from: 'processing', to: 'dispatched', by: admin.id },
      { from: 'dispatched', to: 'delivered', by: admin.id },
      { from: 'delivered', to: 'completed', by: admin.id },
    ]);
    const read = await t.app.inject({ url: `/api/orders/${orderId}`, headers: admin.headers });
    expect(read.json().history.map((h: { status: string }) => h.status)).toEqual([
      'new',
      'processing',
      'dispatched',
      'delivered',
      'completed',
    ]);
  });

  it('reads history in the order it was written, even when the entries share a time', async () => {
    const { orderId } = await orderOf(1, 10);
    for (const status of ['processing', 'dispatched']) await setStatus(orderId, status);
    // PGlite's clock counts milliseconds, so quick changes can share a created_at. Make that so,
    // with ids that sort against the order of writing: only the write order may decide.
    const written = await t.db
      .select({ id: orderStatusHistory.id })
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, orderId))
      .orderBy(asc(orderStatusHistory.seq));
    expect(written).toHaveLength(3);
    const sameTime = new Date('2026-01-15T10:00:00.000Z');
    for (const [index, row] of written.entries()) {
      await t.db
        .update(orderStatusHistory)
        .set({ createdAt: sameTime, id: `${'fed'[index]?.repeat(8)}-0000-4000-8000-000000000000` })
        .where(eq(orderStatusHistory.id, row.id));
    }
    const read = await t.app.inject({ url: `/api/orders/${orderId}`, headers: admin.headers });
    expect(read.json().history.map((h: { status: string }) => h.status)).toEqual([
      'new',
      'processing',
      'dispatched',
    ]);
  });

  it('treats the same status as a no-op that answers true', async () => {
    const { orderId } = await orderOf(1, 10);
    expect((await setStatus(orderId, 'new')).json()).toBe(true);
    expect(await historyOf(orderId)).toHaveLength(1);
  });

  it('answers false for an unknown or malformed id, and 400 for an unknown status', async () => {
    for (const id of [randomUUID(), 'nope']) {
      const response = await setStatus(id, 'processing');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toBe(false);
    }
    const { orderId } = await orderOf(1, 10);
    const response = await setStatus(orderId, 'shipped');
    expect(response.statusCode).toBe(400);
    expect((await orderRow(orderId))?.status).toBe('new');
  });

  it('returns the stock once on cancel, and never takes it again: cancelled is final', async () => {
    const { productId, orderId } = await orderOf(3, 10);
    expect(await stockOf(t.db, productId)).toBe(7);

    expect((await setStatus(orderId, 'cancelled')).json()).toBe(true);
    expect(await stockOf(t.db, productId)).toBe(10);
    expect((await setStatus(orderId, 'cancelled')).json()).toBe(true);
    expect(await stockOf(t.db, productId)).toBe(10);

    // Issue #12: leaving cancelled (which took the stock again) is now refused.
    for (const status of ['new', 'processing', 'dispatched'] as const) {
      const response = await setStatus(orderId, status);
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toMatchObject({
        code: 'invalid_transition',
        fields: { current_status: 'cancelled' },
      });
    }
    expect(await orderRow(orderId)).toMatchObject({ status: 'cancelled', holdsStock: false });
    expect(await stockOf(t.db, productId)).toBe(10);
    expect(await historyOf(orderId)).toHaveLength(2);
  });

  it('returns the stock once when two admins cancel the same order at the same time', async () => {
    const { productId, orderId } = await orderOf(2, 10);
    const responses = await Promise.all([1, 2, 3].map(() => setStatus(orderId, 'cancelled')));
    expect(responses.map((r) => r.json())).toEqual([true, true, true]);
    expect(await stockOf(t.db, productId)).toBe(10);
    expect((await historyOf(orderId)).filter((h) => h.to === 'cancelled')).toHaveLength(1);
  });
});

describe('PUT /api/auth/profile/orders/:id (customer cancel)', () => {
  it('cancels a new order, returns the order and restores the stock', async () => {
    const { productId, orderId } = await orderOf(2, 5);
    const response = await cancelOwn(orderId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: orderId, status: 'cancelled' });
    expect(response.json().history.map((h: { status: string }) => h.status)).toEqual([
      'new',
      'cancelled',
    ]);
    expect(await stockOf(t.db, productId)).toBe(5);
    expect(await historyOf(orderId)).toContainEqual({
      from: 'new',
      to: 'cancelled',
      by: customer.id,
    });
  });

  it('cancels a processing order', async () => {
    const { productId, orderId } = await orderOf(1, 5);
    await setStatus(orderId, 'processing');
    expect((await cancelOwn(orderId)).statusCode).toBe(200);
    expect(await stockOf(t.db, productId)).toBe(5);
  });

  it('answers 409 not_cancellable once the order has shipped or was cancelled, restoring stock once', async () => {
    const { productId, orderId } = await orderOf(2, 5);
    expect((await cancelOwn(orderId)).statusCode).toBe(200);
    const again = await cancelOwn(orderId);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('not_cancellable');
    expect(await stockOf(t.db, productId)).toBe(5);

    for (const status of ['dispatched', 'delivered', 'completed'] as const) {
      const shipped = await orderOf(1, 5);
      await walkTo(t.app, admin, shipped.orderId, status);
      const response = await cancelOwn(shipped.orderId);
      expect(response.statusCode).toBe(409);
      expect(response.json().error.fields).toEqual({ current_status: status });
      expect(await orderRow(shipped.orderId)).toMatchObject({ status, holdsStock: true });
      expect(await stockOf(t.db, shipped.productId)).toBe(4);
    }
  });

  it('restores stock once when the same order is cancelled by several requests at once', async () => {
    const { productId, orderId } = await orderOf(3, 3);
    const responses = await Promise.all([1, 2, 3, 4, 5].map(() => cancelOwn(orderId)));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await stockOf(t.db, productId)).toBe(3);
  });

  it("answers 404 for another customer's order, an unknown id and a malformed id", async () => {
    const { productId, orderId } = await orderOf(1, 5);
    const stranger = await signUp(t.app);
    for (const [id, account] of [
      [orderId, stranger],
      [orderId, admin],
      [randomUUID(), customer],
      ['1001', customer],
    ] as const) {
      const response = await cancelOwn(id, account);
      expect(response.statusCode).toBe(404);
    }
    expect((await orderRow(orderId))?.status).toBe('new');
    expect(await stockOf(t.db, productId)).toBe(4);
  });

  it('accepts only {status: "cancelled"} and a session', async () => {
    const { orderId } = await orderOf(1, 5);
    expect((await cancelOwn(orderId, customer, 'delivered')).statusCode).toBe(400);
    expect((await cancelOwn(orderId, null)).statusCode).toBe(401);
    expect((await orderRow(orderId))?.status).toBe('new');
  });
});
