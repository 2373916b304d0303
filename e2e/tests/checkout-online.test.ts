import { formatINR, formatRupees } from '@sheesham/shared';
import { describe, expect, it } from 'vitest';
import { fetchOwnOrders, signInAsNewCustomer } from '../support/accounts.ts';
import { openAdminView, signInAsAdmin } from '../support/admin.ts';
import { useBrowser } from '../support/browser.ts';
import { addProductToCart, fillDeliveryDetails, wellStockedProduct } from '../support/shopping.ts';

const session = useBrowser();

async function payOnline(outcome: 'success' | 'failure') {
  const { page, baseUrl } = session;
  const account = await signInAsNewCustomer(page, baseUrl);
  const product = await wellStockedProduct(baseUrl, 1);
  await addProductToCart(page, product);
  await page.goto('/checkout');
  await fillDeliveryDetails(page);
  await page.getByRole('radio', { name: /Online Payment/ }).click();
  await page.getByRole('button', { name: `Pay Now - ₹${formatINR(product.price)}` }).click();
  const sandbox = page.getByRole('dialog', { name: 'Sheesham Sandbox Payments' });
  await sandbox.waitFor();
  await sandbox
    .getByRole('button', {
      name: outcome === 'success' ? /^Complete payment of/ : 'Simulate failed payment',
    })
    .click();
  return { account, product };
}

describe('Online payment in the sandbox gateway', () => {
  it('a successful payment makes a paid order and clears the cart', async () => {
    const { page, baseUrl } = session;
    const { account, product } = await payOnline('success');
    await page.getByText('Your order has been placed and paid successfully!').waitFor();
    // Checkout lands on the order's confirmation page (issue #12), not the home page.
    await page.waitForURL((url) => /^\/orders\/[^/]+\/confirmation$/.test(url.pathname));
    const confirmedId = new URL(page.url()).pathname.split('/')[2];
    await page.getByTestId('confirmation-order').getByText('Paid', { exact: true }).waitFor();
    await expect.poll(() => page.getByTestId('cart-count').count()).toBe(0);

    const orders = await fetchOwnOrders(baseUrl, account.token);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      payment_method: 'gateway',
      payment_status: 'paid',
      status: 'new',
      total_amount: product.price,
    });
    expect(orders[0]?.payment_reference_id).toMatch(/^pay_sbx_/);
    expect(orders[0]?.id).toBe(confirmedId);
  });

  it('a failed payment shows the failure toast and creates no order', async () => {
    const { page, baseUrl } = session;
    const { account } = await payOnline('failure');
    await page.getByText('Payment failed. Please try again.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/checkout');
    // The cart is kept for another try.
    expect(await page.getByTestId('cart-count').textContent()).toBe('1');
    expect(await fetchOwnOrders(baseUrl, account.token)).toEqual([]);
  });

  it('after paying: the invoice downloads, a cancel refunds it once, and customer and admin see the refund and the credit note', async () => {
    const { page, baseUrl } = session;
    const { account, product } = await payOnline('success');
    await page.waitForURL((url) => /^\/orders\/[^/]+\/confirmation$/.test(url.pathname));

    // The confirmation page's invoice is the GST invoice PDF, fetched with the session.
    const [invoice] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download invoice' }).click(),
    ]);
    expect(invoice.suggestedFilename()).toMatch(/^invoice-SH-\d\d-\d\d-\d{6}\.pdf$/);

    const [order] = await fetchOwnOrders(baseUrl, account.token);
    if (!order) throw new Error('no order');
    await page.goto('/profile');
    const card = page.locator('article').filter({ hasText: `Order #${order.number}` });
    await card.getByRole('button', { name: 'Cancel Order' }).click();
    const confirm = page.getByRole('alertdialog', { name: `Cancel order #${order.number}?` });
    await confirm.getByRole('button', { name: 'Cancel Order' }).click();
    // The sandbox refunds at once and reports it through the signed webhook: processed.
    const refundLine = card.getByTestId('refund-notes');
    await refundLine.getByText(`${formatRupees(product.price)} refunded on`).waitFor();

    const [after] = await fetchOwnOrders(baseUrl, account.token);
    expect(after).toMatchObject({ status: 'cancelled', payment_status: 'refunded' });
    expect(after?.refunds).toEqual([
      expect.objectContaining({ amount: product.price, status: 'processed' }),
    ]);

    await signInAsAdmin(page);
    await openAdminView(page, 'Orders');
    await page.getByRole('searchbox', { name: 'Search orders' }).fill(`#${order.number}`);
    const adminCard = page.getByRole('article', { name: `Order #${order.number}` });
    await adminCard.getByRole('button', { name: `View details of order #${order.number}` }).click();
    const dialog = page.getByRole('dialog', { name: `Order #${order.number}` });
    const refunds = dialog.getByTestId('details-refunds');
    await refunds.getByText('Processed', { exact: true }).waitFor();
    expect(await refunds.innerText()).toContain(formatRupees(product.price));
    await dialog.getByRole('button', { name: 'Download invoice' }).waitFor();
    await dialog.getByRole('button', { name: /^Credit note / }).waitFor();
  });
});
