import { productListSchema, productSchema, TOTAL_COUNT_HEADER } from '@sheesham/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aProduct, insertProducts } from '../helpers/product-builder.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

let database: TestDatabase;
let t: TestApp;

/** Deliberately inserted out of name order, with mixed case, so ordering is really tested. */
const FIXTURES = [
  aProduct({
    name: 'teak Console',
    brand: 'Teakline',
    category: 'storage',
    roomType: 'Living Room',
    primaryMaterial: 'Solid Wood',
    storage: 'Cabinet Storage',
    pricePaise: 18_500_00,
    rating: 4.1,
    images: [],
  }),
  aProduct({
    name: 'Aravali King Bed',
    brand: 'Royal Rosewood',
    category: 'beds',
    primaryMaterial: 'Solid Wood',
    storage: 'Yes - Under bed storage',
    pricePaise: 85_000_00,
    setPricePaise: 99_000_00,
    hasSetOption: true,
    rating: 4.8,
    images: ['/media/products/aravali-a.webp', '/media/products/aravali-b.webp'],
    recommendedMattressSize: 'King (78 x 72 in)',
  }),
  aProduct({
    name: 'Mehfil Recliner',
    brand: 'Urban Loom',
    category: 'recliners',
    roomType: 'Living Room',
    primaryMaterial: 'Premium Leather',
    pricePaise: 50_000_00,
    rating: 4.5,
    seatingHeight: 18,
    description: 'Power recliner with 100% top-grain leather_and a wall-hugger frame.',
  }),
  aProduct({
    name: 'Chandni Dining Set',
    brand: 'Jodhpur Heritage',
    category: 'dining',
    roomType: 'Dining Room',
    primaryMaterial: 'Fabric & Solid Wood',
    storage: 'No Storage',
    pricePaise: 25_000_00,
    rating: 4.5,
  }),
  aProduct({
    name: 'Bela Study Chair',
    brand: 'Nest & Nook',
    category: 'chairs',
    roomType: 'Study',
    primaryMaterial: 'Metal',
    pricePaise: 4_999_50,
    rating: 3.9,
  }),
  aProduct({
    name: 'Old Archived Sofa',
    category: 'sofas',
    archivedAt: new Date('2025-01-01T00:00:00Z'),
  }),
];

const visibleNames = () =>
  FIXTURES.filter((p) => !p.archivedAt)
    .map((p) => p.name)
    .sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase(), 'en'));

async function list(query = '') {
  const response = await t.app.inject({ method: 'GET', url: `/api/products${query}` });
  return { response, body: response.json() };
}

async function names(query: string) {
  const { response, body } = await list(query);
  expect(response.statusCode, response.body).toBe(200);
  return (body as { name: string }[]).map((p) => p.name);
}

beforeAll(async () => {
  database = await createTestDatabase();
  await insertProducts(database.db, FIXTURES);
  t = await createTestApp(database.db);
});

afterAll(async () => {
  await t?.close();
  await database?.release();
});

