import { addDays, kolkataDay, kolkataDayStart } from '@sheesham/shared/kolkata-calendar';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCoupon } from '../helpers/coupons.ts';
import { insertProduct, orderBody, postOrder } from '../helpers/order-fixtures.ts';
import { useAdmin, useCustomer } from '../helpers/use-accounts.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

// Issue #29 part 1 (decision 059): a coupon's window is India's. A day-only end is valid through
// 23:59:59 IST of that day and refused from midnight IST; a day-only start from 00:00 IST. The
// clock is set with fake timers (Date only), as the other time-dependent tests do.
const DB = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const t = useTestApp();
const admin = useAdmin(t);
const customer = useCustomer(t);

let productId = '';
/** Tomorrow and the day after in India: near enough that the test's sessions stay valid. */
let firstDay = '';
let lastDay = '';

beforeAll(async () => {
  productId = (await insertProduct(t.db, { name: 'Tonk Bed', pricePaise: 30_000_00, stock: 50 }))
    .id;
  firstDay = addDays(kolkataDay(new Date()), 1);
  lastDay = addDays(firstDay, 1);
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
});
afterAll(() => {
  vi.useRealTimers();
});

/** The instant `seconds` after midnight IST at the start of `day`. */
const istTime = (day: string, seconds: number) =>
  new Date(kolkataDayStart(day).getTime() + seconds * 1000);

const orderWith = (code: string) =>
  postOrder(
    t.app,
    customer,
    orderBody([{ product_id: productId, quantity: 1 }], { coupon_code: code }),
  );

describe(`a coupon's window in India's time zone (${DB})`, () => {
  it('an order at 23:59:59 IST of the last day gets the discount; at 00:00 IST it is refused', async () => {
    const coupon = await createCoupon(t.app, admin, { starts_at: firstDay, ends_at: lastDay });

    vi.setSystemTime(istTime(lastDay, 24 * 3600 - 1));
    const lastSecond = await orderWith(coupon.code);
    expect(lastSecond.statusCode, lastSecond.body).toBe(201);
    expect(lastSecond.json().discount_amount).toBe(3000);

    vi.setSystemTime(istTime(addDays(lastDay, 1), 0));
    const midnight = await orderWith(coupon.code);
    expect(midnight.statusCode).toBe(400);
    expect(midnight.json().error).toMatchObject({
      code: 'coupon_expired',
      fields: { coupon_code: 'This code has expired' },
    });
  });

  it('starts at 00:00 IST of its first day, not a second before', async () => {
    const coupon = await createCoupon(t.app, admin, { starts_at: firstDay, ends_at: lastDay });

    vi.setSystemTime(istTime(firstDay, -1));
    const early = await orderWith(coupon.code);
    expect(early.statusCode).toBe(400);
    expect(early.json().error.fields.coupon_code).toBe('This code is not active yet');

    vi.setSystemTime(istTime(firstDay, 0));
    expect((await orderWith(coupon.code)).statusCode).toBe(201);
  });

  it("the product page's offers follow the same clock", async () => {
    const coupon = await createCoupon(t.app, admin, { starts_at: firstDay, ends_at: lastDay });
    const offered = async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/coupons/offers?product_id=${productId}`,
      });
      expect(response.statusCode).toBe(200);
      return (response.json().offers as { code: string }[]).some((o) => o.code === coupon.code);
    };
    vi.setSystemTime(istTime(lastDay, 24 * 3600 - 1));
    expect(await offered()).toBe(true);
    vi.setSystemTime(istTime(addDays(lastDay, 1), 0));
    expect(await offered()).toBe(false);
  });
});
