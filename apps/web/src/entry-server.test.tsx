// @vitest-environment node
import { DEFAULT_STORE_SETTINGS, type StorefrontPage } from '@sheesham/shared';
import { describe, expect, it } from 'vitest';
import { createStorefrontRenderer } from './entry-server';
import { PRODUCT_CARD_SIZES } from './features/catalog/components/product-card';
import { PRODUCT_GALLERY_SIZES } from './features/catalog/components/product-gallery';
import { aProduct } from './testing/fixtures';

const bed = aProduct({
  _id: 'b1',
  name: 'Aravalli Bed',
  image: '/media/products/aravalli.webp',
  images: ['/media/products/aravalli-main.webp'],
});
const sofa = aProduct({ _id: 's1', name: 'Banswara Sofa', category: 'sofas' });

/** The server's API as the renderer sees it (the real server answers through Fastify's inject). */
function catalogueApi(calls: string[]) {
  return async (url: string): Promise<Response> => {
    calls.push(url);
    const json = (body: unknown, headers: Record<string, string> = {}) =>
      new Response(JSON.stringify(body), {
        headers: { 'content-type': 'application/json', ...headers },
      });
    const path = new URL(url, 'http://api.test').pathname;
    if (path === '/api/products') return json([bed, sofa], { 'x-total-count': '2' });
    if (path === '/api/products/b1') return json(bed);
    if (path === '/api/products/b1/related') return json([sofa]);
    return new Response(JSON.stringify({ error: { code: 'not_found', message: 'Not found' } }), {
      status: 404,
    });
  };
}

const calls: string[] = [];
const errors: unknown[] = [];
const renderer = createStorefrontRenderer({
  store: { ...DEFAULT_STORE_SETTINGS, name: 'Haveli Furniture' },
  fetchApi: catalogueApi(calls),
  onError: (error) => errors.push(error),
});

async function render(path: string) {
  const page = await renderer.render(
    new URL(path, 'http://shop.test'),
    new AbortController().signal,
  );
  if (page.kind !== 'page') throw new Error(`expected a page, got a redirect to ${page.location}`);
  let html = '';
  const decoder = new TextDecoder();
  for await (const chunk of page.html) {
    html += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
  }
  return { page, html };
}

const queryKeys = (page: StorefrontPage) =>
  (page.queryState as { queries: { queryKey: unknown }[] }).queries.map((q) => q.queryKey);

describe('the storefront renderer', () => {
  it('renders the listing with its data, the signed-out shell and no inline script', async () => {
    calls.length = 0;
    const { page, html } = await render('/products');
    expect(html).toContain('Aravalli Bed');
    expect(html).toContain('Banswara Sofa');
    expect(html).toContain('Haveli Furniture'); // the server's store settings, not the defaults
    expect(html).toContain('Sign In');
    expect(html).not.toContain('<script');
    expect(queryKeys(page)).toEqual(
      expect.arrayContaining([
        ['products', 'pages', { sort: 'name' }, 24],
        ['products', { limit: 0 }],
      ]),
    );
    expect(page.lcpImage).toEqual({ src: bed.image, sizes: PRODUCT_CARD_SIZES });
    expect(errors).toEqual([]);
  });

  it('renders a product page with its main picture to preload', async () => {
    const { page, html } = await render('/product/b1');
    expect(html).toMatch(/<h1[^>]*>Aravalli Bed<\/h1>/);
    expect(queryKeys(page)).toEqual(
      expect.arrayContaining([
        ['product', 'b1'],
        ['product', 'b1', 'related'],
      ]),
    );
    expect(page.lcpImage).toEqual({ src: bed.images[0], sizes: PRODUCT_GALLERY_SIZES });
    // The session is unknown until the browser has hydrated: a tap before then must not act on
    // the server's signed-out render (decision 031).
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>(?:(?!<\/button>).)*Add to Cart/s);
  });

  it('leaves an unknown product to the browser: nothing failed is put in the page', async () => {
    const { page } = await render('/product/nope');
    expect(queryKeys(page)).not.toContainEqual(['product', 'nope']);
    expect(page.lcpImage).toBeUndefined();
  });

  it('shows a signed-in-only screen as loading instead of sending the visitor to sign in', async () => {
    const { html } = await render('/profile');
    expect(html).toContain('Loading...');
    expect(html).not.toContain('Please sign in');
  });
});
