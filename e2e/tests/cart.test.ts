import { formatINR, type Product } from '@sheesham/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInAsNewCustomer } from '../support/accounts.ts';
import { useBrowser } from '../support/browser.ts';
import { fetchCatalogue, productPath } from '../support/catalogue.ts';

const session = useBrowser();

const cartButton = (page: Page) => page.getByRole('button', { name: /^Cart, \d+ items?$/ });
const cartDrawer = (page: Page) => page.getByRole('dialog', { name: 'Shopping Cart' });

/**
 * The badge count, checked against what the cart button announces ("Cart, 3 items"). Read by CSS:
 * while the drawer is open the rest of the page is hidden from the accessibility tree.
 */
async function badgeCount(page: Page): Promise<number> {
  const label =
    (await page.locator('header button[aria-label^="Cart, "]').getAttribute('aria-label')) ?? '';
  const badge = page.getByTestId('cart-count');
  const shown = (await badge.count()) > 0 ? Number(await badge.textContent()) : 0;
  const announced = Number(/\d+/.exec(label)?.[0]);
  if (shown !== announced) throw new Error(`badge shows ${shown} but the button says "${label}"`);
  return shown;
}

async function addToCart(page: Page, product: Product, withSet = false) {
  await page.goto(productPath(product));
  await page.getByRole('heading', { level: 1, name: product.name, exact: true }).waitFor();
  if (withSet) await page.getByRole('checkbox', { name: 'Complete Set Option' }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
}

describe('Cart', () => {
  it('keeps the badge and the total right through add, quantity changes and remove', async () => {
    const { page } = session;
    await signInAsNewCustomer(page, session.baseUrl);
    const catalogue = await fetchCatalogue(session.baseUrl);
    const setProduct = catalogue.find((p) => p.has_set_option && p.set_price != null);
    const plain = catalogue.find((p) => p._id !== setProduct?._id && !p.has_set_option);
    if (!setProduct?.set_price || !plain)
      throw new Error('the demo seed lacks the products needed');
    const total = (amount: number) => `Total: ₹${formatINR(amount)}`;
    const totalText = () =>
      cartDrawer(page)
        .getByText(/^Total: ₹/)
        .textContent();

    await addToCart(page, setProduct);
    await expect.poll(() => badgeCount(page)).toBe(1);
    await addToCart(page, setProduct, true);
    await expect.poll(() => badgeCount(page)).toBe(2);
    await addToCart(page, plain);
    await expect.poll(() => badgeCount(page)).toBe(3);

    // The cart is kept in localStorage: a reload changes nothing.
    await page.reload();
    await expect.poll(() => badgeCount(page)).toBe(3);

    await cartButton(page).click();
    const drawer = cartDrawer(page);
    await drawer.waitFor();
    await expect.poll(() => drawer.getByTestId('cart-line').count()).toBe(3);
    await expect.poll(() => drawer.getByText('Complete Set', { exact: true }).count()).toBe(1);
    await expect.poll(totalText).toBe(total(setProduct.price + setProduct.set_price + plain.price));

    await drawer
      .getByRole('button', { name: `Increase quantity of ${plain.name}`, exact: true })
      .click();
    await expect.poll(() => badgeCount(page)).toBe(4);
    await expect
      .poll(totalText)
      .toBe(total(setProduct.price + setProduct.set_price + 2 * plain.price));

    await drawer
      .getByRole('button', {
        name: `Increase quantity of ${setProduct.name} (Complete Set)`,
        exact: true,
      })
      .click();
    await expect.poll(() => badgeCount(page)).toBe(5);
    await expect
      .poll(totalText)
      .toBe(total(setProduct.price + 2 * setProduct.set_price + 2 * plain.price));

    await drawer
      .getByRole('button', {
        name: `Decrease quantity of ${setProduct.name} (Complete Set)`,
        exact: true,
      })
      .click();
    await expect.poll(() => badgeCount(page)).toBe(4);

    // Remove deletes every line of that product, the set line included (SPEC §4).
    await drawer
      .getByRole('button', { name: `Remove ${setProduct.name} from cart`, exact: true })
      .click();
    await expect.poll(() => drawer.getByTestId('cart-line').count()).toBe(1);
    await expect.poll(() => badgeCount(page)).toBe(2);
    await expect.poll(totalText).toBe(total(2 * plain.price));

    // Minus goes through update-quantity unclamped: at 1 it removes the line.
    await drawer
      .getByRole('button', { name: `Decrease quantity of ${plain.name}`, exact: true })
      .click();
    await expect.poll(() => badgeCount(page)).toBe(1);
    await drawer
      .getByRole('button', { name: `Decrease quantity of ${plain.name}`, exact: true })
      .click();
    await expect.poll(() => badgeCount(page)).toBe(0);
    await expect.poll(() => drawer.getByText('Your cart is empty').count()).toBe(1);
    expect(await drawer.getByText(/^Total: ₹/).count()).toBe(0);
  });
});
