import { canTransition, ORDER_STATUSES, type OrderStatus, orderSchema } from '@sheesham/shared';
import { describe, expect, it } from 'vitest';
import { stockOf } from '../helpers/order-fixtures.ts';
import {
  historyOf,
  orderRow,
  placeOrderOf,
  putCancelOwn,
  putStatus,
  walkTo,
} from '../helpers/order-status.ts';
import { useAdmin, useCustomer } from '../helpers/use-accounts.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

// The status model of issue #12 (docs/decisions/013). With TEST_DATABASE_URL these run on
// PostgreSQL, where concurrent requests really overlap (a pool of 10 connections); on PGlite one
// connection interleaves them, and the outcome must be as valid.
const t = useTestApp();
const admin = useAdmin(t);
const customer = useCustomer(t);
const db = `${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`;

/** An order of 2 out of 10 in stock, moved to `status`. */
async function orderIn(status: OrderStatus) {
  const placed = await placeOrderOf(t.app, t.db, customer, 2, 10);
  await walkTo(t.app, admin, placed.orderId, status);
  return placed;
}

/** What a refused change must leave alone: status, stock held, stock level, history. */
async function snapshot(placed: { orderId: string; productId: string }) {
  const row = await orderRow(t.db, placed.orderId);
  return {
    status: row?.status,
    holdsStock: row?.holdsStock,
    stock: await stockOf(t.db, placed.productId),
    history: await historyOf(t.db, placed.orderId),
  };
}

describe(`order status model (${db})`, () => {
  it('refuses every transition the table forbids with 409 invalid_transition, writing nothing', async () => {
    let refused = 0;
    for (const from of ORDER_STATUSES) {
      const placed = await orderIn(from);
      const before = await snapshot(placed);
      for (const to of ORDER_STATUSES) {
        if (to === from || canTransition(from, to)) continue;
        const response = await putStatus(t.app, admin, placed.orderId, to);
        expect(response.statusCode, `${from} → ${to}`).toBe(409);
        expect(response.json().error).toEqual({
          code: 'invalid_transition',
          message: expect.stringMatching(/^An order that is \w+ cannot be set to \w+\.$/),
          fields: { current_status: from },
        });
        refused += 1;
      }
      expect(await snapshot(placed)).toEqual(before);
    }
    // 6 statuses × 5 other targets, less the 6 allowed steps.
    expect(refused).toBe(24);
  });

  it('answers 409 status_conflict with the current status for a stale expected_status', async () => {
    const placed = await orderIn('processing');
    const before = await snapshot(placed);
    const response = await putStatus(t.app, admin, placed.orderId, 'processing', 'new');
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: 'status_conflict',
      message: 'This order is now Processing.',
      fields: { current_status: 'processing' },
    });
    // Even a change the table allows from the current status is refused when based on another.
    const cancel = await putStatus(t.app, admin, placed.orderId, 'cancelled', 'new');
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().error.code).toBe('status_conflict');
    expect(await snapshot(placed)).toEqual(before);

    // Based on the status it has, the same change goes through.
    const fresh = await putStatus(t.app, admin, placed.orderId, 'dispatched', 'processing');
    expect(fresh.json()).toBe(true);
    expect((await orderRow(t.db, placed.orderId))?.status).toBe('dispatched');
  });

  it('answers 400 for an expected_status that is not a status, changing nothing', async () => {
    const placed = await orderIn('new');
    const before = await snapshot(placed);
    const response = await putStatus(
      t.app,
      admin,
      placed.orderId,
      'processing',
      'shipped' as OrderStatus,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation_error');
    expect(await snapshot(placed)).toEqual(before);
  });

  it("keeps a customer's cancel: the admin's stale Shipped is 409 and the order stays cancelled", async () => {
    const placed = await orderIn('processing');
    // The admin's screen shows Processing; meanwhile the customer cancels (stock returned).
    const cancelled = await putCancelOwn(t.app, customer, placed.orderId);
    expect(cancelled.statusCode).toBe(200);
    expect(await stockOf(t.db, placed.productId)).toBe(10);

    const stale = await putStatus(t.app, admin, placed.orderId, 'dispatched', 'processing');
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toEqual({
      code: 'status_conflict',
      message: 'This order is now Cancelled.',
      fields: { current_status: 'cancelled' },
    });
    // Without expected_status the table still refuses it: cancelled is final.
    const blind = await putStatus(t.app, admin, placed.orderId, 'dispatched');
    expect(blind.statusCode).toBe(409);
    expect(blind.json().error.code).toBe('invalid_transition');

    expect(await orderRow(t.db, placed.orderId)).toMatchObject({
      status: 'cancelled',
      holdsStock: false,
    });
    expect(await stockOf(t.db, placed.productId)).toBe(10);
    expect((await historyOf(t.db, placed.orderId)).map((h) => h.to)).toEqual([
      'new',
      'processing',
      'cancelled',
    ]);
  });

  it('answers the current status when a customer cancels too late', async () => {
    const placed = await orderIn('dispatched');
    const response = await putCancelOwn(t.app, customer, placed.orderId);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: 'not_cancellable',
      message: 'This order can no longer be cancelled.',
      fields: { current_status: 'dispatched' },
    });
  });
});

