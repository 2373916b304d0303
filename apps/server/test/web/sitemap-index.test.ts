import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogService } from '../../src/modules/catalog/index.ts';
import { VocabularyService } from '../../src/modules/vocabulary/index.ts';
import { seoRoutes } from '../../src/modules/web/index.ts';
import { aProduct, insertProducts } from '../helpers/product-builder.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

const SITE = 'https://shop.example.in';
/** The five public pages come first in every sitemap. */
const STATIC_PAGES = 5;
let database: TestDatabase;
const apps: FastifyInstance[] = [];

/** The SEO routes alone, with `maxUrlsPerFile` instead of the protocol's 50,000. */
async function sitemapApp(maxUrlsPerFile: number) {
  const app = Fastify();
  const catalog = new CatalogService(database.db, new VocabularyService(database.db));
  await app.register(seoRoutes, { siteUrl: SITE, catalog, maxUrlsPerFile });
  apps.push(app);
  return (url: string) => app.inject({ method: 'GET', url });
}

const locs = (body: string) => [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

beforeAll(async () => {
  database = await createTestDatabase();
  // 5 pages + 7 products = 12 URLs.
  await insertProducts(
    database.db,
    Array.from({ length: 7 }, (_, i) => aProduct({ name: `Indexed ${i}` })),
  );
});

afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await database?.release();
});

describe('sitemap index', () => {
  it('stays one file while every URL fits', async () => {
    const get = await sitemapApp(12);
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.body).toContain('<urlset');
    expect(locs(sitemap.body)).toHaveLength(12);
    expect((await get('/sitemap-1.xml')).statusCode).toBe(404);
  });

  it('becomes an index of files of at most the limit past it, every URL in exactly one', async () => {
    const get = await sitemapApp(5);
    const index = await get('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('<sitemapindex');
    expect(locs(index.body)).toEqual([1, 2, 3].map((n) => `${SITE}/sitemap-${n}.xml`));

    const parts = await Promise.all([1, 2, 3].map((n) => get(`/sitemap-${n}.xml`)));
    const urls = parts.flatMap((part) => {
      expect(part.statusCode).toBe(200);
      expect(part.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(part.body).toContain('<urlset');
      return locs(part.body);
    });
    expect(parts.map((part) => locs(part.body).length)).toEqual([5, 5, 2]);
    expect(new Set(urls).size).toBe(STATIC_PAGES + 7);
    expect(urls.slice(0, STATIC_PAGES)).toEqual([
      `${SITE}/`,
      `${SITE}/about`,
      `${SITE}/services`,
      `${SITE}/contact`,
      `${SITE}/products`,
    ]);
    expect((await get('/sitemap-4.xml')).statusCode).toBe(404);
    expect((await get('/sitemap-x.xml')).statusCode).toBe(404);
  });
});
