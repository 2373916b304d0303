import { FEATURED_PRODUCT_COUNT } from '@sheesham/shared';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { fetchCatalogue, productPath } from '../support/catalogue.ts';

describe('server-rendered pages, without JavaScript', () => {
  const session = useBrowser({ javaScriptEnabled: false });

  it('carry the featured products, the listing and the product in the HTML', async () => {
    const { page } = session;
    const catalogue = await fetchCatalogue(session.baseUrl);
    const first = catalogue[0];
    if (!first) throw new Error('the demo catalogue is empty');

    await page.goto('/');
    const featured = page.locator('section').filter({
      has: page.getByRole('heading', { name: 'Featured Products' }),
    });
    expect(await featured.locator('a[href^="/product/"]').count()).toBe(FEATURED_PRODUCT_COUNT);

    await page.goto('/products');
    const cards = page.getByRole('list', { name: 'Products' }).locator('a[href^="/product/"]');
    expect(await cards.count()).toBeGreaterThan(0);
    // The first card is the page's largest paint: not lazy-loaded.
    expect(await cards.first().locator('img').getAttribute('loading')).toBe('eager');

    await page.goto(productPath(first));
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(first.name);
  });
});

describe('server-rendered pages, hydrated', () => {
  const session = useBrowser();

  it('take the catalogue from the page instead of fetching it again, then work as an app', async () => {
    const { page } = session;
    const catalogueRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/products')) {
        catalogueRequests.push(request.url());
      }
    });
    await page.goto('/products', { waitUntil: 'networkidle' });
    expect(catalogueRequests).toEqual([]);

    // Hydrated: a click is a client-side navigation, with the product from the listing's cache.
    const card = page
      .getByRole('list', { name: 'Products' })
      .locator('a[href^="/product/"]')
      .first();
    const name = await card.locator('h3').textContent();
    await card.click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(name);
  });

  it('preload the rendered screen with the entry and inline the stylesheet', async () => {
    const html = await (await fetch(new URL('/products', session.baseUrl))).text();
    // The app's scripts are named by the script that starts them after the first paint.
    const start = /<script data-entry="([^"]+)" data-preload="([^"]*)">/.exec(html);
    const hrefs = (start?.[2] ?? '').split(' ').filter(Boolean);
    expect(start?.[1]).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    expect(hrefs.some((href) => /^\/assets\/products-[\w-]+\.js$/.test(href))).toBe(true);
    // Each chunk is named once, whether index.html or the server preloads it.
    expect(new Set(hrefs).size).toBe(hrefs.length);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toMatch(/<style>[\s\S]{1000,}?<\/style>/);
    expect(html).not.toContain('rel="stylesheet"');
  });

  it("fetch the app's scripts only after the largest picture has painted", async () => {
    const { page } = session;
    await page.goto('/products', { waitUntil: 'networkidle' });
    const timings = await page.evaluate(async () => {
      // The page's LCP picture, as the server marked it; at wide viewports a later card can
      // still become the largest paint, which the app does not wait for.
      const picture = document.querySelector('img[fetchpriority="high"]');
      const paints = await new Promise<PerformanceEntryList>((resolve) => {
        new PerformanceObserver((list) => resolve(list.getEntries())).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        });
      });
      const painted = paints.find((entry) => (entry as { element?: Element }).element === picture);
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/.+\.js$/.test(entry.name));
      return {
        lcpAt: painted?.startTime ?? Number.NaN,
        lcpIsImage: picture?.tagName === 'IMG' && painted !== undefined,
        firstScriptAt: Math.min(...scripts.map((entry) => entry.startTime)),
        scripts: scripts.length,
      };
    });
    expect(timings.lcpIsImage).toBe(true);
    expect(timings.scripts).toBeGreaterThan(0);
    expect(timings.firstScriptAt).toBeGreaterThanOrEqual(timings.lcpAt);
  });
});
