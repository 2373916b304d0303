import { addDays, weekdayOf } from '@sheesham/shared/kolkata-calendar';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { deliverySlotBookings, deliverySlots } from '../../src/db/schema.ts';
import {
  bookedCount,
  moveSlot,
  placesLeft,
  setDayCapacity,
  setDefaultCapacity,
  slotsFor,
} from '../helpers/delivery-slots.ts';
import {
  insertProduct,
  orderBody,
  orderCount,
  postOrder,
  stockOf,
} from '../helpers/order-fixtures.ts';
import { cancelOwnThreeTimesAtOnce, putStatus } from '../helpers/order-status.ts';
import { postPaymentOrder } from '../helpers/payments.ts';
import { postStaffOrder, staffOrderBody } from '../helpers/staff-orders.ts';
import { useAdmin, useCustomer } from '../helpers/use-accounts.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

// Issue #26 item 4 (docs/decisions/050): a shopper picks a day and a slot; the order books a place
// by a conditional update in its own transaction; a cancel gives it back once; staff move it.
// With TEST_DATABASE_URL this file runs on PostgreSQL too, where the 50 requests really overlap.

/** weekdayOf counts from Monday (0); the seeded zones deliver Monday to Saturday. */
const SUNDAY = 6;
/** The seeded holidays (migration 0016). */
const HOLIDAYS = ['2026-12-25', '2027-01-26', '2027-08-15', '2027-10-02'];
const DB = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
// 50 requests race for the pool's 10 connections: on a busy 2-core machine the 40 waiting for one
// can wait past the 5 s default and get a 503 that says nothing about slots, so this file waits longer.
const t = useTestApp({ pool: { connectTimeoutMs: 60_000 } });
const customers = Array.from({ length: 5 }, () => useCustomer(t));
const admin = useAdmin(t);
const [customer] = customers as [(typeof customers)[number]];

let days: string[] = [];
let productId = '';

beforeAll(async () => {
  days = (await slotsFor(t.app)).days.map((d) => d.date);
  productId = (await insertProduct(t.db, { name: 'Nagaur Bed', stock: 500 })).id;
});

const day = (index: number) => {
  const found = days[index];
  if (!found) throw new Error(`no day ${index} in the window`);
  return found;
};
const line = () => [{ product_id: productId, quantity: 1 }];
const withSlot = (date: string, slot: string, overrides: Record<string, unknown> = {}) =>
  orderBody(line(), { delivery_slot: { date, slot }, ...overrides });

/**
 * `count` orders at once for one slot on one day, from the customers in turn: exactly one is
 * placed and the rest refused with 409. Any other answer fails here with its body, so a refusal
 * of another kind is visible. Returns the answers.
 */
async function raceForOnePlace(count: number, date: string, slot: string) {
  const responses = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      postOrder(t.app, customers[i % customers.length] ?? null, withSlot(date, slot)),
    ),
  );
  const others = responses.filter((r) => r.statusCode !== 201 && r.statusCode !== 409);
  expect(others.map((r) => `${r.statusCode} ${r.body}`)).toEqual([]);
  expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(1);
  return responses;
}

describe(`GET /api/delivery/slots (${DB})`, () => {
  it('lists the delivery days of 14 from the promised one (no Sunday, no holiday), each with the three slots', async () => {
    const listing = await slotsFor(t.app);
    const last = addDays(listing.earliest_date, 13);
    expect(listing.days[0]?.date).toBe(listing.earliest_date);
    expect(listing.days.length).toBeGreaterThanOrEqual(10);
    for (const { date } of listing.days) {
      expect(date <= last && weekdayOf(date) !== SUNDAY && !HOLIDAYS.includes(date)).toBe(true);
    }
    expect(listing.days[0]?.slots).toEqual([
      { slot: 'morning', label: 'Morning (9 AM – 1 PM)', left: 6 },
      { slot: 'afternoon', label: 'Afternoon (1 PM – 5 PM)', left: 6 },
      { slot: 'evening', label: 'Evening (5 PM – 9 PM)', left: 4 },
    ]);
  });

  it('answers 400 on the pincode for one the shop does not deliver to, or does not know', async () => {
    for (const [pin, message] of [
      ['400001', 'Not deliverable to 400001 yet'],
      ['999999', undefined],
    ] as const) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/delivery/slots?pincode=${pin}`,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields.pincode).toBe(message ?? response.json().error.message);
    }
  });

  it.each(['12345', '012345', 'abcdef', ''])(
    'answers 400 with a pincode field error for %j',
    async (pin) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/delivery/slots?pincode=${pin}`,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields.pincode).toBeTruthy();
    },
  );
});

