import { describe, expect, it } from 'vitest';
import { signInAsNewCustomer } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';
import { fetchCatalogue, productPath } from '../support/catalogue.ts';
import { addProductToCart, wellStockedProduct } from '../support/shopping.ts';

// The storefront's screens under axe; the admin panel's are in accessibility-admin.test.ts (two
// files, so two workers check them at once).
const session = useBrowser();

describe('axe (wcag2a, wcag2aa) on the storefront: no serious or critical violations', () => {
  it('Home', async () => {
    const { page } = session;
    await page.goto('/');
    await page.getByRole('heading', { name: 'Featured Products' }).waitFor();
    await page.locator('section a[href^="/product/"]').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('Products', async () => {
    const { page } = session;
    await page.goto('/products');
    await page.getByText(/^Showing \d+ of \d+ products$/).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('Product detail', async () => {
    const { page } = session;
    const [product] = await fetchCatalogue(session.baseUrl);
    if (!product) throw new Error('empty catalogue');
    await page.goto(productPath(product));
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    await page.getByText('You might also like').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('Contact', async () => {
    const { page } = session;
    await page.goto('/contact');
    await page.getByLabel('Subject').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('Sign in / sign up', async () => {
    const { page } = session;
    await page.goto('/auth');
    await page.getByRole('form', { name: 'Sign in' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByRole('form', { name: 'Sign up' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('Checkout and profile, signed in', async () => {
    const { page, baseUrl } = session;
    await signInAsNewCustomer(page, baseUrl);
    await addProductToCart(page, await wellStockedProduct(baseUrl, 4));
    await page.goto('/checkout');
    await page.getByText('Including all taxes and free delivery').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/profile');
    await page.getByText('No orders available').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
