import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../src/db/schema.ts';
import { aProduct, insertProducts } from '../helpers/product-builder.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

let database: TestDatabase;
let t: TestApp;
let firstId: string;

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  database = await createTestDatabase();
  // Enough text that the list is well over the 1 KB compression threshold.
  const rows = await insertProducts(
    database.db,
    Array.from({ length: 12 }, (_, i) =>
      aProduct({ name: `Cached Product ${i + 10}`, description: 'Sheesham wood. '.repeat(20) }),
    ),
  );
  firstId = rows[0]?.id ?? '';
  t = await createTestApp(database.db);
});

afterAll(async () => {
  await t?.close();
  await database?.release();
});

async function rename(id: string, name: string) {
  await database.db.update(products).set({ name }).where(eq(products.id, id));
}

describe('ETag and 304', () => {
  it('sends a strong ETag and no-cache, and answers If-None-Match with an empty 304', async () => {
    const first = await get('/api/products');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');

    const again = await get('/api/products', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    const weak = await get('/api/products', { 'if-none-match': `"other", W/${etag}` });
    expect(weak.statusCode).toBe(304);

    const stale = await get('/api/products', { 'if-none-match': '"something-else"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toHaveLength(12);
  });

  it('gives each query and each product its own ETag', async () => {
    const all = await get('/api/products');
    const paged = await get('/api/products?limit=2');
    const one = await get(`/api/products/${firstId}`);
    expect(new Set([all.headers.etag, paged.headers.etag, one.headers.etag]).size).toBe(3);
    const repeat = await get(`/api/products/${firstId}`, {
      'if-none-match': one.headers.etag as string,
    });
    expect(repeat.statusCode).toBe(304);
  });

  it('treats equivalent queries as one cache entry', async () => {
    const a = await get('/api/products?brand=Teakline,Urban%20Loom&category=recliner');
    const b = await get('/api/products?category=Recliners&brand=urban%20loom&brand=teakline');
    expect(a.headers.etag).toBe(b.headers.etag);
  });
});

describe('invalidation', () => {
  it('keeps serving the cached body until invalidate() is called, then the new data', async () => {
    const before = await get('/api/products');
    await rename(firstId, 'Renamed Directly In SQL');

    const cached = await get('/api/products');
    expect(cached.body).toBe(before.body);
    expect((await get(`/api/products/${firstId}`)).json().name).not.toBe('Renamed Directly In SQL');

    t.app.catalog.invalidate();

    const fresh = await get('/api/products');
    expect(fresh.headers.etag).not.toBe(before.headers.etag);
    expect(fresh.json().map((p: { name: string }) => p.name)).toContain('Renamed Directly In SQL');
    expect((await get(`/api/products/${firstId}`)).json().name).toBe('Renamed Directly In SQL');
    const conditional = await get('/api/products', {
      'if-none-match': before.headers.etag as string,
    });
    expect(conditional.statusCode).toBe(200);
  });

  it('keeps the ETag when a refill finds the same data (content-derived)', async () => {
    const before = await get('/api/products');
    t.app.catalog.invalidate();
    const after = await get('/api/products', { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(304);
  });

  it('expires entries after the TTL as a safety net for other instances', async () => {
    // The cache's clock, moved by hand: expiry does not wait on real time.
    let now = 1_000_000;
    const short = await createTestApp(database.db, {
      catalogCache: { ttlMs: 100, maxEntries: 10, now: () => now },
    });
    try {
      const product = () => short.app.inject({ method: 'GET', url: `/api/products/${firstId}` });
      const before = await product();
      await rename(firstId, 'Renamed By Another Instance');
      now += 99;
      const cached = await product();
      now += 51;
      const after = await product();
      expect(before.json().name).not.toBe('Renamed By Another Instance');
      expect(cached.json().name).toBe(before.json().name);
      expect(after.json().name).toBe('Renamed By Another Instance');
    } finally {
      await short.close();
    }
  });
});

describe('compression of cached bodies', () => {
  it('sends br or gzip as the client accepts, with the same bytes inside', async () => {
    t.app.catalog.invalidate();
    const plain = await get('/api/products');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');

    const br = await get('/api/products', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gzip = await get('/api/products', { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    // One ETag per representation, and any of them revalidates the body.
    expect(new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]).size).toBe(3);
    const revalidated = await get('/api/products', {
      'accept-encoding': 'gzip',
      'if-none-match': br.headers.etag as string,
    });
    expect(revalidated.statusCode).toBe(304);
    expect(Number(gzip.headers['content-length'])).toBeLessThan(plain.body.length);
  });
});
