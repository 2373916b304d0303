import type { FastifyPluginAsync } from 'fastify';
import { absoluteUrl } from '../../lib/absolute-url.ts';
import { notFound } from '../../lib/http-error.ts';
import { CachedBody } from '../../lib/response-cache.ts';
import { sendCached } from '../../lib/send-cached.ts';
import type { CatalogService } from '../catalog/index.ts';
import { SITEMAP_MAX_URLS, sitemapEntries, sitemapIndex, urlSet } from './sitemap.ts';

export interface SeoOptions {
  siteUrl: string;
  catalog: CatalogService;
  /** URLs per sitemap file (the protocol's 50,000); tests pass a small one. */
  maxUrlsPerFile?: number;
}

/** Screens that are personal or operational: crawlers have nothing to find there. */
const DISALLOWED = ['/admin', '/checkout', '/profile', '/auth'];

const SITEMAP_HEADERS = {
  contentType: 'application/xml; charset=utf-8',
  cacheControl: 'public, max-age=3600',
};

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

  const perFile = options.maxUrlsPerFile ?? SITEMAP_MAX_URLS;

  /** File `part`: 0 is /sitemap.xml (the one list, or past perFile URLs the index of the parts). */
  const sitemapFile = (part: number) =>
    // Cached with the catalogue, so a product change shows up here too.
    options.catalog.remember(`sitemap:${part}`, async () => {
      const entries = sitemapEntries(options.siteUrl, await options.catalog.listSitemapEntries());
      const parts = Math.ceil(entries.length / perFile);
      if (part === 0) {
        const text = parts > 1 ? sitemapIndex(options.siteUrl, parts) : urlSet(entries);
        return new CachedBody(text, true);
      }
      // No such part (or the sitemap is one file): remembered as absent until the next write.
      if (parts <= 1 || part > parts) return new CachedBody('', false);
      return new CachedBody(urlSet(entries.slice((part - 1) * perFile, part * perFile)), true);
    });

  app.get('/sitemap.xml', async (request, reply) =>
    sendCached(request, reply, await sitemapFile(0), SITEMAP_HEADERS),
  );

  app.get<{ Params: { part: string } }>('/sitemap-:part(^\\d{1,6}).xml', async (request, reply) => {
    const file = await sitemapFile(Number(request.params.part));
    if (!file.value) throw notFound('No such sitemap');
    return sendCached(request, reply, file, SITEMAP_HEADERS);
  });

  app.get('/robots.txt', async (request, reply) =>
    sendCached(request, reply, robots, {
      contentType: 'text/plain; charset=utf-8',
      cacheControl: 'public, max-age=86400',
    }),
  );
};
