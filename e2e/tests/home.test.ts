import { FEATURED_PRODUCT_COUNT } from '@sheesham/shared';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { fetchCatalogue, productPath } from '../support/catalogue.ts';

const session = useBrowser();

describe('Home', () => {
  it('features the first 3 products of the catalogue', async () => {
    const { page } = session;
    const catalogue = await fetchCatalogue(session.baseUrl);
    await page.goto('/');

    const heading = page.getByRole('heading', { name: 'Featured Products' });
    await heading.scrollIntoViewIfNeeded();
    const section = page.locator('section').filter({ has: heading });
    const productLinks = section.locator('a[href^="/product/"]');
    await expect.poll(() => productLinks.count()).toBe(FEATURED_PRODUCT_COUNT);

    const hrefs = await productLinks.evaluateAll((links) =>
      links.map((link) => link.getAttribute('href')),
    );
    expect(hrefs).toEqual(catalogue.slice(0, FEATURED_PRODUCT_COUNT).map(productPath));
    await expect
      .poll(() => section.getByRole('link', { name: 'View All Products' }).count())
      .toBe(1);
  });
});
