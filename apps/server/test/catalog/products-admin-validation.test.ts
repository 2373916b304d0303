import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../src/db/schema.ts';
import { signUpAdmin, type TestAccount } from '../helpers/accounts.ts';
import { insertProduct } from '../helpers/order-fixtures.ts';
import { aProductInput, sendProduct } from '../helpers/product-input.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

const t = useTestApp();
let admin: TestAccount;

beforeAll(async () => {
  admin = await signUpAdmin(t.app, t.db);
});

/** Stock values that are no stock, and what the field error says (undefined: left out). */
const NO_STOCK = [
  [undefined, 'Stock is required'],
  [null, 'Stock is required'],
  ['', 'Stock must be a number'],
] as const;

const productCount = async () => (await t.db.select({ n: count() }).from(products))[0]?.n;

/** POST the body and expect a per-field 400 whose fields are exactly `fields`. */
async function expectFieldErrors(body: unknown, fields: Record<string, unknown>) {
  const before = await productCount();
  const response = await sendProduct(t.app, admin, 'POST', '/api/products', body);
  expect(response.statusCode).toBe(400);
  const { error } = response.json();
  expect(error.code).toBe('validation_error');
  expect(error.fields).toEqual(fields);
  expect(await productCount()).toBe(before);
}

describe('POST /api/products refuses invalid bodies field by field', () => {
  it('names every missing required field (SPEC §5)', async () => {
    await expectFieldErrors(
      {},
      {
        name: 'Name is required',
        brand: 'Brand is required',
        price: 'Price is required',
        category: 'Category is required',
        room_type: 'Room type is required',
        primary_material: 'Primary material is required',
        storage: 'Storage is required',
        assembly: 'Assembly is required',
        dimensions_cm: 'Dimensions (cm) is required',
        dimensions_inches: 'Dimensions (inches) is required',
        weight: 'Weight is required',
        warranty: 'Warranty is required',
        description: 'Description is required',
        product_rating: 'Rating is required',
        stock: 'Stock is required',
      },
    );
  });

  // A stock taken as 0 put the product out of stock in the shop with no word to the owner.
  it('refuses a stock left out, null or blank instead of storing 0', async () => {
    for (const [stock, message] of NO_STOCK) {
      await expectFieldErrors(aProductInput({ stock }), { stock: message });
    }
  });

  it('refuses blank text after trimming', async () => {
    await expectFieldErrors(aProductInput({ name: '   ', warranty: '' }), {
      name: 'Name is required',
      warranty: 'Warranty is required',
    });
  });

  it.each([
    [5.5, 'Rating must be between 0 and 5'],
    [-1, 'Rating must be between 0 and 5'],
    [4.25, 'Rating can have one decimal'],
    ['4', 'Rating must be a number'],
  ])('refuses the rating %s', async (rating, message) => {
    await expectFieldErrors(aProductInput({ product_rating: rating }), {
      product_rating: message,
    });
  });

  it('requires a set price when the set option is on', async () => {
    await expectFieldErrors(aProductInput({ has_set_option: true, set_price: null }), {
      set_price: 'Set price is required when the set option is on',
    });
  });

  it('refuses a sixth image with the SPEC §8 text', async () => {
    const images = Array.from({ length: 6 }, (_, i) => `/media/uploads/six-${i}.webp`);
    await expectFieldErrors(aProductInput({ images }), {
      images: 'You can only upload up to 5 images.',
    });
  });

  it.each([
    'https://evil.example/bed.webp',
    '//evil.example/media/bed.webp',
    'javascript:alert(1)',
    '/media/../secrets/key.webp',
  ])('refuses the image URL %s (only the shop’s own media)', async (url) => {
    await expectFieldErrors(aProductInput({ images: ['/media/uploads/ok.webp', url] }), {
      'images.1': 'Images must be uploaded to the shop',
    });
  });

  it('refuses the same image twice', async () => {
    const image = '/media/uploads/twice.webp';
    await expectFieldErrors(aProductInput({ images: [image, '/media/uploads/once.webp', image] }), {
      images: 'Each image can be used only once',
    });
  });

  it('names an unknown field and stores nothing', async () => {
    await expectFieldErrors(aProductInput({ role: 'admin', archived_at: null }), {
      role: 'Unknown field',
      archived_at: 'Unknown field',
    });
  });

  it('refuses prices, stock and category outside the rules', async () => {
    await expectFieldErrors(
      aProductInput({ price: 0, set_price: 10.001, stock: -1, category: 'kitchens' }),
      {
        price: 'Price must be more than 0',
        set_price: 'Set price can have at most two decimals',
        stock: 'Stock cannot be negative',
        category: expect.stringMatching(/^Category must be one of beds, .*chairs$/),
      },
    );
  });

  it('says which fields failed in the message too', async () => {
    const response = await sendProduct(
      t.app,
      admin,
      'POST',
      '/api/products',
      aProductInput({ colour: 'teak' }),
    );
    expect(response.json().error.message).toBe('Invalid request. colour: Unknown field');
  });
});

describe('PUT /api/products/:id uses the same rules', () => {
  // A full replace without the stock must not zero the stock in hand.
  it('refuses a stock left out, null or blank and keeps the stock in hand', async () => {
    const product = await insertProduct(t.db, { name: 'Stocked Bed', stock: 9 });
    const url = `/api/products/${product.id}`;
    for (const [stock, message] of NO_STOCK) {
      const body = aProductInput({ name: 'Stocked Bed', stock });
      const response = await sendProduct(t.app, admin, 'PUT', url, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({ stock: message });
    }
    const stored = await t.app.inject({ url });
    expect(stored.json().stock).toBe(9);
  });

  it('answers a per-field 400 and leaves the product as it was', async () => {
    const product = await insertProduct(t.db, { name: 'Steady Bed' });
    const response = await sendProduct(
      t.app,
      admin,
      'PUT',
      `/api/products/${product.id}`,
      aProductInput({ name: 'Changed', product_rating: 7, is_admin: true }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      product_rating: 'Rating must be between 0 and 5',
      is_admin: 'Unknown field',
    });
    const stored = await t.app.inject({ url: `/api/products/${product.id}` });
    expect(stored.json().name).toBe('Steady Bed');
  });
});
