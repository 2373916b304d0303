import { normalizeCategory, type Product } from '@sheesham/shared';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { fetchCatalogue, productPath } from '../support/catalogue.ts';

const session = useBrowser();

const inCategory = (catalogue: readonly Product[], category: string) =>
  catalogue.filter((p) => normalizeCategory(p.category) === category);

/** The product links of the result grid, in the order shown. */
const resultPaths = () =>
  session.page
    .getByRole('list', { name: 'Products' })
    .locator('a[href^="/product/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));

describe('search that forgives typos', () => {
  it('suggests recliners for "recliener" as the shopper types, chosen with the keyboard', async () => {
    const { page } = session;
    const recliners = inCategory(await fetchCatalogue(session.baseUrl), 'recliners');
    expect(recliners.length).toBeGreaterThan(0);

    await page.goto('/');
    const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search the shop' });
    await box.first().focus();
    const combobox = page.getByRole('combobox', { name: 'Search the shop' }).first();
    await combobox.pressSequentially('recliener', { delay: 20 });

    const options = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option');
    await expect.poll(() => options.count()).toBeGreaterThan(0);
    const first = (await options.first().textContent()) ?? '';
    expect(recliners.map((p) => p.name)).toContain(first.trim());

    await combobox.press('ArrowDown');
    await expect.poll(() => options.first().getAttribute('aria-selected')).toBe('true');
    await combobox.press('Enter');
    const chosen = recliners.find((p) => p.name === first.trim());
    if (!chosen) throw new Error('the suggestion is not a recliner');
    await expect.poll(() => new URL(page.url()).pathname).toBe(productPath(chosen));
  });

  it('lists the sofas for "sofaa", best match first, with Best match as the sort', async () => {
    const { page } = session;
    const sofas = inCategory(await fetchCatalogue(session.baseUrl), 'sofas');
    await page.goto('/products?q=sofaa');

    await expect.poll(async () => (await resultPaths()).length).toBeGreaterThan(0);
    const shown = await resultPaths();
    const sofaPaths = new Set(sofas.map(productPath));
    // The best matches are sofas (other products may follow, further down).
    expect(shown.slice(0, 3).every((path) => sofaPaths.has(path))).toBe(true);
    expect(await page.getByRole('radio', { name: 'Best match' }).first().isChecked()).toBe(true);
  });

  it('offers "Did you mean" for a search that finds nothing, and the link finds the products', async () => {
    const { page } = session;
    await page.goto('/products?q=bookshlef');
    await expect.poll(() => page.getByText('No products found').count()).toBeGreaterThan(0);
    const suggestion = page.getByRole('link', { name: 'bookshelf' });
    await suggestion.click();
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('bookshelf');
    await expect.poll(async () => (await resultPaths()).length).toBeGreaterThan(0);
  });
});
