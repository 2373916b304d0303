import { formatRupees } from '@sheesham/shared';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { fetchCatalogue, productPath } from '../support/catalogue.ts';

const session = useBrowser();

describe('Product detail', () => {
  it('the Complete Set option switches the price to the set price', async () => {
    const { page } = session;
    const catalogue = await fetchCatalogue(session.baseUrl);
    const product = catalogue.find((p) => p.has_set_option && p.set_price != null);
    if (!product?.set_price)
      throw new Error('the demo seed should have a product with a set price');
    const price = formatRupees(product.price);
    const setPrice = formatRupees(product.set_price);

    await page.goto(productPath(product));
    await page.getByRole('heading', { level: 1, name: product.name, exact: true }).waitFor();
    // The price block: the price shown, and the regular price struck through once the set is chosen.
    const priceBlock = page.getByTestId('product-price');
    const shownPrice = () => priceBlock.locator(':scope > span').first().textContent();
    const struckThrough = priceBlock.locator('s');

    await expect.poll(shownPrice).toBe(price);
    expect(await struckThrough.count()).toBe(0);

    const option = page.getByRole('checkbox', { name: 'Complete Set Option' });
    await option.click();
    await expect.poll(() => option.getAttribute('aria-checked')).toBe('true');
    await expect.poll(shownPrice).toBe(setPrice);
    await expect.poll(() => struckThrough.textContent()).toContain(price);

    await option.click();
    await expect.poll(shownPrice).toBe(price);
    await expect.poll(() => struckThrough.count()).toBe(0);
  });

  it('offers no set option on a product without one', async () => {
    const { page } = session;
    const catalogue = await fetchCatalogue(session.baseUrl);
    const product = catalogue.find((p) => !p.has_set_option);
    if (!product) throw new Error('the demo seed should have a product without a set option');

    await page.goto(productPath(product));
    await page.getByRole('heading', { level: 1, name: product.name, exact: true }).waitFor();
    await page.getByRole('button', { name: 'Add to Cart' }).waitFor();
    expect(await page.getByRole('checkbox', { name: /Complete Set Option/ }).count()).toBe(0);
  });
});
