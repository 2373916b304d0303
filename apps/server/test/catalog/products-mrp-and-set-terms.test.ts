import { DEFAULT_EMI_SETTINGS, productListSchema, productSchema, toPaise } from '@sheesham/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../src/db/schema.ts';
import { signUp, signUpAdmin, type TestAccount } from '../helpers/accounts.ts';
import { insertProduct, orderBody, postOrder } from '../helpers/order-fixtures.ts';
import { aProductInput, sendProduct } from '../helpers/product-input.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

// Issue #29 parts 3 and 5: a product's MRP and its Complete Set's words (decision 058).
const t = useTestApp();
let admin: TestAccount;

beforeAll(async () => {
  admin = await signUpAdmin(t.app, t.db);
});

const rowOf = async (id: string) =>
  (await t.db.select().from(products).where(eq(products.id, id)))[0];

const SET_TERMS = {
  has_set_option: true,
  set_price: 62_999,
  set_description: '  2 matching armchairs, 3+1+1 ',
  set_items_price: 29_998,
};

describe('MRP and the Complete Set terms on POST and PUT /api/products', () => {
  it('stores them in paise and answers them in rupees, on the product and in the lists', async () => {
    const input = aProductInput({ price: 38_999, mrp: 52_000, ...SET_TERMS });
    const response = await sendProduct(t.app, admin, 'POST', '/api/products', input);
    expect(response.statusCode).toBe(201);
    const created = productSchema.parse(response.json());
    expect(created).toMatchObject({
      price: 38_999,
      mrp: 52_000,
      set_price: 62_999,
      set_description: '2 matching armchairs, 3+1+1',
      set_items_price: 29_998,
    });
    expect(await rowOf(created._id)).toMatchObject({
      pricePaise: 38_999_00,
      mrpPaise: 52_000_00,
      setDescription: '2 matching armchairs, 3+1+1',
      setItemsPricePaise: 29_998_00,
    });
    expect((await t.app.inject({ url: `/api/products/${created._id}` })).json()).toEqual(created);
    const listed = productListSchema
      .parse((await t.app.inject({ url: '/api/products?limit=100' })).json())
      .find((product) => product._id === created._id);
    expect(listed).toEqual(created);
    const inventory = await t.app.inject({ url: '/api/admin/products', headers: admin.headers });
    expect(
      inventory.json().items.find((p: { _id: string }) => p._id === created._id),
    ).toMatchObject({ mrp: 52_000, set_items_price: 29_998 });
  });

  it('leaves them empty when not sent: null in the answer and the row', async () => {
    const { mrp, set_description, set_items_price, ...plain } = aProductInput();
    expect([mrp, set_description, set_items_price]).toEqual([undefined, undefined, undefined]);
    const response = await sendProduct(t.app, admin, 'POST', '/api/products', plain);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      mrp: null,
      set_description: null,
      set_items_price: null,
    });
    expect(await rowOf(response.json()._id)).toMatchObject({
      mrpPaise: null,
      setDescription: null,
      setItemsPricePaise: null,
    });
  });

  it('accepts an MRP equal to the price, with paise', async () => {
    const input = aProductInput({ price: 4_999.5, mrp: 4_999.5 });
    const response = await sendProduct(t.app, admin, 'POST', '/api/products', input);
    expect(response.statusCode).toBe(201);
    expect(response.json().mrp).toBe(4_999.5);
  });

  it('changes and clears them on PUT, and the storefront shows it at once', async () => {
    const created = await sendProduct(
      t.app,
      admin,
      'POST',
      '/api/products',
      aProductInput({ price: 38_999, mrp: 52_000, ...SET_TERMS }),
    );
    const url = `/api/products/${created.json()._id}`;
    expect((await t.app.inject({ url })).json().mrp).toBe(52_000); // cached now

    const changed = aProductInput({
      price: 38_999,
      mrp: 49_999,
      ...SET_TERMS,
      set_description: '2 matching armchairs',
      set_items_price: null,
    });
    const response = await sendProduct(t.app, admin, 'PUT', url, changed);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      mrp: 49_999,
      set_description: '2 matching armchairs',
      set_items_price: null,
    });
    expect((await t.app.inject({ url })).json()).toEqual(response.json());

    const cleared = aProductInput({ price: 38_999, mrp: null, set_description: '' });
    const again = await sendProduct(t.app, admin, 'PUT', url, cleared);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ mrp: null, set_description: null });
    expect(await rowOf(created.json()._id)).toMatchObject({ mrpPaise: null, setDescription: null });
  });
});

