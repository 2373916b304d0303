import type { Coupon } from '@sheesham/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { couponBody, createCoupon, freshCode, postCoupon, quote } from '../helpers/coupons.ts';
import { insertProduct } from '../helpers/order-fixtures.ts';
import { useAdmin, useCustomer } from '../helpers/use-accounts.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

// Issue #29 part 1 (decision 059): the admin's coupons, the product page's offers and the
// checkout's quote, to the contract the web builds against.
const DB = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const t = useTestApp();
const admin = useAdmin(t);
const customer = useCustomer(t);

let bedId = '';
let chairId = '';
beforeAll(async () => {
  bedId = (
    await insertProduct(t.db, { name: 'Bikaner Bed', category: 'beds', pricePaise: 40_000_00 })
  ).id;
  chairId = (
    await insertProduct(t.db, { name: 'Churu Chair', category: 'chairs', pricePaise: 4_999_00 })
  ).id;
});

const put = (id: string, body: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/coupons/${id}`,
    headers: admin.headers,
    payload: body as object,
  });
const list = async () => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/admin/coupons',
    headers: admin.headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json().coupons as Coupon[];
};
const offersFor = (productId: string) =>
  t.app.inject({ method: 'GET', url: `/api/coupons/offers?product_id=${productId}` });

describe(`/api/admin/coupons (${DB})`, () => {
  it('creates a coupon: the code upper-case, amounts in rupees, a day-only end through 23:59:59 IST', async () => {
    const code = freshCode('diwali');
    const response = await postCoupon(
      t.app,
      admin,
      couponBody({
        code: code.toLowerCase(),
        type: 'percent',
        value: 25,
        max_discount: 10000,
        min_cart_value: 20000.5,
        starts_at: '2026-10-20',
        ends_at: '2026-11-05',
        usage_limit: 500,
        per_customer_limit: 1,
        categories: ['Sofa', 'Dining Sets'],
        public: true,
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      code: code.toUpperCase(),
      type: 'percent',
      value: 25,
      max_discount: 10000,
      min_cart_value: 20000.5,
      starts_at: '2026-10-19T18:30:00.000Z',
      ends_at: '2026-11-05T18:29:59.999Z',
      usage_limit: 500,
      per_customer_limit: 1,
      categories: ['sofas', 'dining'],
      product_ids: [],
      public: true,
      archived: false,
      uses: 0,
    });
  });

  it('lists coupons newest first, archived ones included and marked', async () => {
    const older = await createCoupon(t.app, admin);
    const newer = await createCoupon(t.app, admin, { type: 'flat', value: 500 });
    const archived = await t.app.inject({
      method: 'POST',
      url: `/api/admin/coupons/${older.id}/archive`,
      headers: admin.headers,
    });
    expect(archived.statusCode).toBe(200);
    expect(archived.json().archived).toBe(true);
    const ids = (await list()).map((c) => c.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect((await list()).find((c) => c.id === older.id)?.archived).toBe(true);
    expect((await list()).find((c) => c.id === newer.id)).toMatchObject({
      value: 500,
      type: 'flat',
    });
  });

  it('updates a coupon, and answers 404 for one that does not exist', async () => {
    const coupon = await createCoupon(t.app, admin);
    const response = await put(
      coupon.id,
      couponBody({ code: coupon.code, value: 15, public: false }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: coupon.id, value: 15, public: false });
    const missing = await put('6f1d3c1e-0000-4000-8000-000000000000', couponBody());
    expect(missing.statusCode).toBe(404);
    expect((await put('not-a-uuid', couponBody())).statusCode).toBe(404);
  });

  it('refuses a code another coupon has, whatever its case: 409 on code', async () => {
    const coupon = await createCoupon(t.app, admin);
    const again = await postCoupon(t.app, admin, couponBody({ code: coupon.code.toLowerCase() }));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.fields.code).toBe('A coupon with this code already exists');
    const other = await createCoupon(t.app, admin);
    const renamed = await put(other.id, couponBody({ code: coupon.code }));
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().error.fields.code).toBeTruthy();
  });

  it.each([
    [{ code: 'AB' }, 'code'],
    [{ code: 'TWENTY-OFF' }, 'code'],
    [{ type: 'percent', value: 95 }, 'value'],
    [{ type: 'percent', value: 12.5 }, 'value'],
    [{ type: 'flat', value: 0 }, 'value'],
    [{ type: 'flat', value: 10.005 }, 'value'],
    [{ type: 'flat', value: 500, max_discount: 100 }, 'max_discount'],
    [{ type: 'free' }, 'type'],
    [{ ends_at: '2019-12-31' }, 'ends_at'],
    [{ starts_at: '31/12/2026' }, 'starts_at'],
    [{ usage_limit: 0 }, 'usage_limit'],
    [{ per_customer_limit: 1.5 }, 'per_customer_limit'],
    [{ categories: ['spaceships'] }, 'categories.0'],
    [{ product_ids: ['6f1d3c1e-0000-4000-8000-000000000000'] }, 'product_ids'],
    [{ public: 'yes' }, 'public'],
    [{ surprise: true }, ''],
  ])('refuses %j with a 400 field error on %s', async (overrides, field) => {
    const before = (await list()).length;
    const response = await postCoupon(t.app, admin, couponBody(overrides));
    expect(response.statusCode, response.body).toBe(400);
    const { fields } = response.json().error;
    if (field) expect(fields?.[field], JSON.stringify(fields)).toBeTruthy();
    expect((await list()).length).toBe(before);
  });

  it('is staff-only: 401 signed out, 403 for a customer', async () => {
    expect((await postCoupon(t.app, null, couponBody())).statusCode).toBe(401);
    expect((await postCoupon(t.app, customer, couponBody())).statusCode).toBe(403);
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/admin/coupons',
      headers: customer.headers,
    });
    expect(listed.statusCode).toBe(403);
  });
});

describe(`GET /api/coupons/offers (${DB})`, () => {
  it("lists the active public coupons that apply to the piece, best first, with the piece's price after each", async () => {
    const product = await insertProduct(t.db, {
      name: 'Jodhpur Sofa',
      category: 'sofas',
      pricePaise: 38_999_00,
    });
    const flat = await createCoupon(t.app, admin, {
      type: 'flat',
      value: 2000,
      categories: ['sofas'],
    });
    const percent = await createCoupon(t.app, admin, { value: 10, max_discount: 3000 });
    const needsMore = await createCoupon(t.app, admin, { min_cart_value: 50000 });
    const other = await createCoupon(t.app, admin, { categories: ['beds'] });
    const hidden = await createCoupon(t.app, admin, { public: false });
    const ended = await createCoupon(t.app, admin, { ends_at: '2021-01-01' });
    const response = await offersFor(product.id);
    expect(response.statusCode).toBe(200);
    const offers = response.json().offers as { code: string; price_with_offer: number | null }[];
    const mine = offers.filter((o) =>
      [flat, percent, needsMore, other, hidden, ended].some((c) => c.code === o.code),
    );
    expect(mine).toEqual([
      expect.objectContaining({ code: percent.code, price_with_offer: 35_999, max_discount: 3000 }),
      expect.objectContaining({ code: flat.code, price_with_offer: 36_999 }),
      expect.objectContaining({
        code: needsMore.code,
        price_with_offer: null,
        min_cart_value: 50000,
      }),
    ]);
    const prices = offers.map((o) => o.price_with_offer ?? Number.POSITIVE_INFINITY);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('answers 400 for a product id that is not one, 404 for an unknown product', async () => {
    expect((await offersFor('not-a-product')).statusCode).toBe(400);
    expect((await offersFor('6f1d3c1e-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe(`POST /api/coupons/quote (${DB})`, () => {
  const cart = (quantity = 1) => [
    { product_id: bedId, quantity },
    { product_id: chairId, quantity: 2 },
  ];

  it('quotes the discount on the eligible lines, priced by the server', async () => {
    const coupon = await createCoupon(t.app, admin, {
      value: 10,
      categories: ['beds'],
      description: 'Beds 10% off',
    });
    const response = await quote(t.app, customer, {
      coupon_code: coupon.code.toLowerCase(),
      items: cart().map((line) => ({ ...line, price: 1 })),
      discount_amount: 99999,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      code: coupon.code,
      description: 'Beds 10% off',
      discount_amount: 4000,
      subtotal: 49_998,
    });
  });

  it("says why a code does not apply, in the shopper's words, on coupon_code", async () => {
    const minimum = await createCoupon(t.app, admin, { min_cart_value: 100000 });
    const expired = await createCoupon(t.app, admin, { ends_at: '2021-01-01' });
    const notYet = await createCoupon(t.app, admin, { starts_at: '2098-01-01' });
    const dining = await createCoupon(t.app, admin, { categories: ['dining'] });
    const archived = await createCoupon(t.app, admin);
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/coupons/${archived.id}/archive`,
      headers: admin.headers,
    });
    const cases: [string, number, string][] = [
      [minimum.code, 400, 'This code needs a cart of ₹1,00,000 or more'],
      [expired.code, 400, 'This code has expired'],
      [notYet.code, 400, 'This code is not active yet'],
      [dining.code, 400, 'This code does not apply to the items in your cart'],
      [archived.code, 404, 'This code is not valid'],
      ['NOSUCHCODE', 404, 'This code is not valid'],
      ['no such code', 400, 'This code is not valid'],
    ];
    for (const [code, status, message] of cases) {
      const response = await quote(t.app, customer, { coupon_code: code, items: cart() });
      expect(response.statusCode, `${code}: ${response.body}`).toBe(status);
      expect(response.json().error.fields.coupon_code).toBe(message);
    }
  });

  it('needs a session, like checkout', async () => {
    const coupon = await createCoupon(t.app, admin);
    expect((await quote(t.app, null, { coupon_code: coupon.code, items: cart() })).statusCode).toBe(
      401,
    );
  });
});