describe(`booking a slot with the order (${DB})`, () => {
  it('books the picked slot: the order carries it and one place fewer is left', async () => {
    const before = await placesLeft(t.app, day(1), 'morning');
    const response = await postOrder(t.app, customer, withSlot(day(1), 'morning'));
    expect(response.statusCode).toBe(201);
    expect(response.json().delivery_slot).toEqual({
      date: day(1),
      slot: 'morning',
      label: 'Morning (9 AM – 1 PM)',
    });
    expect(await placesLeft(t.app, day(1), 'morning')).toBe((before ?? 0) - 1);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${response.json().id}`,
      headers: customer.headers,
    });
    expect(read.json().delivery_slot.date).toBe(day(1));
  });

  it('refuses a day before the promised one or past the window with a field error, booking nothing', async () => {
    const orders = await orderCount(t.db);
    const early = await postOrder(t.app, customer, withSlot('2020-01-01', 'morning'));
    expect(early.statusCode).toBe(400);
    expect(early.json().error.fields['delivery_slot.date']).toMatch(/earliest delivery date/);
    const late = await postOrder(t.app, customer, withSlot('2099-01-01', 'morning'));
    expect(late.statusCode).toBe(400);
    expect(late.json().error.fields['delivery_slot.date']).toMatch(/up to/);
    const listing = await slotsFor(t.app);
    const sunday = [...Array(14).keys()]
      .map((i) => addDays(listing.earliest_date, i))
      .find((date) => weekdayOf(date) === SUNDAY);
    const closed = await postOrder(t.app, customer, withSlot(sunday ?? '', 'morning'));
    expect(closed.statusCode).toBe(400);
    expect(closed.json().error.fields['delivery_slot.date']).toBe(
      'We do not deliver on that day. Please pick another one.',
    );
    const unknown = await postOrder(t.app, customer, withSlot(day(2), 'night'));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields['delivery_slot.slot']).toBeTruthy();
    expect(await orderCount(t.db)).toBe(orders);
  });

  it('ignores a client-sent capacity or places-left: only the server’s count decides', async () => {
    await setDayCapacity(t.app, admin, day(3), 'evening', 0);
    const response = await postOrder(
      t.app,
      customer,
      withSlot(day(3), 'evening', {
        delivery_slot: { date: day(3), slot: 'evening', capacity: 99, left: 99 },
      }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('slot_full');
  });

  it('50 simultaneous orders for the last place: exactly one is booked, 49 get a clear 409', async () => {
    const date = day(4);
    expect((await setDayCapacity(t.app, admin, date, 'afternoon', 1)).statusCode).toBe(200);
    const stock = await stockOf(t.db, productId);
    const responses = await raceForOnePlace(50, date, 'afternoon');
    for (const refused of responses.filter((r) => r.statusCode === 409)) {
      expect(refused.json().error).toMatchObject({
        code: 'slot_full',
        message: 'That delivery slot has just filled up. Please pick another one.',
      });
    }
    expect(await bookedCount(t.db, date, 'afternoon')).toBe(1);
    // The 49 refused orders rolled back whole: one order's stock went.
    expect(await stockOf(t.db, productId)).toBe(stock - 1);
    expect(await placesLeft(t.app, date, 'afternoon')).toBe(0);
  });

  // Stock is taken by the last statement, after the booking (decision 034): its 409 rolls back both.
  it('an order that fails after its slot was booked (no stock) leaves no booking behind', async () => {
    const scarce = await insertProduct(t.db, { name: 'Sikar Stool', stock: 0 });
    const before = await bookedCount(t.db, day(5), 'morning');
    const response = await postOrder(
      t.app,
      customer,
      orderBody([{ product_id: scarce.id, quantity: 1 }], {
        delivery_slot: { date: day(5), slot: 'morning' },
      }),
    );
    expect(response.statusCode).toBe(409);
    expect(await bookedCount(t.db, day(5), 'morning')).toBe(before);
  });
});

describe(`giving a place back and moving it (${DB})`, () => {
  it('a cancel gives the place back exactly once, however often it is sent', async () => {
    const date = day(6);
    const placed = await postOrder(t.app, customer, withSlot(date, 'evening'));
    expect(placed.statusCode).toBe(201);
    const id = placed.json().id as string;
    expect(await bookedCount(t.db, date, 'evening')).toBe(1);
    const cancels = await cancelOwnThreeTimesAtOnce(t.app, customer, id);
    expect(cancels.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(await bookedCount(t.db, date, 'evening')).toBe(0);
    const [booking] = await t.db
      .select()
      .from(deliverySlotBookings)
      .where(eq(deliverySlotBookings.orderId, id));
    expect(booking?.releasedAt).toBeInstanceOf(Date);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${id}`,
      headers: customer.headers,
    });
    expect(read.json().delivery_slot).toBeNull();
  });

  it('staff move an order to another slot: the new place is taken, the old one given back', async () => {
    const placed = await postOrder(t.app, customer, withSlot(day(7), 'morning'));
    const id = placed.json().id as string;
    const moved = await moveSlot(t.app, admin, id, { date: day(8), slot: 'evening' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().delivery_slot).toMatchObject({ date: day(8), slot: 'evening' });
    expect(await bookedCount(t.db, day(7), 'morning')).toBe(0);
    expect(await bookedCount(t.db, day(8), 'evening')).toBe(1);
  });

  it('a move into a full slot is a 409 and changes nothing', async () => {
    const placed = await postOrder(t.app, customer, withSlot(day(9), 'morning'));
    const id = placed.json().id as string;
    await setDayCapacity(t.app, admin, day(9), 'afternoon', 0);
    const moved = await moveSlot(t.app, admin, id, { date: day(9), slot: 'afternoon' });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().error.code).toBe('slot_full');
    expect(await bookedCount(t.db, day(9), 'morning')).toBe(1);
  });

  it('refuses to move a cancelled or dispatched order, a past day, and a customer', async () => {
    const placed = await postOrder(t.app, customer, withSlot(day(10), 'morning'));
    const id = placed.json().id as string;
    const past = await moveSlot(t.app, admin, id, { date: '2020-01-01', slot: 'evening' });
    expect(past.statusCode).toBe(400);
    expect(past.json().error.fields['delivery_slot.date']).toBeTruthy();
    expect(
      (await moveSlot(t.app, customer, id, { date: day(11), slot: 'evening' })).statusCode,
    ).toBe(403);
    await putStatus(t.app, admin, id, 'processing');
    await putStatus(t.app, admin, id, 'dispatched');
    const dispatched = await moveSlot(t.app, admin, id, { date: day(11), slot: 'evening' });
    expect(dispatched.statusCode).toBe(409);
    expect(dispatched.json().error.code).toBe('not_movable');
  });
});

