import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SSR_QUERY_STATE_ELEMENT_ID } from '@sheesham/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aProduct, insertProducts } from '../helpers/product-builder.ts';
import { escapeRegExp } from '../helpers/reg-exp.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

// A web build with a server entry (see its .ssr/entry-server.js): the render goes through the
// server's real plumbing (loading the build, answering its API calls in process, the document).
const SSR_DIST = fileURLToPath(new URL('../fixtures/web-dist-ssr', import.meta.url));

let database: TestDatabase;
let t: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  await insertProducts(database.db, [
    aProduct({ name: 'Aravalli Bed', images: ['/media/products/aravalli.webp'] }),
    aProduct({ name: 'Banswara Sofa' }),
    aProduct({ name: 'Chittor Chair' }),
  ]);
  t = await createTestApp(database.db, { env: { WEB_DIST_DIR: SSR_DIST } });
});

afterAll(async () => {
  await t?.close();
  await database?.release();
});

const page = (url: string) => t.app.inject({ method: 'GET', url });

const rootOf = (html: string) =>
  html.slice(html.indexOf('<div id="root">'), html.indexOf('</body>'));

function dataBlock(html: string, id: string): unknown {
  const match = new RegExp(`<script type="application/json" id="${id}">([^<]*)</script>`).exec(
    html,
  );
  if (!match?.[1]) throw new Error(`no data block ${id}`);
  return JSON.parse(match[1]);
}

