import {
  completeSetTerms,
  DEFAULT_EMI_SETTINGS,
  emiFrom,
  formatRupees,
  fromPaise,
  mrpDiscount,
  type Product,
  toPaise,
} from '@sheesham/shared';
import { describe, expect, it } from 'vitest';
import { signInAsNewCustomer } from '../support/accounts.ts';
import { useBrowser } from '../support/browser.ts';
import { fetchCatalogue, productPath } from '../support/catalogue.ts';

// Issue #29 parts 3 to 5 (decision 058): the MRP, EMI and the Complete Set in words, as a shopper
// meets them. The server runs with the default EMI offer.
const session = useBrowser();

const monthly = (price: number) => {
  const from = emiFrom(toPaise(price), DEFAULT_EMI_SETTINGS);
  if (!from) throw new Error(`no EMI at ${price}`);
  return `No-cost EMI from ${formatRupees(fromPaise(from.monthlyPaise))}/month`;
};

/** A well-stocked set product with an MRP and its set's words, from the demo seed. */
async function setProductWithMrp(): Promise<Product> {
  const catalogue = await fetchCatalogue(session.baseUrl);
  const product = catalogue.find(
    (p) => p.stock >= 5 && p.mrp != null && p.set_description && p.set_items_price != null,
  );
  if (!product) throw new Error('the demo seed has no set product with an MRP and its words');
  return product;
}

describe('MRP, EMI and the Complete Set in words', () => {
  it('the product page, its EMI plans, the set, the cart line and the checkout say them', async () => {
    const { page } = session;
    const product = await setProductWithMrp();
    const off = mrpDiscount(product);
    const terms = completeSetTerms(product);
    if (!off || !terms?.saving || product.set_price == null) throw new Error('bad demo data');
    await signInAsNewCustomer(page, session.baseUrl);

    await page.goto(productPath(product));
    await page.getByRole('heading', { level: 1, name: product.name, exact: true }).waitFor();
    const main = page.locator('main');
    // The first of each is the product's own; related products' cards follow.
    await main.getByText(`${off.percentOff}% off`, { exact: true }).first().waitFor();
    expect(await main.locator('s', { hasText: 'MRP' }).first().textContent()).toBe(
      `MRP ${formatRupees(product.mrp as number)}`,
    );
    const emi = page.getByTestId('emi-from');
    expect(await emi.innerText()).toContain(monthly(product.price));

    // The plans: a dialog loaded on demand, one row a tenure.
    await page.getByRole('button', { name: 'View EMI plans' }).click();
    const plans = page.getByRole('dialog', { name: 'EMI plans' });
    await plans.waitFor();
    expect(await plans.locator('tbody tr').count()).toBe(DEFAULT_EMI_SETTINGS.tenures.length);
    await page.keyboard.press('Escape');
    await plans.waitFor({ state: 'detached' });

    const adds = `+${formatRupees(terms.extra)} for ${terms.description}`;
    await page.getByTestId('set-adds').getByText(adds).waitFor();
    await page
      .getByTestId('set-saves')
      .getByText(`You save ${formatRupees(terms.saving)} on buying them separately`)
      .waitFor();
    await page.getByRole('checkbox', { name: 'Complete Set Option' }).click();
    await page.getByText('for the piece alone').waitFor();
    await expect.poll(() => emi.innerText()).toContain(monthly(product.set_price));

    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('button', { name: /^Cart, 1 item$/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Shopping Cart' });
    await drawer.getByTestId('cart-set-terms').getByText(adds).waitFor();

    await drawer.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await page.getByText('Including all taxes and free delivery').waitFor();
    expect(await page.getByTestId('emi-from').innerText()).toContain(monthly(product.set_price));
  });

  it('a listing card shows the MRP struck through and the percentage off', async () => {
    const { page } = session;
    const product = await setProductWithMrp();
    const off = mrpDiscount(product);
    await page.goto(`/products?q=${encodeURIComponent(product.name)}`);
    const card = page.locator('a', { hasText: product.name }).first();
    await card.waitFor();
    expect(await card.innerText()).toContain(`${off?.percentOff}% off`);
    expect(await card.getByTestId('card-emi').innerText()).toBe(monthly(product.price));
  });
});
