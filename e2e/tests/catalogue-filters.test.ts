import {
  CATEGORIES,
  formatINR,
  formatRupees,
  MATERIALS,
  normalizeCategory,
  PRICE_QUICK_RANGES,
  type Product,
} from '@sheesham/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { fetchCatalogue, productPath } from '../support/catalogue.ts';

const session = useBrowser();

const showingText = (page: Page) => page.getByText(/^Showing [\d,]+ of [\d,]+ products$/);

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
    .toBe(`Showing ${formatINR(expected.length)} of ${formatINR(total)} products`);
  await expect
    .poll(async () => (await shownProductPaths(page)).sort())
    .toEqual(expected.map(productPath).sort());
}

/**
 * The category, material and quick price range that together match the most products, so that
 * every step of the journey narrows the list and still leaves something to sort.
 */
function chooseFilters(catalogue: readonly Product[]) {
  const choices = CATEGORIES.flatMap(({ value, label }) => {
    const byCategory = catalogue.filter((p) => normalizeCategory(p.category) === value);
    return MATERIALS.flatMap((material) => {
      const byMaterial = byCategory.filter((p) => p.primary_material === material);
      return PRICE_QUICK_RANGES.map((range) => ({
        label,
        material,
        range,
        byCategory,
        byMaterial,
        byPrice: byMaterial.filter((p) => p.price >= range.min && p.price <= range.max),
      }));
    });
  });
  const [best] = choices.sort((a, b) => b.byPrice.length - a.byPrice.length);
  if (!best) throw new Error('no filter choices');
  return best;
}

describe('Product listing filters', () => {
  it('narrows by category, material and price, then sorts by price', async () => {
    const { page } = session;
    const catalogue = await fetchCatalogue(session.baseUrl);
    const total = catalogue.length;
    const choice = chooseFilters(catalogue);
    expect(choice.byPrice.length, 'the catalogue should match a full filter').toBeGreaterThan(1);

    await page.goto('/products');
    await expect
      .poll(() => showingText(page).textContent())
      .toBe(`Showing ${formatINR(total)} of ${formatINR(total)} products`);

    await page.getByRole('radio', { name: choice.label, exact: true }).click();
    await expectListing(page, choice.byCategory, total);

    await page.getByRole('checkbox', { name: choice.material, exact: true }).click();
    await expectListing(page, choice.byMaterial, total);

    await page.getByRole('button', { name: choice.range.label, exact: true }).click();
    await expectListing(page, choice.byPrice, total);
    const chip = `${formatRupees(choice.range.min)} – ${formatRupees(choice.range.max)}`;
    await expect.poll(() => page.getByText(chip).count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('3 filters applied', { exact: true }).count()).toBe(1);

    await page.getByRole('radio', { name: 'Price (High to Low)', exact: true }).click();
    const byPath = new Map(catalogue.map((p) => [productPath(p), p]));
    const expectedPrices = choice.byPrice.map((p) => p.price).sort((a, b) => b - a);
    await expect
      .poll(async () => (await shownProductPaths(page)).map((path) => byPath.get(path)?.price))
      .toEqual(expectedPrices);

    // The filters live in the URL: a reload keeps the same result and order.
    const ordered = await shownProductPaths(page);
    await page.reload();
    await expectListing(page, choice.byPrice, total);
    await expect.poll(() => shownProductPaths(page)).toEqual(ordered);
  });

  it('sorts by name (A-Z) by default', async () => {
    const { page } = session;
    const catalogue = await fetchCatalogue(session.baseUrl);
    await page.goto('/products');
    await expect.poll(() => showingText(page).count()).toBe(1);
    const names = await page.getByRole('main').locator('a[href^="/product/"] h3').allTextContents();
    expect(names.length).toBeGreaterThan(1);
    const expected = catalogue
      .map((p) => p.name)
      .sort((a, b) => a.localeCompare(b, 'en'))
      .slice(0, names.length);
    expect(names).toEqual(expected);
  });
});
