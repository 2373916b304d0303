import { beforeAll, describe, expect, it } from 'vitest';
import { createCoupon, usesOf } from '../helpers/coupons.ts';
import { bookedCount, setDayCapacity, slotsFor } from '../helpers/delivery-slots.ts';
import { insertProduct, orderBody, postOrder, stockOf } from '../helpers/order-fixtures.ts';
import { putCancelOwn } from '../helpers/order-status.ts';
import { useAdmin, useCustomer } from '../helpers/use-accounts.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

// An order locks its coupon's row, then its day's slot row, then its products' rows; a cancel
// gives them back in the same order (coupon, slot, stock). Taken in opposite orders, an order and
// a cancel of the same coupon, slot and product could each hold what the other waits for, and
// PostgreSQL would end one of them with a deadlock error. With TEST_DATABASE_URL the requests
// below really overlap on PostgreSQL's connections; on PGlite they run one after another.

const DB = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const ROUNDS = 3;
const PER_ROUND = 8;
const STOCK = 500;

const t = useTestApp({ pool: { connectTimeoutMs: 60_000 } });
const admin = useAdmin(t);
const customers = Array.from({ length: 4 }, () => useCustomer(t));
const customerOf = (i: number) => customers[i % customers.length] ?? null;

let productId = '';
let couponId = '';
let couponCode = '';
let slot = { date: '', slot: 'morning' };

beforeAll(async () => {
  productId = (await insertProduct(t.db, { name: 'Bikaner Bench', stock: STOCK })).id;
  const coupon = await createCoupon(t.app, admin);
  couponId = coupon.id;
  couponCode = coupon.code;
  const [first] = (await slotsFor(t.app)).days;
  if (!first) throw new Error('no delivery day');
  slot = { date: first.date, slot: 'morning' };
  expect((await setDayCapacity(t.app, admin, slot.date, slot.slot, 200)).statusCode).toBe(200);
});

const place = (i: number) =>
  postOrder(
    t.app,
    customerOf(i),
    orderBody([{ product_id: productId, quantity: 1 }], {
      coupon_code: couponCode,
      delivery_slot: slot,
    }),
  );

describe(`orders and cancels of one coupon, slot and product at once (${DB})`, () => {
  it('never deadlock: every order and cancel is answered, and the counts add up', async () => {
    let live: { id: string; by: number }[] = [];
    for (let i = 0; i < PER_ROUND; i++) {
      const placed = await place(i);
      expect(placed.statusCode, placed.body).toBe(201);
      live.push({ id: placed.json().id, by: i });
    }
    for (let round = 0; round < ROUNDS; round++) {
      const cancelling = live;
      const [cancels, orders] = await Promise.all([
        Promise.all(cancelling.map((o) => putCancelOwn(t.app, customerOf(o.by), o.id))),
        Promise.all(Array.from({ length: PER_ROUND }, (_, i) => place(i))),
      ]);
      expect(cancels.filter((r) => r.statusCode !== 200).map((r) => r.body)).toEqual([]);
      expect(orders.filter((r) => r.statusCode !== 201).map((r) => r.body)).toEqual([]);
      live = orders.map((r, i) => ({ id: r.json().id, by: i }));
    }
    expect(await stockOf(t.db, productId)).toBe(STOCK - PER_ROUND);
    expect(await bookedCount(t.db, slot.date, slot.slot)).toBe(PER_ROUND);
    expect(await usesOf(t.app, admin, couponId)).toBe(PER_ROUND);
  });
});
