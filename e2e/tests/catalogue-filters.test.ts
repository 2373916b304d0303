import {
  CATEGORIES,
  formatRupees,
  normalizeCategory,
  PRICE_QUICK_RANGES,
  type Product,
} from '@sheesham/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { fetchCatalogue, mostCommon, productPath } from '../support/catalogue.ts';

const session = useBrowser();

const showingText = (page: Page) => page.getByText(/^Showing \d+ of \d+ products$/);

/** The product links of the result grid, in the order shown. */
async function shownProductPaths(page: Page): Promise<string[]> {
  return page
    .getByRole('main')
    .locator('a[href^="/product/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

async function expectListing(page: Page, expected: readonly Product[], total: number) {
  await expect
    .poll(() => showingText(page).textContent())
    .toBe(`Showing ${expected.length} of ${total} products`);
  await expect
    .poll(async () => (await shownProductPaths(page)).sort())
    .toEqual(expected.map(productPath).sort());
}

describe('Product listing filters', () => {
  it('narrows by category, material and price, then sorts by price', async () => {
    const { page } = session;
    const catalogue = await fetchCatalogue(session.baseUrl);
    const total = catalogue.length;

    // Choose filters from the data so that each step still matches something.
    const category = mostCommon(catalogue.map((p) => normalizeCategory(p.category)));
    const categoryLabel = CATEGORIES.find((c) => c.value === category)?.label as string;
    const inCategory = catalogue.filter((p) => normalizeCategory(p.category) === category);
    const material = mostCommon(inCategory.map((p) => p.primary_material));
    const withMaterial = inCategory.filter((p) => p.primary_material === material);
    const ranges = PRICE_QUICK_RANGES.map((range) => ({
      range,
      matches: withMaterial.filter((p) => p.price >= range.min && p.price <= range.max),
    }));
    const best = ranges.sort((a, b) => b.matches.length - a.matches.length)[0];
    if (!best) throw new Error('no quick price ranges');
    expect(best.matches.length, 'the seed should give this combination a match').toBeGreaterThan(0);

    await page.goto('/products');
    await expect.poll(() => showingText(page).textContent()).toMatch(`of ${total} products`);

    await page.getByRole('radio', { name: categoryLabel, exact: true }).click();
    await expectListing(page, inCategory, total);

    await page.getByRole('checkbox', { name: material, exact: true }).click();
    await expectListing(page, withMaterial, total);

    await page.getByRole('button', { name: best.range.label, exact: true }).click();
    await expectListing(page, best.matches, total);
    await expect
      .poll(() =>
        page.getByText(`${formatRupees(best.range.min)} – ${formatRupees(best.range.max)}`).count(),
      )
      .toBeGreaterThan(0);

    await page.getByRole('radio', { name: 'Price (High to Low)', exact: true }).click();
    const byId = new Map(catalogue.map((p) => [productPath(p), p]));
    const expectedPrices = best.matches.map((p) => p.price).sort((a, b) => b - a);
    await expect
      .poll(async () => (await shownProductPaths(page)).map((path) => byId.get(path)?.price))
      .toEqual(expectedPrices);

    // The filters live in the URL: a reload keeps the same result and order.
    const ordered = await shownProductPaths(page);
    await page.reload();
    await expectListing(page, best.matches, total);
    await expect.poll(() => shownProductPaths(page)).toEqual(ordered);
  });

  it('sorts by name (A-Z) by default', async () => {
    const { page } = session;
    const catalogue = await fetchCatalogue(session.baseUrl);
    await page.goto('/products');
    await expect.poll(() => showingText(page).textContent()).toMatch(/^Showing \d+ of/);
    const names = await page.getByRole('main').locator('a[href^="/product/"] h3').allTextContents();
    expect(names.length).toBeGreaterThan(1);
    const expected = catalogue
      .map((p) => p.name)
      .sort((a, b) => a.localeCompare(b, 'en'))
      .slice(0, names.length);
    expect(names).toEqual(expected);
  });
});
