import {
  NEXT_CURSOR_HEADER,
  PRODUCT_PAGE_MAX,
  PRODUCT_PAGE_SIZE,
  TOTAL_COUNT_HEADER,
} from '@sheesham/shared';
import { and, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../src/db/schema.ts';
import { afterCursor, readCursor } from '../../src/modules/catalog/product-cursor.ts';
import { notArchived, PRODUCT_ORDER } from '../../src/modules/catalog/product-sql.ts';
import { aProduct, insertProducts } from '../helpers/product-builder.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

let database: TestDatabase;
let t: TestApp;

const STOREFRONT_SORTS = ['name', 'price_asc', 'price_desc', 'rating'] as const;
const CATALOGUE_SIZE = 130;

/** Few distinct prices, ratings and names (some equal but for case), so tie-breaks matter. */
const catalogue = Array.from({ length: CATALOGUE_SIZE }, (_, i) =>
  aProduct({
    name: `${i % 3 === 0 ? 'sofa' : 'Sofa'} ${String(i % 40).padStart(2, '0')}`,
    pricePaise: (10_000 + (i % 5) * 1_000) * 100,
    rating: [3.5, 4, 4.5][i % 3],
  }),
);

interface Listed {
  _id: string;
  name: string;
}

async function get(url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  return { response, body: response.json() };
}

/** A 400 whose field errors name exactly `field`. */
async function expectRefused(url: string, field: string) {
  const { response, body } = await get(url);
  expect(response.statusCode, url).toBe(400);
  expect(Object.keys(body.error.fields), url).toEqual([field]);
  return body.error.fields[field] as string;
}

/** Every page of a listing through the cursors, `limit` at a time, calling `between` each time. */
async function walk(query: string, limit: number, between: (page: number) => Promise<void>) {
  const seen: Listed[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < 1_000; page++) {
    const after = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const { response, body } = await get(`/api/products?${query}&limit=${limit}${after}`);
    expect(response.statusCode, response.body).toBe(200);
    seen.push(...(body as Listed[]));
    cursor = response.headers[NEXT_CURSOR_HEADER] as string | undefined;
    if (!cursor) return seen;
    await between(page);
  }
  throw new Error('the cursor never ended');
}

/** The listing's order straight from SQL, every visible product. */
async function orderInDatabase(sort: (typeof STOREFRONT_SORTS)[number]): Promise<string[]> {
  const rows = await database.db
    .select({ id: products.id })
    .from(products)
    .where(notArchived)
    .orderBy(...PRODUCT_ORDER[sort]);
  return rows.map((r) => r.id);
}

beforeAll(async () => {
  database = await createTestDatabase();
  await insertProducts(database.db, catalogue);
  t = await createTestApp(database.db);
});

afterAll(async () => {
  await t?.close();
  await database?.release();
});

describe('GET /api/products is bounded', () => {
  it('answers the first page and the total without parameters', async () => {
    const { response, body } = await get('/api/products');
    expect(response.statusCode).toBe(200);
    expect(body).toHaveLength(PRODUCT_PAGE_SIZE);
    expect(response.headers[TOTAL_COUNT_HEADER]).toBe(String(CATALOGUE_SIZE));
    expect(response.headers[NEXT_CURSOR_HEADER]).toEqual(expect.any(String));
    expect((body as Listed[]).map((p) => p._id)).toEqual(
      (await orderInDatabase('name')).slice(0, PRODUCT_PAGE_SIZE),
    );
  });

  it('answers at most the maximum page and refuses a larger limit with a field error', async () => {
    const { response, body } = await get(`/api/products?limit=${PRODUCT_PAGE_MAX}`);
    expect(body).toHaveLength(PRODUCT_PAGE_MAX);
    expect(response.headers[TOTAL_COUNT_HEADER]).toBe(String(CATALOGUE_SIZE));

    expect(await expectRefused(`/api/products?limit=${PRODUCT_PAGE_MAX + 1}`, 'limit')).toBe(
      `limit must be at most ${PRODUCT_PAGE_MAX}`,
    );
    await expectRefused('/api/products?offset=100001', 'offset');
  });

  it('answers only the count for limit=0', async () => {
    const { response, body } = await get('/api/products?limit=0');
    expect(body).toEqual([]);
    expect(response.headers[TOTAL_COUNT_HEADER]).toBe(String(CATALOGUE_SIZE));
    expect(response.headers[NEXT_CURSOR_HEADER]).toBeUndefined();
  });

  it('pages search the same way', async () => {
    const first = await get('/api/products/search?q=sofa');
    expect(first.response.statusCode).toBe(200);
    expect(first.body).toHaveLength(PRODUCT_PAGE_SIZE);
    expect(first.response.headers[TOTAL_COUNT_HEADER]).toBe(String(CATALOGUE_SIZE));
    const last = await get(`/api/products/search?q=sofa&limit=100&offset=100`);
    expect(last.body).toHaveLength(CATALOGUE_SIZE - 100);
    await expectRefused(`/api/products/search?q=sofa&limit=${PRODUCT_PAGE_MAX + 1}`, 'limit');
  });
});

describe('GET /api/products keyset paging', () => {
  it.each(STOREFRONT_SORTS)(
    'walks %s in the index order, ties broken by name and id',
    async (sort) => {
      const seen = await walk(`sort=${sort}`, 17, async () => {});
      expect(seen.map((p) => p._id)).toEqual(await orderInDatabase(sort));
    },
  );

  it('neither repeats nor skips a product when others are added before the cursor', async () => {
    const before = await orderInDatabase('price_asc');
    let added = 0;
    const seen = await walk('sort=price_asc', 20, async () => {
      // Cheaper than anything listed so far, and named to sort first among equals: with offset
      // paging each of these would push an already-seen product onto the next page again.
      await insertProducts(database.db, [
        aProduct({ name: `Aaa early ${added++}`, pricePaise: 1_000 }),
        aProduct({ name: `Aaa early ${added++}`, pricePaise: 10_000 * 100 }),
      ]);
    });
    const original = seen.map((p) => p._id).filter((id) => before.includes(id));
    expect(added).toBeGreaterThan(0);
    expect(original).toEqual(before);
  });

  it('refuses a malformed cursor, one made for another sort, and cursor with offset', async () => {
    const first = await get('/api/products?sort=price_asc&limit=2');
    const cursor = encodeURIComponent(first.response.headers[NEXT_CURSOR_HEADER] as string);
    for (const url of [
      '/api/products?cursor=not-a-cursor',
      `/api/products?cursor=${Buffer.from('["name",null,"x","not-a-uuid"]').toString('base64url')}`,
      `/api/products?sort=rating&cursor=${cursor}`,
    ]) {
      await expectRefused(url, 'cursor');
    }
    await expectRefused(`/api/products?sort=price_asc&offset=2&cursor=${cursor}`, 'offset');
  });

  it('refuses a forged cursor whose key or name its sort’s row could not have, never a 500', async () => {
    const id = '7d1f5a2e-9c4b-4e8a-b1d3-2f6e8a9c0b14';
    const forged = (sort: string, key: unknown, name: unknown = 'Sofa 01') =>
      Buffer.from(JSON.stringify([sort, key, name, id])).toString('base64url');
    // price_paise is an integer column: none of these fit it (issue #24 item 11).
    const notAPrice = [1e308, -1e308, 2 ** 31, 2 ** 53 + 2, 1.5, -0.0001, -1, '100', null];
    const cases: [query: string, sort: string, key: unknown][] = [
      ...notAPrice.flatMap((key): [string, string, unknown][] => [
        ['sort=price_asc', 'price_asc', key],
        ['sort=price_desc', 'price_desc', key],
      ]),
      ...[1e308, -1e308, 5.5, -0.1, '4', null].map((key): [string, string, unknown] => [
        'sort=rating',
        'rating',
        key,
      ]),
      ...[1.5, -1, 2 ** 31, 1e308, '0', null].map((key): [string, string, unknown] => [
        'q=sofa',
        'relevance',
        key,
      ]),
      ...[0, 1.5, ''].map((key): [string, string, unknown] => ['sort=name', 'name', key]),
    ];
    for (const [query, sort, key] of cases) {
      await expectRefused(`/api/products?${query}&cursor=${forged(sort, key)}`, 'cursor');
    }
    for (const name of ['x'.repeat(201), 42, null, 'a\u0000b']) {
      await expectRefused(
        `/api/products?sort=price_asc&cursor=${forged('price_asc', 100, name)}`,
        'cursor',
      );
    }
    // The edges a real row can have still page.
    for (const [query, sort, key] of [
      ['sort=price_asc', 'price_asc', 2 ** 31 - 1],
      ['sort=price_desc', 'price_desc', 0],
      ['sort=rating', 'rating', 5],
      ['q=sofa', 'relevance', 0],
    ] as const) {
      const { response } = await get(
        `/api/products?${query}&cursor=${forged(sort, key, 'x'.repeat(200))}`,
      );
      expect(response.statusCode, `${sort} ${key}`).toBe(200);
    }
  });
});

describe('sort indexes', () => {
  it.each(STOREFRONT_SORTS)(
    'reads %s from its index, first page and after a cursor',
    async (sort) => {
      const first = await get(`/api/products?sort=${sort}&limit=3`);
      const cursor = first.response.headers[NEXT_CURSOR_HEADER] as string;
      for (const where of [notArchived, and(notArchived, afterCursor(readCursor(cursor, sort)))]) {
        const query = database.db
          .select({ id: products.id })
          .from(products)
          .where(where)
          .orderBy(...PRODUCT_ORDER[sort])
          .limit(25)
          .toSQL();
        const plan = await explain(query.sql, query.params);
        expect(plan).toContain(`products_sort_${sort}_idx`);
        expect(plan).not.toMatch(/\bSort\b/);
      }
    },
  );
});

/** The plan with sequential scans priced out, so a small table still shows which index serves. */
async function explain(text: string, params: unknown[]): Promise<string> {
  const literal = text.replace(/\$(\d+)/g, (_, n: string) => {
    const value = params[Number(n) - 1];
    return typeof value === 'number' ? `(${value})` : `'${String(value).replaceAll("'", "''")}'`;
  });
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    // PGlite and node-postgres both answer { rows }.
    const { rows } = (await tx.execute(sql.raw(`explain ${literal}`))) as unknown as {
      rows: Record<string, string>[];
    };
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}