describe('GET /api/products without parameters', () => {
  it('returns the whole visible catalogue ordered by name, matching the contract', async () => {
    const { response, body } = await list();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(productListSchema.parse(body).map((p) => p.name)).toEqual(visibleNames());
    expect(response.headers[TOTAL_COUNT_HEADER]).toBe('5');
  });

  it('sends _id and every spec field on each product, prices in rupees', async () => {
    const { body } = await list();
    const bed = (body as Record<string, unknown>[]).find((p) => p.name === 'Aravali King Bed');
    expect(Object.keys(bed ?? {}).sort()).toEqual(Object.keys(productSchema.shape).sort());
    expect(bed).toMatchObject({
      brand: 'Royal Rosewood',
      price: 85000,
      set_price: 99000,
      has_set_option: true,
      image: '/media/products/aravali-a.webp',
      images: ['/media/products/aravali-a.webp', '/media/products/aravali-b.webp'],
      category: 'beds',
      room_type: 'Bedroom',
      primary_material: 'Solid Wood',
      storage: 'Yes - Under bed storage',
      product_rating: 4.8,
      seating_height: null,
      recommended_mattress_size: 'King (78 x 72 in)',
      stock: 20,
      stock_threshold: 10,
    });
    expect(bed?._id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps paise exact and gives an empty image when a product has none', async () => {
    const { body } = await list();
    const all = body as { name: string; price: number; image: string; set_price: unknown }[];
    expect(all.find((p) => p.name === 'Bela Study Chair')?.price).toBe(4999.5);
    const consoleTable = all.find((p) => p.name === 'teak Console');
    expect(consoleTable?.image).toBe('');
    expect(consoleTable?.set_price).toBeNull();
  });

  it('leaves archived products out', async () => {
    expect(await names('')).not.toContain('Old Archived Sofa');
  });
});

describe('GET /api/products filters', () => {
  it('filters by category under any of its spellings', async () => {
    for (const spelling of ['recliners', 'recliner', 'office', 'Recliners']) {
      expect(await names(`?category=${spelling}`)).toEqual(['Mehfil Recliner']);
    }
    expect(await names('?category=Dining%20Sets')).toEqual(['Chandni Dining Set']);
  });

  it('answers 400 with a field message for an unknown category', async () => {
    const { response, body } = await list('?category=hammocks');
    expect(response.statusCode).toBe(400);
    expect(body.error.code).toBe('validation_error');
    expect(body.error.message).toContain('hammocks');
    expect(body.error.fields).toHaveProperty('category');
  });

  it('filters by material, storage and brand from repeated or comma-separated values', async () => {
    expect(await names('?material=Metal&material=premium%20leather')).toEqual([
      'Bela Study Chair',
      'Mehfil Recliner',
    ]);
    expect(await names('?material=Metal,Premium%20Leather')).toEqual([
      'Bela Study Chair',
      'Mehfil Recliner',
    ]);
    expect(await names('?storage=Cabinet%20Storage')).toEqual(['teak Console']);
    expect(await names(`?brand=${encodeURIComponent('Nest & Nook,Teakline')}`)).toEqual([
      'Bela Study Chair',
      'teak Console',
    ]);
  });

  it('compares the regular price (not the set price), bounds included', async () => {
    expect(await names('?min_price=25000&max_price=50000')).toEqual([
      'Chandni Dining Set',
      'Mehfil Recliner',
    ]);
    // The bed's set price (99,000) is above 90,000 but its regular price (85,000) is not.
    expect(await names('?min_price=80000&max_price=90000')).toEqual(['Aravali King Bed']);
    expect(await names('?max_price=4999.5')).toEqual(['Bela Study Chair']);
    expect(await names('?min_price=60000&max_price=10000')).toEqual([]);
    // Bounds beyond any price (1e308 rupees is Infinity paise) filter as "none" and "all", no 500.
    expect(await names('?min_price=1e308')).toEqual([]);
    expect((await names('?max_price=1e308')).length).toBeGreaterThan(0);
  });

  it('matches q case-insensitively in name, brand, category, material and description', async () => {
    expect(await names('?q=CHANDNI')).toEqual(['Chandni Dining Set']);
    expect(await names('?q=rosewood')).toEqual(['Aravali King Bed']);
    expect(await names('?q=recliners')).toEqual(['Mehfil Recliner']);
    expect(await names('?q=dining%20sets')).toEqual(['Chandni Dining Set']);
    expect(await names('?q=metal')).toEqual(['Bela Study Chair']);
    expect(await names('?q=wall-hugger')).toEqual(['Mehfil Recliner']);
  });

  it('reads LIKE wildcards and punctuation as word breaks, not as patterns', async () => {
    expect(await names('?q=100%25')).toEqual(['Mehfil Recliner']);
    expect(await names('?q=top_grain')).toEqual(['Mehfil Recliner']);
    // No word to look for: nothing matches (a wildcard would have matched everything).
    expect(await names('?q=%25')).toEqual([]);
    expect(await names('?q=_')).toEqual([]);
  });

  it('combines filters', async () => {
    expect(await names('?material=Solid%20Wood&max_price=20000')).toEqual(['teak Console']);
  });
});

describe('GET /api/products sorting and paging', () => {
  it('sorts by price both ways and by rating, ties by name', async () => {
    expect(await names('?sort=price_asc')).toEqual([
      'Bela Study Chair',
      'teak Console',
      'Chandni Dining Set',
      'Mehfil Recliner',
      'Aravali King Bed',
    ]);
    expect(await names('?sort=price_desc')).toEqual([
      'Aravali King Bed',
      'Mehfil Recliner',
      'Chandni Dining Set',
      'teak Console',
      'Bela Study Chair',
    ]);
    expect(await names('?sort=rating')).toEqual([
      'Aravali King Bed',
      'Chandni Dining Set',
      'Mehfil Recliner',
      'teak Console',
      'Bela Study Chair',
    ]);
    expect(await names('?sort=name')).toEqual(visibleNames());
  });

  it('pages with limit and offset and reports the total before paging', async () => {
    const first = await list('?sort=price_asc&limit=2');
    expect(first.body.map((p: { name: string }) => p.name)).toEqual([
      'Bela Study Chair',
      'teak Console',
    ]);
    expect(first.response.headers[TOTAL_COUNT_HEADER]).toBe('5');

    const second = await list('?sort=price_asc&limit=2&offset=2');
    expect(second.body.map((p: { name: string }) => p.name)).toEqual([
      'Chandni Dining Set',
      'Mehfil Recliner',
    ]);
    expect(second.response.headers[TOTAL_COUNT_HEADER]).toBe('5');

    const past = await list('?offset=50');
    expect(past.body).toEqual([]);
    expect(past.response.headers[TOTAL_COUNT_HEADER]).toBe('5');

    const filtered = await list('?material=Solid%20Wood&limit=1');
    expect(filtered.body).toHaveLength(1);
    expect(filtered.response.headers[TOTAL_COUNT_HEADER]).toBe('2');
  });

  it('rejects malformed parameters with 400 and a message per field', async () => {
    const { response, body } = await list('?sort=cheapest&limit=-1&min_price=abc');
    expect(response.statusCode).toBe(400);
    expect(body.error.code).toBe('validation_error');
    expect(Object.keys(body.error.fields).sort()).toEqual(['limit', 'min_price', 'sort']);
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts:\d+/);
  });
});
