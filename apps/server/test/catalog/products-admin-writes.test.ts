import { type Product, productListSchema, productSchema, toPaise } from '@sheesham/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../src/db/schema.ts';
import { signUp, signUpAdmin, type TestAccount } from '../helpers/accounts.ts';
import { insertProduct, orderBody, postOrder } from '../helpers/order-fixtures.ts';
import { aProductInput, sendProduct } from '../helpers/product-input.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

const t = useTestApp();
let admin: TestAccount;
let customer: TestAccount;

beforeAll(async () => {
  admin = await signUpAdmin(t.app, t.db);
  customer = await signUp(t.app, { name: 'Meera Shekhawat' });
});

const get = (url: string, account?: TestAccount) =>
  t.app.inject({ url, headers: account?.headers ?? {} });
const storefrontList = async () => productListSchema.parse((await get('/api/products')).json());
const storefrontIds = async () => (await storefrontList()).map((p) => p._id);
const rowOf = async (id: string) =>
  (await t.db.select().from(products).where(eq(products.id, id)))[0];

describe('POST /api/products', () => {
  it('creates the product, stores paise, and the storefront shows it at once', async () => {
    const cachedBefore = await storefrontIds(); // fills the catalogue cache
    const input = aProductInput({
      _id: 'client-chosen-id',
      image: '/media/uploads/ignored.webp',
      name: '  Rajwada Sofa  ',
      price: 45_500.75,
      has_set_option: true,
      set_price: 99_999.99,
      category: 'Sofas',
    });
    const response = await sendProduct(t.app, admin, 'POST', '/api/products', input);
    expect(response.statusCode).toBe(201);
    const created = productSchema.parse(response.json());
    expect(created._id).not.toBe('client-chosen-id');
    expect(created).toMatchObject({
      name: 'Rajwada Sofa',
      price: 45_500.75,
      set_price: 99_999.99,
      has_set_option: true,
      category: 'sofas',
      image: input.images?.[0],
      images: input.images,
      product_rating: 4.3,
      stock: 12,
      stock_threshold: 5,
    });
    expect(await rowOf(created._id)).toMatchObject({
      pricePaise: 45_500_75,
      setPricePaise: 99_999_99,
      archivedAt: null,
    });

    expect(cachedBefore).not.toContain(created._id);
    expect(await storefrontIds()).toContain(created._id);
    const detail = await get(`/api/products/${created._id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toEqual(created);
  });

  it('fills the defaults: no set option, no images, threshold 10', async () => {
    const { has_set_option, images, stock_threshold, set_price, ...required } = aProductInput({
      stock: 4,
    });
    const response = await sendProduct(t.app, admin, 'POST', '/api/products', required);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      has_set_option: false,
      set_price: null,
      images: [],
      image: '',
      stock: 4,
      stock_threshold: 10,
    });
  });
});

describe('PUT /api/products/:id', () => {
  it('replaces the product and the storefront shows the new price (cache dropped)', async () => {
    const product = await insertProduct(t.db, {
      name: 'Mehrangarh Bed',
      pricePaise: toPaise(30_000),
      // Well before the edit: PGlite's clock counts milliseconds.
      updatedAt: new Date('2025-06-01T00:00:00Z'),
    });
    const url = `/api/products/${product.id}`;
    expect((await get(url)).json().price).toBe(30_000); // cached now
    expect((await storefrontList()).find((p) => p._id === product.id)?.price).toBe(30_000);

    const input = aProductInput({ name: 'Mehrangarh Bed', price: 27_499, stock: 3 });
    const response = await sendProduct(t.app, admin, 'PUT', url, input);
    expect(response.statusCode).toBe(200);
    const updated = productSchema.parse(response.json());
    expect(updated).toMatchObject({ _id: product.id, price: 27_499, stock: 3, brand: input.brand });

    expect((await get(url)).json()).toEqual(updated);
    expect((await storefrontList()).find((p) => p._id === product.id)?.price).toBe(27_499);
    const row = await rowOf(product.id);
    expect(row?.pricePaise).toBe(27_499_00);
    expect(row?.updatedAt.getTime()).toBeGreaterThan(product.updatedAt.getTime());
  });

  /** A product of stock 10 of which an order then took 4 (stock 6 now). */
  async function soldFourOfTen() {
    const product = await insertProduct(t.db, { stock: 10, pricePaise: toPaise(30_000) });
    const order = await postOrder(
      t.app,
      customer,
      orderBody([{ product_id: product.id, quantity: 4 }]),
    );
    expect(order.statusCode).toBe(201);
    expect((await rowOf(product.id))?.stock).toBe(6);
    return { product, url: `/api/products/${product.id}` };
  }

  it('without expected_stock, sets the stock sent (a recount), whatever orders took', async () => {
    const { product, url } = await soldFourOfTen();
    const response = await sendProduct(t.app, admin, 'PUT', url, aProductInput({ stock: 9 }));
    expect(response.json().stock).toBe(9);
    expect((await rowOf(product.id))?.stock).toBe(9);
  });

  it('with the stock the editor loaded, refuses (409) once an order sold some, writing nothing', async () => {
    const { product, url } = await soldFourOfTen();
    // The editor loaded 10, changed only the price, and saves the 10 it loaded.
    const edit = aProductInput({ price: 999, stock: 10, expected_stock: 10 });
    const response = await sendProduct(t.app, admin, 'PUT', url, edit);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: {
        code: 'stock_changed',
        message: 'Stock changed to 6 while you were editing. Check it and save again.',
      },
    });
    const row = await rowOf(product.id);
    expect(row).toMatchObject({ stock: 6, pricePaise: toPaise(30_000) });
    expect((await get(url)).json().price).toBe(30_000);

    // Saved again from the stock it now shows, the edit goes through (stock as sent).
    const again = await sendProduct(t.app, admin, 'PUT', url, {
      ...edit,
      stock: 5,
      expected_stock: 6,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ price: 999, stock: 5 });
    expect(await rowOf(product.id)).toMatchObject({ stock: 5, pricePaise: toPaise(999) });
  });

  it('answers 404, not 409, for an archived product even with expected_stock', async () => {
    const archived = await insertProduct(t.db, { stock: 3, archivedAt: new Date() });
    const response = await sendProduct(
      t.app,
      admin,
      'PUT',
      `/api/products/${archived.id}`,
      aProductInput({ expected_stock: 2 }),
    );
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('Product not found');
  });

  it.each([
    ['an unknown id', async () => '6f1c2d3e-4a5b-4c6d-8e7f-901234567890'],
    ['a malformed id', async () => 'not-a-uuid'],
    ['an archived product', async () => (await insertProduct(t.db, { archivedAt: new Date() })).id],
  ])('answers 404 Product not found for %s', async (_, id) => {
    const response = await sendProduct(
      t.app,
      admin,
      'PUT',
      `/api/products/${await id()}`,
      aProductInput(),
    );
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'not_found', message: 'Product not found' } });
  });
});

describe('DELETE /api/products/:id', () => {
  it('deletes a product no order mentions: the row is gone', async () => {
    const product = await insertProduct(t.db, { name: 'Never Sold Stool' });
    const url = `/api/products/${product.id}`;
    expect((await get(url)).statusCode).toBe(200); // cached now
    const response = await sendProduct(t.app, admin, 'DELETE', url);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: product.id, outcome: 'deleted' });
    expect(await rowOf(product.id)).toBeUndefined();
    expect((await get(url)).statusCode).toBe(404);
    expect(await storefrontIds()).not.toContain(product.id);

    const again = await sendProduct(t.app, admin, 'DELETE', url);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe('Product not found');
  });

  it('archives a product that appears in an order; the order keeps its snapshot', async () => {
    const product = await insertProduct(t.db, {
      name: 'Jharokha Dining Set',
      category: 'dining',
      pricePaise: toPaise(54_000),
      images: ['/media/uploads/jharokha-main.webp', '/media/uploads/jharokha-side.webp'],
    });
    const neighbour = await insertProduct(t.db, { name: 'Jharokha Bench', category: 'dining' });
    const placed = await postOrder(
      t.app,
      customer,
      orderBody([{ product_id: product.id, quantity: 2 }]),
    );
    expect(placed.statusCode).toBe(201);
    const orderUrl = `/api/orders/${placed.json().id}`;
    const itemBefore = (await get(orderUrl, customer)).json().items[0];
    expect(itemBefore).toMatchObject({
      name: 'Jharokha Dining Set',
      price: 54_000,
      quantity: 2,
      product: { id: product.id, image: '/media/uploads/jharokha-main.webp' },
    });

    // Fill every cached storefront view that lists the product.
    const relatedUrl = `/api/products/${neighbour.id}/related`;
    const related = async () => (await get(relatedUrl)).json().map((p: Product) => p._id);
    expect(await related()).toContain(product.id);
    expect((await get('/sitemap.xml')).body).toContain(product.id);
    expect((await get('/api/products/search?q=jharokha')).json()).toHaveLength(2);

    const url = `/api/products/${product.id}`;
    const response = await sendProduct(t.app, admin, 'DELETE', url);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: product.id, outcome: 'archived' });
    expect((await rowOf(product.id))?.archivedAt).toBeInstanceOf(Date);

    expect((await get(url)).statusCode).toBe(404);
    expect(await storefrontIds()).not.toContain(product.id);
    expect(await related()).not.toContain(product.id);
    expect((await get('/sitemap.xml')).body).not.toContain(product.id);
    expect((await get('/api/products/search?q=jharokha')).json()).toHaveLength(1);
    const adminList = await get('/api/admin/products?q=jharokha', admin);
    expect(adminList.json().items.map((p: Product) => p._id)).toEqual([neighbour.id]);

    const order = await get(orderUrl, customer);
    expect(order.statusCode).toBe(200);
    expect(order.json().items[0]).toEqual(itemBefore);

    expect((await sendProduct(t.app, admin, 'DELETE', url)).statusCode).toBe(404);
    expect((await sendProduct(t.app, admin, 'PUT', url, aProductInput())).statusCode).toBe(404);
    const reorder = await postOrder(
      t.app,
      customer,
      orderBody([{ product_id: product.id, quantity: 1 }]),
    );
    expect(reorder.statusCode).toBe(404);
  });

  it('answers 404 for unknown and malformed ids', async () => {
    for (const id of ['6f1c2d3e-4a5b-4c6d-8e7f-901234567890', 'bed', '1%27%20or%201=1']) {
      const response = await sendProduct(t.app, admin, 'DELETE', `/api/products/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe('Product not found');
    }
  });

  it('lets exactly one of several simultaneous deletes win', async () => {
    const sold = await insertProduct(t.db);
    await postOrder(t.app, customer, orderBody([{ product_id: sold.id, quantity: 1 }]));
    for (const [product, outcome] of [
      [await insertProduct(t.db), 'deleted'],
      [sold, 'archived'],
    ] as const) {
      const url = `/api/products/${product.id}`;
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => sendProduct(t.app, admin, 'DELETE', url)),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 404, 404, 404]);
      expect(answers.find((a) => a.statusCode === 200)?.json().outcome).toBe(outcome);
    }
  });
});