describe(`payment order and staff orders (${DB})`, () => {
  it('opens no payment for a full slot', async () => {
    await setDayCapacity(t.app, admin, day(2), 'morning', 0);
    const product = await t.app.inject({ method: 'GET', url: `/api/products/${productId}` });
    const body = { amount: product.json().price as number, items: line(), pincode: '302001' };
    const full = await postPaymentOrder(t.app, customer, {
      ...body,
      delivery_slot: { date: day(2), slot: 'morning' },
    });
    expect(full.statusCode).toBe(409);
    expect(full.json().error.code).toBe('slot_full');
    const open = await postPaymentOrder(t.app, customer, {
      ...body,
      delivery_slot: { date: day(2), slot: 'evening' },
    });
    expect(open.statusCode).toBe(200);
  });

  it('a staff delivery order books its slot; a collected one has none', async () => {
    const delivered = await postStaffOrder(
      t.app,
      admin,
      staffOrderBody(line(), {
        delivery: {
          fulfilment: 'delivery',
          address: '3 Johari Bazaar, Jaipur',
          pincode: '302003',
          delivery_slot: { date: day(0), slot: 'afternoon' },
        },
      }),
    );
    expect(delivered.statusCode).toBe(201);
    expect(delivered.json().delivery_slot).toMatchObject({ date: day(0), slot: 'afternoon' });
    const collected = await postStaffOrder(t.app, admin, staffOrderBody(line()));
    expect(collected.statusCode).toBe(201);
    expect(collected.json().delivery_slot).toBeNull();
    const move = await moveSlot(t.app, admin, collected.json().id, {
      date: day(0),
      slot: 'morning',
    });
    expect(move.statusCode).toBe(409);
  });
});

/** The slot's places by default, to put back after a test changed them. */
async function defaultOf(slot: string): Promise<number> {
  const [row] = await t.db.select().from(deliverySlots).where(eq(deliverySlots.code, slot));
  if (!row) throw new Error(`no slot ${slot}`);
  return row.defaultCapacity;
}

// A day nobody has booked has no row yet: the first booking writes it with its place taken, and
// racing first bookings meet at the row's key and are counted by the same checked update.
describe(`the first bookings of a day (${DB})`, () => {
  it('20 simultaneous first orders of a day for a slot of 1 place: exactly one is booked', async () => {
    const date = day(10);
    const places = await defaultOf('evening');
    expect(await bookedCount(t.db, date, 'evening')).toBe(0);
    expect((await setDefaultCapacity(t.app, admin, 'evening', 1)).statusCode).toBe(200);
    try {
      await raceForOnePlace(20, date, 'evening');
      expect(await bookedCount(t.db, date, 'evening')).toBe(1);
    } finally {
      await setDefaultCapacity(t.app, admin, 'evening', places);
    }
  });

  it('a slot switched off by default still takes orders on a day given places of its own', async () => {
    const date = day(11);
    const places = await defaultOf('afternoon');
    expect((await setDefaultCapacity(t.app, admin, 'afternoon', 0)).statusCode).toBe(200);
    try {
      const closed = await postOrder(t.app, customer, withSlot(day(10), 'afternoon'));
      expect(closed.statusCode).toBe(409);
      expect(closed.json().error.code).toBe('slot_full');
      expect((await setDayCapacity(t.app, admin, date, 'afternoon', 1)).statusCode).toBe(200);
      const opened = await postOrder(t.app, customer, withSlot(date, 'afternoon'));
      expect(opened.statusCode, opened.body).toBe(201);
      expect(opened.json().delivery_slot).toEqual({
        date,
        slot: 'afternoon',
        label: 'Afternoon (1 PM – 5 PM)',
      });
      expect(await bookedCount(t.db, date, 'afternoon')).toBe(1);
    } finally {
      await setDefaultCapacity(t.app, admin, 'afternoon', places);
    }
  });
});