/** One of the 20 racing requests: who sends it, and the change it asks for. */
interface Attempt {
  by: 'admin' | 'customer';
  to: OrderStatus;
  expected?: OrderStatus;
}

const times = (n: number, attempt: Attempt): Attempt[] => Array.from({ length: n }, () => attempt);

/** 20 mixed changes: every step of the line from the status it follows, and cancels of both kinds. */
const ATTEMPTS: Attempt[] = [
  ...times(4, { by: 'admin', to: 'processing', expected: 'new' }),
  ...times(3, { by: 'admin', to: 'dispatched', expected: 'processing' }),
  ...times(2, { by: 'admin', to: 'delivered', expected: 'dispatched' }),
  ...times(2, { by: 'admin', to: 'completed', expected: 'delivered' }),
  ...times(2, { by: 'admin', to: 'cancelled', expected: 'new' }),
  ...times(2, { by: 'admin', to: 'cancelled', expected: 'processing' }),
  ...times(5, { by: 'customer', to: 'cancelled' }),
];

describe(`20 concurrent mixed status changes on one order (${db})`, () => {
  it('leaves a history that is a path through the table, written by exactly the winners', async () => {
    expect(ATTEMPTS).toHaveLength(20);
    // Several rounds, so that different requests win on different orders.
    for (let round = 0; round < 5; round += 1) {
      const placed = await placeOrderOf(t.app, t.db, customer, 2, 10);
      const responses = await Promise.all(
        ATTEMPTS.map((attempt) =>
          attempt.by === 'admin'
            ? putStatus(t.app, admin, placed.orderId, attempt.to, attempt.expected)
            : putCancelOwn(t.app, customer, placed.orderId),
        ),
      );

      const winners: { to: OrderStatus; by: string }[] = [];
      for (const [index, response] of responses.entries()) {
        const attempt = ATTEMPTS[index] as Attempt;
        if (response.statusCode === 200) {
          const body = response.json();
          if (attempt.by === 'admin') expect(body).toBe(true);
          else expect(orderSchema.parse(body).status).toBe('cancelled');
          winners.push({ to: attempt.to, by: attempt.by === 'admin' ? admin.id : customer.id });
        } else {
          // A loser: 409, with the status it lost to, and no other answer (never a 500).
          expect(response.statusCode).toBe(409);
          const error = response.json().error;
          expect(['status_conflict', 'invalid_transition', 'not_cancellable']).toContain(
            error.code,
          );
          expect(ORDER_STATUSES).toContain(error.fields.current_status);
        }
      }

      const history = await historyOf(t.db, placed.orderId);
      expect(history[0]).toEqual({ from: null, to: 'new', by: customer.id });
      const changes = history.slice(1);
      // A path: each row starts where the one before ended, and the table allows its step.
      let at: OrderStatus = 'new';
      for (const change of changes) {
        expect(change.from).toBe(at);
        expect(canTransition(at, change.to as OrderStatus), `${at} → ${change.to}`).toBe(true);
        at = change.to as OrderStatus;
      }
      // Exactly the winners wrote rows: one each, none for a loser.
      const key = (c: { to: string; by: string | null }) => `${c.to}:${c.by}`;
      expect(changes.map(key).sort()).toEqual(winners.map(key).sort());
      expect(winners.length).toBeGreaterThan(0);

      const row = await orderRow(t.db, placed.orderId);
      expect(row?.status).toBe(at);
      // The stock came back exactly once if the path ended cancelled, else it is still held.
      expect(row?.holdsStock).toBe(at !== 'cancelled');
      expect(await stockOf(t.db, placed.productId)).toBe(at === 'cancelled' ? 10 : 8);
    }
  });
});
