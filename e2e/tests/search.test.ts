import { normalizeCategory, type Product } from '@sheesham/shared';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { fetchCatalogue, productPath } from '../support/catalogue.ts';

const session = useBrowser();

/** The alpha of a computed colour as Chromium writes it: `rgb(r, g, b)` or `rgba(r, g, b, a)`. */
function alphaOf(color: string): number {
  const parts = /^rgba?\(([^)]*)\)$/
    .exec(color)?.[1]
    ?.split(/[\s,/]+/)
    .filter(Boolean);
  if (!parts || parts.length < 3) throw new Error(`not an rgb colour: ${color}`);
  return parts.length === 4 ? Number(parts[3]) : 1;
}

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
    // On a busy machine the pause in typing can come before the whole word, and the list then
    // holds a prefix's answer ("recliene": recliners too, or only "Did you mean recliner?") until
    // the whole word's arrives, which resets the chosen row: wait for that answer itself.
    const wholeWord = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/products/suggest' &&
        new URL(response.url()).searchParams.get('q') === 'recliener',
    );
    await combobox.pressSequentially('recliener', { delay: 20 });
    await wholeWord;

    const options = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option');
    await expect.poll(() => options.count()).toBeGreaterThan(0);
    const firstOption = async () => ((await options.first().textContent()) ?? '').trim();
    await expect.poll(firstOption).toSatisfy((name) => recliners.some((p) => p.name === name));
    const first = await firstOption();
    expect(recliners.map((p) => p.name)).toContain(first);

    await combobox.press('ArrowDown');
    await expect.poll(() => options.first().getAttribute('aria-selected')).toBe('true');
    await combobox.press('Enter');
    const chosen = recliners.find((p) => p.name === first);
    if (!chosen) throw new Error('the suggestion is not a recliner');
    await expect.poll(() => new URL(page.url()).pathname).toBe(productPath(chosen));
  });

  it('shows the suggestions on an opaque card above the hero at 1366 px (issue #24)', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/');
    await page.getByRole('banner').getByRole('searchbox', { name: 'Search the shop' }).focus();
    const combobox = page.getByRole('combobox', { name: 'Search the shop' });
    await combobox.pressSequentially('sofaa', { delay: 20 });
    const list = page.getByRole('listbox', { name: 'Suggestions' });
    await expect.poll(() => list.getByRole('option').count()).toBeGreaterThan(0);

    const look = await list.evaluate((element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      // What a click in the middle of the list would hit: the list, not the hero under it.
      const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return {
        background: style.backgroundColor,
        onTop: top !== null && element.contains(top),
      };
    });
    expect(alphaOf(look.background), look.background).toBe(1);
    expect(look.onTop).toBe(true);
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
    await page.goto('/products?q=bukshelf');
    await expect.poll(() => page.getByText('No products found').count()).toBeGreaterThan(0);
    const suggestion = page.getByRole('link', { name: 'bookshelf' });
    await suggestion.click();
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('bookshelf');
    await expect.poll(async () => (await resultPaths()).length).toBeGreaterThan(0);
  });
});
