import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { STORE_SETTINGS_ELEMENT_ID, storeSettingsSchema } from '@sheesham/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aProduct, insertProducts } from '../helpers/product-builder.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

const SITE = 'https://shop.example.in';
let database: TestDatabase;
let t: TestApp;
let ids: Record<string, string>;

beforeAll(async () => {
  database = await createTestDatabase();
  const rows = await insertProducts(database.db, [
    aProduct({
      name: 'Maharaja </script><script>alert(1)</script> Bed',
      brand: 'Royal "Rosewood" & Sons',
      description: 'Carved headboard in <b>solid</b> sheesham. A bed for generations.',
      pricePaise: 85_000_00,
      rating: 4.7,
      stock: 3,
      images: ['/media/products/maharaja-a.webp', '/media/products/maharaja-b.webp'],
    }),
    aProduct({ name: 'Sold Out Stool', stock: 0, rating: 0, images: [] }),
  ]);
  ids = Object.fromEntries(rows.map((r) => [r.name.split(' ')[0] ?? r.name, r.id]));
  t = await createTestApp(database.db, { env: { STORE_NAME: 'Sheesham <Jaipur>' } });
  // Only the first product image exists on disk, so og:image is announced for that one only.
  const media = path.join(t.config.mediaDir, 'products');
  mkdirSync(media, { recursive: true });
  writeFileSync(path.join(media, 'maharaja-a.webp'), 'webp bytes');
});

afterAll(async () => {
  await t?.close();
  await database?.release();
});

const page = (url: string) => t.app.inject({ method: 'GET', url });

function headOf(html: string): string {
  return html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
}

function metaContent(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html);
  return match?.[1];
}

function jsonBlock(html: string, selector: RegExp): unknown {
  const match = selector.exec(html);
  if (!match?.[1]) throw new Error(`no block matching ${selector}`);
  return JSON.parse(match[1]);
}

