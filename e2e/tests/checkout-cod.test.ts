import { formatINR } from '@sheesham/shared';
import { describe, expect, it } from 'vitest';
import { fetchOwnOrders } from '../support/accounts.ts';
import { useBrowser } from '../support/browser.ts';
import { addProductToCart, fillDeliveryDetails, wellStockedProduct } from '../support/shopping.ts';

const session = useBrowser();

describe('Sign up, cash on delivery, profile, cancel', () => {
  it('a new customer orders with COD, sees the order in the profile and cancels it', async () => {
    const { page, baseUrl } = session;
    const product = await wellStockedProduct(baseUrl, 0);
    const email = `cod-${Date.now()}@example.in`;

    // Sign up through the /auth screen.
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    const form = page.getByRole('form', { name: 'Sign up' });
    await form.getByLabel('Full Name').fill('Kavya Rathore');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel(/^Phone/).fill('98290 12345');
    await form.locator('input[type="password"]').fill('jharokha-teak-2031');
    await form.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: /Kavya/ }).waitFor();

    await addProductToCart(page, product);
    await page.goto('/checkout');
    await page.getByText('Including all taxes and free delivery').waitFor();
    await fillDeliveryDetails(page);
    const placeOrder = page.getByRole('button', {
      name: `Place Order - ₹${formatINR(product.price)} (COD)`,
    });
    await placeOrder.click();
    await page.getByText('Your order has been placed successfully! Pay on delivery.').waitFor();
    // Checkout lands on the order's confirmation page (issue #12), not the home page.
    await page.waitForURL((url) => /^\/orders\/[^/]+\/confirmation$/.test(url.pathname));
    const confirmedId = new URL(page.url()).pathname.split('/')[2];
    await page.getByRole('heading', { level: 1, name: /^Order #\d+$/ }).waitFor();
    await page.getByTestId('confirmation-items').getByText(product.name).waitFor();
    await page
      .getByTestId('next-steps')
      .getByText(`Pay ₹${formatINR(product.price)} in cash when it arrives.`, { exact: false })
      .waitFor();

    // The cart was cleared: the badge is gone.
    await expect.poll(() => page.getByTestId('cart-count').count()).toBe(0);

    await page.goto('/profile');
    const card = page.getByTestId('order-card');
    await card.first().waitFor();
    expect(await card.count()).toBe(1);
    await card.getByText(product.name).waitFor();
    await card.getByRole('button', { name: 'Cancel Order' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByRole('button', { name: 'Cancel Order' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await expect.poll(() => card.getByText('Cancelled', { exact: true }).count()).toBe(1);
    expect(await card.getByRole('button', { name: 'Cancel Order' }).count()).toBe(0);

    const token = await page.evaluate(() => localStorage.getItem('sheesham.session.v1'));
    const orders = await fetchOwnOrders(baseUrl, token ?? '');
    expect(orders.map((o) => [o.payment_method, o.payment_status, o.status])).toEqual([
      ['cod', 'pending', 'cancelled'],
    ]);
    expect(orders[0]?.total_amount).toBe(product.price);
    expect(orders[0]?.id).toBe(confirmedId);
  });
});
