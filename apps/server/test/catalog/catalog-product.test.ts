import { type Product, productListSchema, productSchema, relatedProducts } from '@sheesham/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aProduct, insertProducts } from '../helpers/product-builder.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

let database: TestDatabase;
let t: TestApp;
let ids: Record<string, string>;

/** Several categories and room types, so each group of the related rule has members. */
const FIXTURES = [
  aProduct({ name: 'Sagwan Bed', category: 'beds', roomType: 'Bedroom' }),
  aProduct({ name: 'Kesar Bed', category: 'beds', roomType: 'Bedroom' }),
  aProduct({ name: 'Zari Bed', category: 'beds', roomType: 'Guest Room' }),
  aProduct({ name: 'Almirah Wardrobe', category: 'storage', roomType: 'Bedroom' }),
  aProduct({ name: 'Night Stand Duo', category: 'storage', roomType: 'Bedroom' }),
  aProduct({
    name: 'Bedside Lamp Table',
    category: 'storage',
    roomType: 'Living Room',
    description: 'Small table for the living room.',
  }),
  aProduct({ name: 'Diwan Sofa', category: 'sofas', roomType: 'Living Room' }),
  aProduct({
    name: 'Charpai Bench',
    category: 'chairs',
    roomType: 'Patio',
    description: 'A woven bench that doubles as a day bed.',
  }),
  aProduct({ name: 'Lounge Recliner', category: 'recliners', roomType: 'Living Room' }),
  aProduct({ name: 'Hidden Bed', category: 'beds', archivedAt: new Date() }),
];

const get = (url: string) => t.app.inject({ method: 'GET', url });

beforeAll(async () => {
  database = await createTestDatabase();
  const rows = await insertProducts(database.db, FIXTURES);
  ids = Object.fromEntries(rows.map((r) => [r.name, r.id]));
  t = await createTestApp(database.db);
});

afterAll(async () => {
  await t?.close();
  await database?.release();
});

describe('GET /api/products/:id', () => {
  it('returns one product in the contract shape', async () => {
    const response = await get(`/api/products/${ids['Kesar Bed']}`);
    expect(response.statusCode).toBe(200);
    const product = productSchema.parse(response.json());
    expect(product).toMatchObject({ _id: ids['Kesar Bed'], name: 'Kesar Bed', price: 25000 });
  });

  it('accepts the id in upper case too', async () => {
    const response = await get(`/api/products/${ids['Kesar Bed']?.toUpperCase()}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().name).toBe('Kesar Bed');
  });

  it.each([
    ['an unknown id', '00000000-0000-4000-8000-000000000000'],
    ['a malformed id', 'not-a-uuid'],
    ['an injection attempt', "1' or '1'='1"],
    ['an archived product', 'ARCHIVED'],
  ])('answers a JSON 404 for %s', async (_, raw) => {
    const id = raw === 'ARCHIVED' ? ids['Hidden Bed'] : raw;
    const response = await get(`/api/products/${encodeURIComponent(id ?? '')}`);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({
      error: { code: 'not_found', message: 'Product not found' },
    });
  });
});

describe('GET /api/products/search', () => {
  it('ranks the exact word in the name first, then a longer word, then the description', async () => {
    const response = await get('/api/products/search?q=bed');
    expect(response.statusCode).toBe(200);
    const names = productListSchema.parse(response.json()).map((p) => p.name);
    // Equal scores (the three beds) by name; "Bedside" is close to "bed" but not the word.
    expect(names).toEqual([
      'Kesar Bed',
      'Sagwan Bed',
      'Zari Bed',
      'Bedside Lamp Table',
      'Charpai Bench',
    ]);
  });

  it('is case-insensitive and searches brand, category and material too', async () => {
    const byCategory = await get('/api/products/search?q=RECLINERS');
    expect(byCategory.json().map((p: Product) => p.name)).toEqual(['Lounge Recliner']);
    const byBrand = await get('/api/products/search?q=teakline');
    expect(byBrand.json()).toHaveLength(FIXTURES.length - 1);
    const byMaterial = await get('/api/products/search?q=solid%20wood');
    expect(byMaterial.json()).toHaveLength(FIXTURES.length - 1);
  });

  it('returns an empty list when nothing matches, and everything for an empty query', async () => {
    expect((await get('/api/products/search?q=zzzz')).json()).toEqual([]);
    const all = (await get('/api/products/search?q=')).json() as Product[];
    expect(all.map((p) => p.name)).toEqual(
      (await get('/api/products')).json().map((p: Product) => p.name),
    );
  });

  it('rejects an overlong query with 400', async () => {
    const response = await get(`/api/products/search?q=${'a'.repeat(201)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('q');
  });
});

describe('GET /api/products/:id/related', () => {
  it('agrees with the shared relatedProducts rule for every product', async () => {
    const all = (await get('/api/products')).json() as Product[];
    for (const product of all) {
      const response = await get(`/api/products/${product._id}/related`);
      expect(response.statusCode).toBe(200);
      const expected = relatedProducts(product, all).map((p) => p.name);
      expect(
        response.json().map((p: Product) => p.name),
        product.name,
      ).toEqual(expected);
    }
  });

  it('orders same category, then same room type, then the rest', async () => {
    const response = await get(`/api/products/${ids['Sagwan Bed']}/related?limit=6`);
    expect(response.json().map((p: Product) => p.name)).toEqual([
      'Kesar Bed',
      'Zari Bed',
      'Almirah Wardrobe',
      'Night Stand Duo',
      'Bedside Lamp Table',
      'Charpai Bench',
    ]);
  });

  it('honours limit and rejects a bad one', async () => {
    const response = await get(`/api/products/${ids['Diwan Sofa']}/related?limit=2`);
    expect(response.json()).toHaveLength(2);
    expect((await get(`/api/products/${ids['Diwan Sofa']}/related?limit=0`)).statusCode).toBe(400);
  });

  it('answers 404 for an unknown or malformed product', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const response = await get(`/api/products/${id}/related`);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe('Product not found');
    }
  });
});
