import { absoluteUrl } from '../../lib/absolute-url.ts';
import { escapeHtml } from '../../lib/html.ts';
import { SITEMAP_STATIC_PATHS } from './page-meta.ts';

/** The sitemap protocol's limit of URLs per file; beyond it /sitemap.xml becomes an index. */
export const SITEMAP_MAX_URLS = 50_000;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';
const XMLNS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

function urlEntry(loc: string, lastmod?: Date): string {
  const modified = lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : '';
  return `  <url><loc>${escapeHtml(loc)}</loc>${modified}</url>`;
}

/** Every URL entry: the public pages, then each visible product. */
export function sitemapEntries(
  siteUrl: string,
  products: { id: string; updatedAt: Date }[],
): string[] {
  return [
    ...SITEMAP_STATIC_PATHS.map((p) => urlEntry(absoluteUrl(siteUrl, p))),
    ...products.map((p) => urlEntry(absoluteUrl(siteUrl, `/product/${p.id}`), p.updatedAt)),
  ];
}

export const sitemapPartPath = (part: number) => `/sitemap-${part}.xml`;

export function urlSet(entries: string[]): string {
  return `${XML_HEAD}\n<urlset ${XMLNS}>\n${entries.join('\n')}\n</urlset>\n`;
}

/** The index of `parts` files: /sitemap-1.xml … /sitemap-N.xml. */
export function sitemapIndex(siteUrl: string, parts: number): string {
  const files = Array.from(
    { length: parts },
    (_, i) =>
      `  <sitemap><loc>${escapeHtml(absoluteUrl(siteUrl, sitemapPartPath(i + 1)))}</loc></sitemap>`,
  );
  return `${XML_HEAD}\n<sitemapindex ${XMLNS}>\n${files.join('\n')}\n</sitemapindex>\n`;
}
