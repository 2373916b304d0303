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
    const start = /<script data-entry="([^"]+)" data-preload="([^"]*)"/.exec(html);
    const hrefs = (start?.[2] ?? '').split(' ').filter(Boolean);
    expect(start?.[1]).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    expect(hrefs.some((href) => /^\/assets\/products-[\w-]+\.js$/.test(href))).toBe(true);
    // Each chunk is named once, whether index.html or the server preloads it.
    expect(new Set(hrefs).size).toBe(hrefs.length);
    expect(html).not.toContain('rel="modulepreload"');
    // The page's part of the stylesheet is in the document; the rest comes after the paint.
    expect(html).toMatch(/<style>[\s\S]{1000,}?<\/style>/);
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).toMatch(/ data-css="\/assets\/later\/[0-9a-f]{16}\.css"/);
  });

  it('carry only the styles they use, and load the rest of the stylesheet before the app', async () => {
    const { page } = session;
    await page.goto('/products', { waitUntil: 'networkidle' });
    const sheets = await page.evaluate(() => {
      // Every style rule, inside @layer and @media too.
      const count = (rules: CSSRuleList): number =>
        [...rules].reduce(
          (sum, rule) =>
            sum +
            (rule instanceof CSSStyleRule || !('cssRules' in rule)
              ? 1
              : count((rule as CSSGroupingRule).cssRules)),
          0,
        );
      return [...document.styleSheets].map((sheet) => ({
        href: sheet.href ? new URL(sheet.href).pathname : null,
        rules: count(sheet.cssRules),
      }));
    });
    const inline = sheets.find((sheet) => sheet.href === null);
    const later = sheets.find((sheet) =>
      /^\/assets\/later\/[0-9a-f]+\.css$/.test(sheet.href ?? ''),
    );
    expect(inline?.rules).toBeGreaterThan(100);
    // The rest is every screen's utilities, the admin's included (decision 062).
    expect(later?.rules).toBeGreaterThan((inline?.rules ?? 0) + 200);
  });

  it("fetch the app's scripts and web fonts only after the page's LCP picture has loaded", async () => {
    const { page } = session;
    await page.goto('/products', { waitUntil: 'networkidle' });
    await page.evaluate('document.fonts.ready');
    const timings = await page.evaluate(() => {
      // The picture the server marked as the page's largest paint (the first card's).
      const picture = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const loaded = resources.find((entry) => entry.name === picture?.currentSrc);
      const scripts = resources.filter((entry) => /\/assets\/.+\.js$/.test(entry.name));
      const fonts = resources.filter((entry) => /\.woff2$/.test(entry.name));
      const stylesheet = resources.find((entry) => /\/assets\/.+\.css$/.test(entry.name));
      return {
        stylesheetAt: stylesheet?.startTime ?? Number.NaN,
        pictureLoadedAt: loaded?.responseEnd ?? Number.NaN,
        firstScriptAt: Math.min(...scripts.map((entry) => entry.startTime)),
        scripts: scripts.length,
        firstFontAt: Math.min(...fonts.map((entry) => entry.startTime)),
        fonts: fonts.length,
        // The first page keeps the stand-ins it painted with: the fonts wait for the next page.
        interInUse: [...document.fonts].some(
          (face) => face.family.includes('Inter Variable') && face.status === 'loaded',
        ),
      };
    });
    expect(timings.scripts).toBeGreaterThan(0);
    // Not before the picture is in: the start script waits for its paint, or 200 ms after it.
    expect(timings.firstScriptAt).toBeGreaterThanOrEqual(timings.pictureLoadedAt);
    // The start script loads the rest of the stylesheet and fetches the web fonts then too
    // (decisions 038, 063).
    expect(timings.fonts).toBeGreaterThan(0);
    expect(timings.stylesheetAt).toBeGreaterThanOrEqual(timings.pictureLoadedAt);
    expect(timings.firstFontAt).toBeGreaterThanOrEqual(timings.pictureLoadedAt);
    expect(timings.interInUse).toBe(false);
  });

  it('paint in the web fonts from the first paint once the browser holds them, and take them on the first navigation', async () => {
    const { page } = session;
    await page.context().clearCookies();
    await page.goto('/products', { waitUntil: 'networkidle' });
    await expect
      .poll(async () => (await page.context().cookies()).map((c) => `${c.name}=${c.value}`))
      .toContain('sheesham-fonts=1');
    // The app's first navigation brings the fonts to the open document: once the footer's link
    // is hydrated, a click on it is the app's navigation, not a new page load.
    await page.waitForFunction(() => {
      const link = document.querySelector('footer a[href="/"]');
      return link !== null && Object.keys(link).some((key) => key.startsWith('__reactProps'));
    });
    await page.evaluate(() => Object.assign(window, { __samePage: true }));
    await page.locator('footer').getByRole('link', { name: 'Home', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const interInUse = () =>
      page.evaluate(() =>
        [...document.fonts].some(
          (face) => face.family.includes('Inter Variable') && face.status === 'loaded',
        ),
      );
    await expect.poll(interInUse).toBe(true);
    expect(await page.evaluate(() => '__samePage' in window)).toBe(true);

    // The next page load carries the faces itself, optional, and uses the cached files at once.
    await page.goto('/products', { waitUntil: 'networkidle' });
    const next = await page.evaluate(() => ({
      inlineFaces: [...document.styleSheets]
        .filter((sheet) => sheet.href === null)
        .flatMap((sheet) => [...sheet.cssRules])
        .filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule)
        // The web fonts' faces, not the local stand-ins'.
        .filter((rule) => rule.style.getPropertyValue('src').includes('url('))
        .map((rule) => rule.style.getPropertyValue('font-display')),
      startsFonts: document.querySelector('script[data-fonts]') !== null,
      interInUse: [...document.fonts].some(
        (face) => face.family.includes('Inter Variable') && face.status === 'loaded',
      ),
    }));
    expect(next.inlineFaces.length).toBeGreaterThan(0);
    expect(new Set(next.inlineFaces)).toEqual(new Set(['optional']));
    expect(next.startsFonts).toBe(false);
    expect(next.interInUse).toBe(true);
  });
});