/** The inline script that starts the app after the first paint, with what it will load. */
function startScriptOf(html: string) {
  const match =
    /<script data-entry="([^"]*)" data-preload="([^"]*)"(?: data-css="[^"]*")?(?: data-fonts="[^"]*")?>([^<]*)<\/script>/.exec(
      html,
    );
  if (!match) throw new Error('no start script');
  const [tag, entry, preload, code] = match as unknown as [string, string, string, string];
  return { tag, entry, preload: preload.split(' ').filter(Boolean), code };
}

describe('the storefront is rendered on the server', () => {
  it("puts the app's HTML, with catalogue data from the API, inside #root", async () => {
    const response = await page('/products');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const root = rootOf(response.body);
    expect(root).toContain(
      '<div id="root"><main class="md:grid"><h1 class="page-title">Sheesham at /products</h1>',
    );
    expect(root).toContain('<li>Aravalli Bed</li><li>Banswara Sofa</li>');
    expect(response.body).not.toContain('<!--app-html-->');
    // Head tags stay.
    expect(response.body).toContain('<title>Products | Sheesham</title>');
  });

  it('writes the query cache as a JSON data block, escaped', async () => {
    const response = await page('/');
    expect(dataBlock(response.body, SSR_QUERY_STATE_ELEMENT_ID)).toEqual({
      queries: [
        { queryKey: ['products'], total: '3' },
        { queryKey: ['note'], text: '</script><script>alert(1)</script>' },
      ],
    });
    expect(response.body).not.toContain('<script>alert(1)');
    // No inline script at all: the CSP allows only the build's own files.
    expect(response.body).not.toMatch(/<script>/);
  });

  it('preloads the LCP picture in the head with its srcset, sizes and high priority', async () => {
    const response = await page('/');
    const head = response.body.slice(0, response.body.indexOf('</head>'));
    expect(head).toContain(
      '<link rel="preload" as="image" href="/media/products/aravalli.webp" imagesrcset="/media/products/aravalli-320.webp 320w, /media/products/aravalli-640.webp 640w, /media/products/aravalli-1024.webp 1024w, /media/products/aravalli-1600.webp 1600w" imagesizes="100vw" fetchpriority="high">',
    );
  });

  it('keeps the status of the screen: 404 for an unknown product, rendered all the same', async () => {
    const response = await page('/product/00000000-0000-4000-8000-000000000000');
    expect(response.statusCode).toBe(404);
    expect(rootOf(response.body)).toContain('<li>Aravalli Bed</li>');
  });

  it('sends the SPA shell, never a 500, when the app fails to render', async () => {
    const response = await page('/boom');
    expect(response.statusCode).toBe(404); // the page's own status: /boom is no screen
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).toContain('<title>Page not found | Sheesham</title>');
    expect(response.body).not.toContain(SSR_QUERY_STATE_ELEMENT_ID);
  });

  it("follows the app's redirects", async () => {
    const response = await page('/old-home');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/');
  });

  it('leaves /admin to the browser', async () => {
    for (const url of ['/admin', '/admin/orders']) {
      const response = await page(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
      // It starts its script at once: nothing to paint first.
      expect(response.body).toContain(
        '<script type="module" crossorigin src="/assets/index-Bx1Y2z3.js"></script>',
      );
      // A client-rendered page keeps the cacheable stylesheet link.
      expect(response.body).toContain('href="/assets/index-Cs5Q1w2e.css"');
      expect(response.body).not.toContain('<style>');
    }
  });

  it("preloads the rendered screen's chunk and its imports, not what the page already loads", async () => {
    const preloads = startScriptOf((await page('/products')).body).preload;
    expect(preloads.sort()).toEqual([
      '/assets/money-M0n3y123.js',
      '/assets/products-P9o8i7u6.js',
      '/assets/react-Q1w2e3r4.js',
    ]);
    // A page with no screen sources gets none.
    expect(startScriptOf((await page('/')).body).preload).toEqual([]);
  });

  it('starts the app only after the page has painted: one inline script, allowed by its hash', async () => {
    const response = await page('/products');
    const html = response.body;
    // No module script or preload the browser would fetch before the LCP picture.
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    expect(html).not.toContain('rel="modulepreload"');
    const start = startScriptOf(html);
    expect(start.entry).toBe('/assets/index-Bx1Y2z3.js');
    // It comes last, after the data the app hydrates with.
    expect(html.indexOf(start.tag)).toBeGreaterThan(html.indexOf(SSR_QUERY_STATE_ELEMENT_ID));
    expect(html.slice(html.indexOf(start.tag) + start.tag.length).trim()).toMatch(
      /^<\/body>\s*<\/html>$/,
    );
    // The policy allows exactly this script's text, and no inline script in general.
    const policy = String(response.headers['content-security-policy']);
    const hash = createHash('sha256').update(start.code).digest('base64');
    expect(policy).toMatch(
      new RegExp(`script-src 'self' '${escapeRegExp(`sha256-${hash}`)}'[;\\s]`),
    );
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('inlines the part of the stylesheet the page uses, and loads the rest after it paints', async () => {
    const response = await page('/products');
    const html = response.body;
    // Everything outside the utilities layer, and the utilities whose classes the page has.
    const style = html.match(/<style>([\s\S]*?)<\/style>/)?.[1] ?? '';
    const css = readFileSync(`${SSR_DIST}/assets/index-Cs5Q1w2e.css`, 'utf8');
    expect(style).toContain(css.slice(0, css.indexOf('@layer utilities')).trimEnd());
    expect(style).toContain('@layer utilities{.page-title {');
    expect(style).toMatch(/@media \(min-width: 48rem\)\{\.md\\:grid \{\s+display: grid;\s+\}\}\}$/);
    expect(html).not.toContain('admin-table');
    expect(html).not.toContain('rel="stylesheet"');
    expect(style).not.toContain('@font-face');
    // The start script adds the rest before the app: the whole utilities layer, in its order, for
    // what the app renders later, served as an immutable file named by its content.
    const later =
      /<script data-entry="[^"]+" data-preload="[^"]*" data-css="(\/assets\/later\/[0-9a-f]{16}\.css)"/.exec(
        html,
      )?.[1];
    if (!later) throw new Error('no later stylesheet in the start script');
    const rest = await page(later);
    expect(rest.statusCode).toBe(200);
    expect(rest.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(rest.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(rest.body).toMatch(/^@layer utilities \{\s+\.page-title \{/);
    expect(rest.body).toContain('.admin-table');
    expect(rest.body).not.toContain('@layer base');
    expect(rest.body).not.toContain('@font-face');
    // Another name under the same path is not a file.
    expect((await page('/assets/later/0123456789abcdef.css')).statusCode).toBe(404);
  });

  it("hands a first page's web fonts to the start script, the Latin and ₹ faces marked to load first", async () => {
    const response = await page('/products');
    const fonts = /data-fonts="([^"]*)"/.exec(response.body)?.[1];
    if (!fonts) throw new Error('no fonts in the start script');
    expect(JSON.parse(fonts.replace(/&quot;/g, '"'))).toEqual([
      {
        family: 'Inter Variable',
        src: 'url(/assets/inter-latin-wght-normal.woff2) format("woff2-variations")',
        descriptors: {
          style: 'normal',
          weight: '100 900',
          display: 'swap',
          unicodeRange: 'U+0000-00FF, U+20B9',
        },
        eager: true,
      },
    ]);
    expect(response.headers.vary).toMatch(/\bcookie\b/i);
  });

  it('puts the web fonts in the page as optional faces once the browser holds their files', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/products',
      headers: { cookie: 'theme=x; sheesham-fonts=1' },
    });
    const style = response.body.match(/<style>([\s\S]*?)<\/style>/)?.[1] ?? '';
    expect(style).toMatch(
      /^@font-face\{\s*font-family: "Inter Variable";\s*font-style: normal;\s*font-display:optional;[^}]*url\(\/assets\/inter-latin-wght-normal\.woff2\)[^}]*\}@layer theme/,
    );
    expect(response.body).not.toContain('data-fonts=');
    // Any other value of the cookie is no promise.
    const other = await t.app.inject({
      method: 'GET',
      url: '/products',
      headers: { cookie: 'sheesham-fonts=0' },
    });
    expect(other.body).not.toContain('@font-face');
    expect(other.body).toContain('data-fonts=');
  });

  it('never serves the server build as a file', async () => {
    for (const url of ['/.ssr/entry-server.js', '/.ssr/', '/%2Essr/entry-server.js']) {
      const response = await page(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('createStorefrontRenderer');
    }
  });
});