describe('their validation', () => {
  async function expectFieldErrors(method: 'POST' | 'PUT', url: string, body: unknown) {
    const response = await sendProduct(t.app, admin, method, url, body);
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('validation_error');
    return error.fields;
  }

  it('refuses an MRP below the price with a field error, and stores nothing', async () => {
    const name = 'Below MRP Sofa';
    const fields = await expectFieldErrors(
      'POST',
      '/api/products',
      aProductInput({ name, price: 38_999, mrp: 38_998.99 }),
    );
    expect(fields).toEqual({ mrp: 'MRP must be at least the price' });
    expect(await t.db.select().from(products).where(eq(products.name, name))).toEqual([]);
  });

  it('refuses a price raised above the MRP on PUT and leaves the product as it was', async () => {
    const product = await insertProduct(t.db, {
      pricePaise: toPaise(30_000),
      mrpPaise: toPaise(40_000),
    });
    const url = `/api/products/${product.id}`;
    const fields = await expectFieldErrors(
      'PUT',
      url,
      aProductInput({ price: 45_000, mrp: 40_000 }),
    );
    expect(fields).toEqual({ mrp: 'MRP must be at least the price' });
    expect(await rowOf(product.id)).toMatchObject({ pricePaise: 30_000_00, mrpPaise: 40_000_00 });
  });

  it('refuses a malformed MRP, set description or separate price, field by field', async () => {
    const fields = await expectFieldErrors(
      'POST',
      '/api/products',
      aProductInput({
        mrp: 'lots',
        set_description: 'two armchairs\nand a table',
        set_items_price: -5,
      }),
    );
    expect(fields).toEqual({
      mrp: 'MRP must be a number',
      set_description: expect.stringContaining('Set description'),
      set_items_price: 'Set items price must be more than 0',
    });
    const long = await expectFieldErrors(
      'POST',
      '/api/products',
      aProductInput({ set_description: 'x'.repeat(121), mrp: 1.005e6 }),
    );
    expect(long).toEqual({
      set_description: 'Set description must be at most 120 characters',
      mrp: 'MRP must be at most ₹10,00,000',
    });
  });

  it('holds any other writer to MRP ≥ price in the database itself', async () => {
    await expect(
      insertProduct(t.db, { pricePaise: toPaise(30_000), mrpPaise: toPaise(29_999) }),
    ).rejects.toThrow();
  });
});

describe('search, filters, sort and orders use the selling price, never the MRP', () => {
  it('filters and sorts by the price, and an order is charged the price', async () => {
    const brand = 'Zorawar Workshop';
    const cheap = await insertProduct(t.db, {
      brand,
      pricePaise: toPaise(10_000),
      mrpPaise: toPaise(90_000),
    });
    const dear = await insertProduct(t.db, { brand, pricePaise: toPaise(20_000) });
    const ids = async (query: string) =>
      productListSchema
        .parse((await t.app.inject({ url: `/api/products?brand=${brand}&${query}` })).json())
        .map((product) => product._id);
    expect(await ids('sort=price_desc')).toEqual([dear.id, cheap.id]);
    expect(await ids('sort=price_asc')).toEqual([cheap.id, dear.id]);
    expect(await ids('max_price=15000')).toEqual([cheap.id]);
    expect(await ids('min_price=50000')).toEqual([]);

    const customer = await signUp(t.app, { name: 'Kavita Rathore' });
    const order = await postOrder(
      t.app,
      customer,
      orderBody([{ product_id: cheap.id, quantity: 2, price: 90_000, mrp: 90_000 }]),
    );
    expect(order.statusCode).toBe(201);
    expect(order.json().total_amount).toBe(20_000);
  });
});

describe('GET /api/store', () => {
  it("carries the shop's EMI offer, which the storefront computes EMI from", async () => {
    const response = await t.app.inject({ url: '/api/store' });
    expect(response.statusCode).toBe(200);
    expect(response.json().emi).toEqual(DEFAULT_EMI_SETTINGS);
  });
});