describe('screens get index.html with their own head', () => {
  it('fills title, description, canonical and Open Graph on the home page', async () => {
    const response = await page('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    const head = headOf(response.body);
    // One title only: the build's own placeholder is replaced.
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(head).toContain(
      '<title>Sheesham &lt;Jaipur&gt; | Handcrafted Furniture in Jaipur</title>',
    );
    expect(head).toContain(`<link rel="canonical" href="${SITE}/">`);
    expect(metaContent(head, 'og:url')).toBe(`${SITE}/`);
    expect(metaContent(head, 'og:type')).toBe('website');
    expect(metaContent(head, 'description')).toMatch(/^Giving a new lease of life/);
    expect(head).not.toContain('<!--app-head-->');
    expect(response.body).toContain(
      '<script type="module" crossorigin src="/assets/index-Bx1Y2z3.js">',
    );
  });

  it('injects the store settings as a JSON data block', async () => {
    const response = await page('/contact');
    const settings = storeSettingsSchema.parse(
      jsonBlock(
        response.body,
        new RegExp(
          `<script type="application/json" id="${STORE_SETTINGS_ELEMENT_ID}">(.*?)</script>`,
        ),
      ),
    );
    expect(settings).toMatchObject({ name: 'Sheesham <Jaipur>', city: 'Jaipur', siteUrl: SITE });
    // The raw block never contains a literal "<".
    expect(response.body).toContain('Sheesham \\u003cJaipur\\u003e');
  });

  it.each([
    ['/about', 'About Us'],
    ['/services', 'Services'],
    ['/contact', 'Contact Us'],
    ['/products', 'Products'],
  ])('serves %s with status 200 and its title', async (url, title) => {
    const response = await page(url);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<title>${title} | Sheesham &lt;Jaipur&gt;</title>`);
    expect(response.body).toContain(`<link rel="canonical" href="${SITE}${url}">`);
    expect(response.body).not.toContain('name="robots"');
  });

  it('gives /browse the listing canonical and ignores query strings and trailing slashes', async () => {
    for (const url of ['/browse', '/products/?category=beds&sort=price_asc']) {
      const response = await page(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(`<link rel="canonical" href="${SITE}/products">`);
    }
  });

  it.each(['/profile', '/checkout', '/auth', '/admin', '/admin/orders'])(
    'serves the private screen %s with noindex',
    async (url) => {
      const response = await page(url);
      expect(response.statusCode).toBe(200);
      expect(metaContent(response.body, 'robots')).toBe('noindex');
    },
  );

  it('serves the mailed claim link /claim-orders?token=… as a private screen, without its token in the head', async () => {
    const response = await page('/claim-orders?token=abc123-secret');
    expect(response.statusCode).toBe(200);
    expect(metaContent(response.body, 'robots')).toBe('noindex');
    expect(response.body).toContain(
      '<title>Add Your Showroom Orders | Sheesham &lt;Jaipur&gt;</title>',
    );
    expect(response.body).toContain(`<link rel="canonical" href="${SITE}/claim-orders">`);
    expect(headOf(response.body)).not.toContain('abc123-secret');
  });

  it('serves the mailed reset link /reset-password?token=… as a private screen, without its token in the head', async () => {
    const response = await page('/reset-password?token=reset-secret-42');
    expect(response.statusCode).toBe(200);
    expect(metaContent(response.body, 'robots')).toBe('noindex');
    expect(response.body).toContain(
      '<title>Choose a New Password | Sheesham &lt;Jaipur&gt;</title>',
    );
    expect(response.body).toContain(`<link rel="canonical" href="${SITE}/reset-password">`);
    expect(headOf(response.body)).not.toContain('reset-secret-42');
  });

  it("serves an order's confirmation as a private screen, whatever the id (the SPA asks whose it is)", async () => {
    for (const url of [
      '/orders/0b6c2d1e-4f5a-4c3b-9d8e-7f6a5b4c3d2e/confirmation',
      '/orders/x/confirmation/',
    ]) {
      const response = await page(url);
      expect(response.statusCode).toBe(200);
      expect(metaContent(response.body, 'robots')).toBe('noindex');
      expect(response.body).toContain(
        '<title>Order Confirmation | Sheesham &lt;Jaipur&gt;</title>',
      );
      expect(response.body).toContain(
        `<link rel="canonical" href="${SITE}${url.replace(/\/$/, '')}">`,
      );
    }
    expect((await page('/orders/x/confirmation/more')).statusCode).toBe(404);
  });

  it('answers an unknown route with the SPA and status 404', async () => {
    const response = await page('/no-such-page');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).toContain('<title>Page not found | Sheesham &lt;Jaipur&gt;</title>');
    expect(metaContent(response.body, 'robots')).toBe('noindex');
  });
});

describe('product pages', () => {
  it('use the product for title, description, og:image and Product JSON-LD', async () => {
    const id = ids.Maharaja;
    const response = await page(`/product/${id}`);
    expect(response.statusCode).toBe(200);
    const head = headOf(response.body);
    expect(head).toContain(
      '<title>Maharaja &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; Bed | Sheesham &lt;Jaipur&gt;</title>',
    );
    expect(head).toContain(`<link rel="canonical" href="${SITE}/product/${id}">`);
    expect(metaContent(head, 'og:type')).toBe('product');
    expect(metaContent(head, 'og:image')).toBe(`${SITE}/media/products/maharaja-a.webp`);
    expect(metaContent(head, 'description')).toBe(
      'Carved headboard in &lt;b&gt;solid&lt;/b&gt; sheesham. A bed for generations.',
    );

    // Nothing the product says can close the script element or inject markup.
    expect(response.body.match(/<\/script>/g)).toHaveLength(3); // JSON-LD, settings, bundle
    expect(response.body).not.toContain('<script>alert(1)');

    const ld = jsonBlock(response.body, /<script type="application\/ld\+json">(.*?)<\/script>/);
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Maharaja </script><script>alert(1)</script> Bed',
      image: [`${SITE}/media/products/maharaja-a.webp`, `${SITE}/media/products/maharaja-b.webp`],
      description: 'Carved headboard in <b>solid</b> sheesham. A bed for generations.',
      sku: id,
      brand: { '@type': 'Brand', name: 'Royal "Rosewood" & Sons' },
      category: 'beds',
      offers: {
        '@type': 'Offer',
        url: `${SITE}/product/${id}`,
        priceCurrency: 'INR',
        price: 85000,
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
      },
    });
  });

  it('mark an out-of-stock product and leave out og:image when there is none, and never claim an aggregate rating', async () => {
    const response = await page(`/product/${ids.Sold}`);
    expect(response.statusCode).toBe(200);
    expect(metaContent(response.body, 'og:image')).toBeUndefined();
    const ld = jsonBlock(response.body, /<script type="application\/ld\+json">(.*?)<\/script>/) as {
      offers: { availability: string };
      aggregateRating?: unknown;
    };
    expect(ld.offers.availability).toBe('https://schema.org/OutOfStock');
    expect(ld.aggregateRating).toBeUndefined();
  });

  it.each([
    ['an unknown product', '/product/00000000-0000-4000-8000-000000000000'],
    ['a malformed id', '/product/abc'],
  ])('answer 404 for %s', async (_, url) => {
    const response = await page(url);
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<title>Product not found | Sheesham &lt;Jaipur&gt;</title>');
    expect(response.body).not.toContain('application/ld+json');
  });
});

it('answers a URL with a broken percent-escape with a JSON 400', async () => {
  const response = await page('/product/%E0%A4%A');
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({
    error: { code: 'bad_request', message: 'The URL is malformed.' },
  });
});

describe('build files', () => {
  it('serves hashed assets as immutable for a year', async () => {
    const response = await page('/assets/index-Bx1Y2z3.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves other build files with a short cache', async () => {
    const response = await page('/favicon.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers a missing file with 404, not the SPA', async () => {
    for (const url of ['/assets/missing-123.js', '/missing.png']) {
      const response = await page(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('<div id="root">');
    }
  });

  it('sends the .br or .gz the build wrote beside a file, and compresses one without them', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
    cpSync(path.join(import.meta.dirname, '../fixtures/web-dist'), dist, { recursive: true });
    const script = 'export const almirah = "two-door";\n'.repeat(80);
    writeFileSync(path.join(dist, 'assets/entry-Q1w2e3.js'), script);
    // Not what compressing the file gives: proof that the file on disk is sent, not a new one.
    const builtBr = brotliCompressSync('export const fromTheBuild = true;');
    writeFileSync(path.join(dist, 'assets/entry-Q1w2e3.js.br'), builtBr);
    writeFileSync(path.join(dist, 'assets/entry-Q1w2e3.js.gz'), gzipSync(script));
    writeFileSync(path.join(dist, 'assets/lazy-R4t5y6.js'), script);
    const built = await createTestApp(database.db, { env: { WEB_DIST_DIR: dist } });
    const asset = (url: string, encoding?: string) =>
      built.app.inject({
        method: 'GET',
        url,
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    try {
      const br = await asset('/assets/entry-Q1w2e3.js', 'gzip, deflate, br');
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toContain('javascript');
      expect(br.headers.vary).toContain('accept-encoding');
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(br.rawPayload.equals(builtBr)).toBe(true);

      const gz = await asset('/assets/entry-Q1w2e3.js', 'gzip');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

      const plain = await asset('/assets/entry-Q1w2e3.js');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(script);

      const onTheFly = await asset('/assets/lazy-R4t5y6.js', 'br');
      expect(onTheFly.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(onTheFly.rawPayload).toString()).toBe(script);
    } finally {
      await built.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('answers 503 with a clear message when the web app has not been built', async () => {
    const unbuilt = await createTestApp(database.db, {
      env: { WEB_DIST_DIR: '/nonexistent/dist' },
    });
    try {
      const response = await unbuilt.app.inject({ method: 'GET', url: '/' });
      expect(response.statusCode).toBe(503);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(response.body).toContain('npm run build');
      // The API still works.
      const api = await unbuilt.app.inject({ method: 'GET', url: '/api/health' });
      expect(api.statusCode).toBe(200);
    } finally {
      await unbuilt.close();
    }
  });
});
