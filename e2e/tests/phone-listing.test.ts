import { type Product, RECENTLY_VIEWED_SHOWN } from '@sheesham/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MOBILE_VIEWPORT, useBrowser } from '../support/browser.ts';
import { fetchCatalogue, productPath } from '../support/catalogue.ts';

const session = useBrowser({ viewport: MOBILE_VIEWPORT, isMobile: true, hasTouch: true });

/** Opens a product page and waits for its heading. */
async function openProduct(page: Page, product: Product) {
  await page.goto(productPath(product));
  await page.getByRole('heading', { level: 1, name: product.name, exact: true }).waitFor();
}

/**
 * Opens a product and waits until the page has remembered it. The heading is server-rendered, so
 * it shows before hydration; the view is recorded only once the page runs, and leaving earlier
 * (as a loaded CI machine allowed) would forget it, just as it would for a shopper.
 */
async function viewProduct(page: Page, product: Product) {
  await openProduct(page, product);
  await page.waitForFunction(
    (id) => (localStorage.getItem('sheesham.recently-viewed.v1') ?? '').includes(`"${id}"`),
    product._id,
  );
}

/** Counts layout shifts from the first byte on, as CLS does (none right after an input). */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = { sum: 0, observer: undefined as PerformanceObserver | undefined };
    const add = (entries: PerformanceEntryList) => {
      for (const entry of entries as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) record.sum += entry.value;
      }
    };
    record.observer = new PerformanceObserver((list) => add(list.getEntries()));
    record.observer.observe({ type: 'layout-shift', buffered: true });
    Object.assign(window, { __layoutShifts: { record, add } });
  });
}

/** The shifts so far, once the frame showing the latest change has painted. */
function layoutShiftSum(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        // After a second frame callback the first frame has painted and its shifts are queued.
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const { record, add } = (
              window as unknown as {
                __layoutShifts: {
                  record: { sum: number; observer: PerformanceObserver };
                  add: (entries: PerformanceEntryList) => void;
                };
              }
            ).__layoutShifts;
            add(record.observer.takeRecords());
            resolve(record.sum);
          }),
        );
      }),
  );
}

describe('Phone-first listing (390×844)', () => {
  it('lists the products two to a row, with the stock on the cards', async () => {
    const { page } = session;
    await page.goto('/products');
    const cards = page.getByRole('list', { name: 'Products' }).locator(':scope > li');
    const [first, second, third] = await Promise.all(
      [0, 1, 2].map((index) => cards.nth(index).boundingBox()),
    );
    if (!first || !second || !third) throw new Error('the listing shows fewer than 3 cards');
    // Two columns: the first two side by side, each under half the screen; the third below.
    expect(second.y).toBe(first.y);
    expect(second.x).toBeGreaterThan(first.x + first.width - 1);
    expect(first.width).toBeLessThan(MOBILE_VIEWPORT.width / 2);
    expect(third.y).toBeGreaterThan(first.y + first.height - 1);
    expect(third.x).toBe(first.x);
  });

  it('has the header search on a phone, and it finds products', async () => {
    const { page } = session;
    await page.goto('/');
    const search = page.getByRole('banner').getByRole('searchbox', { name: 'Search the shop' });
    expect(await search.isVisible()).toBe(true);
    // The first focus swaps the plain box for the suggestions' combobox (decision 020): type
    // into that one, or the keys may land on a box that is being replaced.
    await search.focus();
    const combobox = page.getByRole('banner').getByRole('combobox', { name: 'Search the shop' });
    await combobox.fill('sofa');
    await combobox.press('Enter');
    await page.waitForURL((url) => url.pathname === '/products');
    expect(new URL(page.url()).searchParams.get('q')).toBe('sofa');
  });

  it('shows the sticky Add to Cart bar once the main button has scrolled away', async () => {
    const { page } = session;
    const catalogue = await fetchCatalogue(session.baseUrl);
    const product = catalogue.find((p) => p.has_set_option && p.set_price != null && p.stock > 0);
    if (!product) throw new Error('the demo seed should have a product with a set price');
    await openProduct(page, product);
    // Nothing on the page (the delivery check's label, the offers) is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(
      MOBILE_VIEWPORT.width,
    );

    // Hidden, the bar is out of the accessibility tree, so a role locator would not find it.
    const bar = page.locator('section[aria-label="Quick add to cart"]');
    expect(await bar.getAttribute('data-state')).toBe('hidden');
    expect(await bar.isVisible()).toBe(false);

    // The set choice made above carries into the bar.
    await page.getByRole('checkbox', { name: 'Complete Set Option' }).click();
    await page.getByRole('heading', { name: 'Specifications' }).scrollIntoViewIfNeeded();
    await expect.poll(() => bar.getAttribute('data-state')).toBe('shown');
    await expect
      .poll(() => page.getByRole('region', { name: 'Quick add to cart' }).isVisible())
      .toBe(true);
    expect(await bar.innerText()).toContain('Complete set');
    // The bar slides up in 200 ms; measure where it rests, once its transition has finished.
    await bar.evaluate((element) =>
      Promise.all(element.getAnimations().map((animation) => animation.finished)),
    );
    const box = await bar.boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(MOBILE_VIEWPORT.height + 1);

    // Signed out, the bar's button does what the main one does: it asks the shopper to sign in.
    await bar.getByRole('button', { name: 'Add to Cart' }).click();
    await page.waitForURL((url) => url.pathname === '/auth');

    // Back up at the main button, the bar leaves.
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: product.name, exact: true }).waitFor();
    await page.getByRole('heading', { level: 1 }).scrollIntoViewIfNeeded();
    await expect.poll(() => bar.getAttribute('data-state')).toBe('hidden');
  });

  it('remembers the products viewed on this device, on the product page and at home', async () => {
    const { page } = session;
    const [first, second, third] = await fetchCatalogue(session.baseUrl);
    if (!first || !second || !third)
      throw new Error('the demo catalogue has fewer than 3 products');
    await viewProduct(page, first);
    await viewProduct(page, second);

    const strip = page.getByRole('list', { name: 'Recently viewed products' });
    const names = () => strip.locator('h3').allInnerTexts();
    // The product page shows the others, not itself.
    await viewProduct(page, third);
    await strip.scrollIntoViewIfNeeded();
    await expect.poll(names).toEqual([second.name, first.name]);

    // Home: newest first, with nothing shifted in view when the strip arrives after hydration.
    await recordLayoutShifts(page);
    await page.goto('/');
    await expect.poll(names).toEqual([third.name, second.name, first.name]);
    expect(await layoutShiftSum(page)).toBe(0);
    const stored = await page.evaluate(() => localStorage.getItem('sheesham.recently-viewed.v1'));
    expect(JSON.parse(stored ?? '[]')).toEqual([third._id, second._id, first._id]);
    expect(RECENTLY_VIEWED_SHOWN).toBeGreaterThanOrEqual(3);
  });

  it('leaves the server HTML without the strip, whatever the device remembers', async () => {
    const { page } = session;
    const [first] = await fetchCatalogue(session.baseUrl);
    if (!first) throw new Error('the demo catalogue is empty');
    await viewProduct(page, first);
    const html = await page.evaluate(async () => (await fetch('/')).text());
    expect(html).not.toContain('Recently viewed');
  });
});
