import { describe, expect, it } from 'vitest';
import { signInAsNewCustomer, signUpCustomer } from '../support/accounts.ts';
import { useBrowser } from '../support/browser.ts';
import { productPath } from '../support/catalogue.ts';
import { wellStockedProduct } from '../support/shopping.ts';

const session = useBrowser();

describe('Accounts and guards', () => {
  it('signed out, Add to Cart asks to sign in and comes back to the product with the piece in the cart', async () => {
    const { page, baseUrl } = session;
    const account = await signUpCustomer(baseUrl, 'Ishaan Mehta');
    const product = await wellStockedProduct(baseUrl, 2);

    await page.goto(productPath(product));
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByText('Please sign in to add items to your cart.').waitFor();
    await page.waitForURL((url) => url.pathname === '/auth');

    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(account.email);
    await form.locator('input[type="password"]').fill(account.password);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === productPath(product));
    await page.getByRole('heading', { level: 1, name: product.name, exact: true }).waitFor();

    // The piece chosen before signing in is in the cart, once.
    await page.getByText('Added to cart', { exact: true }).waitFor();
    expect(await page.getByTestId('cart-count').textContent()).toBe('1');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: product.name, exact: true }).waitFor();
    await page.getByRole('button', { name: 'Add to Cart' }).and(page.locator(':enabled')).waitFor();
    expect(await page.getByTestId('cart-count').textContent()).toBe('1');
  });

  it('signed out, Add to Cart with the Complete Set → sign up → the set is in the cart', async () => {
    const { page, baseUrl } = session;
    const product = await wellStockedProduct(baseUrl, 2, { withSet: true });

    await page.goto(productPath(product));
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.waitForURL((url) => url.pathname === '/auth');

    await page.getByRole('tab', { name: 'Sign Up' }).click();
    const form = page.getByRole('form', { name: 'Sign up' });
    await form.getByLabel('Full Name').fill('Nisha Kapoor');
    await form.getByLabel('Email').fill(`e2e-set-${Date.now()}@example.in`);
    await form.locator('input[type="password"]').fill('haveli-courtyard-swing-9');
    await form.getByRole('button', { name: 'Create Account' }).click();

    await page.waitForURL((url) => url.pathname === productPath(product));
    await page.getByText('Added to cart', { exact: true }).waitFor();
    expect(await page.getByTestId('cart-count').textContent()).toBe('1');
    expect(await page.getByRole('checkbox').isChecked()).toBe(true);
    const cart = await page.evaluate(() => localStorage.getItem('sheesham.cart.v1'));
    expect(JSON.parse(cart ?? '[]')).toMatchObject([
      { id: product._id, quantity: 1, selectedSet: true },
    ]);
  });

  it('an invalid pincode shows the message and takes focus', async () => {
    const { page, baseUrl } = session;
    await signInAsNewCustomer(page, baseUrl);
    const product = await wellStockedProduct(baseUrl, 3);
    await page.goto(productPath(product));
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByText('Added to cart', { exact: true }).waitFor();

    await page.goto('/checkout');
    const pincode = page.locator('#checkout-pincode');
    await pincode.fill('01234x');
    // Only digits are kept while typing.
    expect(await pincode.inputValue()).toBe('01234');
    await page.getByText('Invalid pincode', { exact: true }).waitFor();
    await page.locator('#checkout-address').fill('7 MI Road, Jaipur');
    await page.getByRole('button', { name: /^Place Order/ }).click();
    await page.getByText('Invalid Indian pincode', { exact: true }).waitFor();
    await expect.poll(() => pincode.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('a signed-in customer who is not an admin is sent from /admin to /', async () => {
    const { page, baseUrl } = session;
    await signInAsNewCustomer(page, baseUrl);
    await page.goto('/admin');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: /Meera/ }).waitFor();
  });

  it("Sign Out takes the cart with it: the badge goes, focus lands on Sign In, the next account's cart is empty", async () => {
    const { page, baseUrl } = session;
    await signInAsNewCustomer(page, baseUrl);
    const product = await wellStockedProduct(baseUrl, 1);
    await page.goto(productPath(product));
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByText('Added to cart', { exact: true }).waitFor();
    expect(await page.getByTestId('cart-count').textContent()).toBe('1');

    await page.getByRole('button', { name: /Meera/ }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    const signIn = page.getByRole('banner').getByRole('button', { name: 'Sign In' });
    await signIn.waitFor();
    await page.getByTestId('cart-count').waitFor({ state: 'detached' });
    await expect.poll(() => signIn.evaluate((el) => el === document.activeElement)).toBe(true);

    const next = await signUpCustomer(baseUrl, 'Kabir Rao');
    await page.goto('/auth');
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(next.email);
    await form.locator('input[type="password"]').fill(next.password);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('button', { name: /Kabir/ }).waitFor();
    expect(await page.getByTestId('cart-count').count()).toBe(0);
    await page.getByRole('button', { name: 'Cart, 0 items' }).click();
    await page.getByText('Your cart is empty').waitFor();
  });

  it('signed out, /checkout shows the sign-in screen with the reason', async () => {
    const { page } = session;
    await page.goto('/checkout');
    await page.getByText('Please sign in to checkout', { exact: true }).waitFor();
    await page.getByRole('form', { name: 'Sign in' }).waitFor();
  });
});
