import type { FastifyPluginAsync } from 'fastify';
import { escapeHtml } from '../../lib/html.ts';
import { CachedBody } from '../../lib/response-cache.ts';
import { sendCached } from '../../lib/send-cached.ts';
import type { CatalogService } from '../catalog/index.ts';
import { absoluteUrl } from './head-tags.ts';
import { SITEMAP_STATIC_PATHS } from './page-meta.ts';

export interface SeoOptions {
  siteUrl: string;
  catalog: CatalogService;
}

/** Screens that are personal or operational: crawlers have nothing to find there. */
const DISALLOWED = ['/admin', '/checkout', '/profile', '/auth'];

function urlEntry(loc: string, lastmod?: Date): string {
  const modified = lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : '';
  return `  <url><loc>${escapeHtml(loc)}</loc>${modified}</url>`;
}

function buildSitemap(siteUrl: string, products: { id: string; updatedAt: Date }[]): string {
  const urls = [
    ...SITEMAP_STATIC_PATHS.map((p) => urlEntry(absoluteUrl(siteUrl, p))),
    ...products.map((p) => urlEntry(absoluteUrl(siteUrl, `/product/${p.id}`), p.updatedAt)),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

function buildRobots(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${absoluteUrl(siteUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}

export const seoRoutes: FastifyPluginAsync<SeoOptions> = async (app, options) => {
  const robots = new CachedBody(buildRobots(options.siteUrl), null);

  app.get('/sitemap.xml', async (request, reply) => {
    // Cached with the catalogue, so a product change shows up here too.
    const sitemap = await options.catalog.remember('sitemap.xml', async () => {
      const entries = await options.catalog.listSitemapEntries();
      return new CachedBody(buildSitemap(options.siteUrl, entries), null);
    });
    return sendCached(request, reply, sitemap, {
      contentType: 'application/xml; charset=utf-8',
      cacheControl: 'public, max-age=3600',
    });
  });

  app.get('/robots.txt', async (request, reply) =>
    sendCached(request, reply, robots, {
      contentType: 'text/plain; charset=utf-8',
      cacheControl: 'public, max-age=86400',
    }),
  );
};
