import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aProduct, insertProducts } from '../helpers/product-builder.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

const SITE = 'https://shop.example.in';
let database: TestDatabase;
let t: TestApp;
let visibleIds: string[];
let archivedId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const rows = await insertProducts(database.db, [
    aProduct({ name: 'Sitemap Bed' }),
    aProduct({ name: 'Sitemap Sofa', category: 'sofas' }),
    aProduct({ name: 'Archived Chair', archivedAt: new Date() }),
  ]);
  visibleIds = rows.filter((r) => !r.archivedAt).map((r) => r.id);
  archivedId = rows.find((r) => r.archivedAt)?.id ?? '';
  t = await createTestApp(database.db);
  mkdirSync(path.join(t.config.mediaDir, 'products'), { recursive: true });
  writeFileSync(path.join(t.config.mediaDir, 'products/bed-1a2b3c.webp'), 'RIFF....WEBP');
  writeFileSync(path.join(t.config.dataDir, 'secret.txt'), 'outside the media folder');
});

afterAll(async () => {
  await t?.close();
  await database?.release();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /sitemap.xml', () => {
  it('lists the public pages and every visible product', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      `${SITE}/`,
      `${SITE}/about`,
      `${SITE}/services`,
      `${SITE}/contact`,
      `${SITE}/products`,
      ...visibleIds.map((id) => `${SITE}/product/${id}`),
    ]);
    expect(response.body).not.toContain(archivedId);
    expect(response.body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    expect(response.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it('follows catalogue changes once the catalogue cache is invalidated', async () => {
    const [added] = await insertProducts(database.db, [aProduct({ name: 'Newly Added Table' })]);
    t.app.catalog.invalidate();
    const response = await get('/sitemap.xml');
    expect(response.body).toContain(`${SITE}/product/${added?.id}`);
  });
});

describe('GET /robots.txt', () => {
  it('allows crawling except the private screens and points at the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /admin',
        'Disallow: /checkout',
        'Disallow: /profile',
        'Disallow: /auth',
        '',
        `Sitemap: ${SITE}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });
});

describe('GET /media/*', () => {
  it('serves media files as immutable with nosniff', async () => {
    const response = await get('/media/products/bed-1a2b3c.webp');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.body).toBe('RIFF....WEBP');
  });

  it('answers a missing file with a JSON 404 and never leaves the media folder', async () => {
    for (const url of [
      '/media/products/missing.webp',
      '/media/../secret.txt',
      '/media/%2e%2e/secret.txt',
      '/media/..%2fsecret.txt',
    ]) {
      const response = await get(url);
      expect([403, 404]).toContain(response.statusCode);
      expect(response.body).not.toContain('outside the media folder');
      expect(response.headers['content-type']).toContain('application/json');
    }
  });
});
