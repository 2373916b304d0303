import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../src/db/schema.ts';
import { signUpAdmin, type TestAccount } from '../helpers/accounts.ts';
import { aProduct, insertProducts } from '../helpers/product-builder.ts';
import { aProductInput } from '../helpers/product-input.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

/**
 * Names an object inherits from Object.prototype. A table lookup keyed by user input once found
 * them there: `?category=__proto__` was a 500 and a product could be stored with the category
 * "function Object() { [native code] }".
 */
const PROTOTYPE_NAMES = [
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'prototype',
];

const t = useTestApp();
let admin: TestAccount;

beforeAll(async () => {
  admin = await signUpAdmin(t.app, t.db);
  await insertProducts(t.db, [aProduct({ name: 'Rajwada Bed', category: 'beds' })]);
});

const productCount = async () => (await t.db.select({ n: count() }).from(products))[0]?.n;

function expectErrorShape(body: unknown, code: string) {
  expect(body).toMatchObject({ error: { code, message: expect.any(String) } });
}

describe.each(PROTOTYPE_NAMES)('the value %s', (name) => {
  it('as a storefront search finds nothing, with 200', async () => {
    const res = await t.app.inject({ url: `/api/products?q=${encodeURIComponent(name)}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    const search = await t.app.inject({
      url: `/api/products/search?q=${encodeURIComponent(name)}`,
    });
    expect(search.statusCode).toBe(200);
    expect(search.json()).toEqual([]);
  });

  it('as a storefront category filter is an unknown category (400)', async () => {
    const res = await t.app.inject({ url: `/api/products?category=${encodeURIComponent(name)}` });
    expect(res.statusCode).toBe(400);
    expectErrorShape(res.json(), 'validation_error');
    expect(res.json().error.fields).toEqual({ category: 'Choose one of the shop categories' });
  });

  it('as an admin search finds nothing and as an admin category filter is refused', async () => {
    const search = await t.app.inject({
      url: `/api/admin/products?q=${encodeURIComponent(name)}`,
      headers: admin.headers,
    });
    expect(search.statusCode).toBe(200);
    expect(search.json().items).toEqual([]);
    const filter = await t.app.inject({
      url: `/api/admin/products?category=${encodeURIComponent(name)}`,
      headers: admin.headers,
    });
    expect(filter.statusCode).toBe(400);
    expectErrorShape(filter.json(), 'validation_error');
  });

  it('as the category of a new product is a field error, and nothing is stored', async () => {
    const before = await productCount();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: admin.headers,
      payload: aProductInput({ category: name }),
    });
    expect(res.statusCode).toBe(400);
    expectErrorShape(res.json(), 'validation_error');
    expect(res.json().error.fields.category).toMatch(/^Category must be one of/);
    expect(await productCount()).toBe(before);
  });

  it('as an unknown field of a strict body is named (or the body refused), nothing stored', async () => {
    const before = await productCount();
    // JSON.parse would turn a "__proto__" key into a prototype; Fastify refuses that body whole.
    const payload = JSON.stringify(aProductInput()).replace(/^\{/, `{"${name}":1,`);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: { ...admin.headers, 'content-type': 'application/json' },
      payload,
    });
    expect(res.statusCode).toBe(400);
    if (name === '__proto__') expectErrorShape(res.json(), 'bad_request');
    else expect(res.json().error.fields).toEqual({ [name]: 'Unknown field' });
    expect(await productCount()).toBe(before);
  });
});
