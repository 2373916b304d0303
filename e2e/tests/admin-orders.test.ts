import { formatRupees } from '@sheesham/shared';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fetchOwnOrders, signInAsNewCustomer, storeSessionToken } from '../support/accounts.ts';
import { openAdminView, signInAsAdmin } from '../support/admin.ts';
import { useBrowser } from '../support/browser.ts';
import { JAIPUR_ADDRESS, placeCodOrder, wellStockedProduct } from '../support/shopping.ts';

const session = useBrowser();

/** One titled block of the details dialog (Customer, Delivery, Items, …) and its text. */
function detailsSection(dialog: Locator, title: string): Locator {
  return dialog
    .locator('section')
    .filter({ has: dialog.page().getByRole('heading', { name: title, exact: true }) });
}

describe('Admin orders', () => {
  it('the admin finds a new COD order by its number, reads its details, ships it, and the customer sees it shipped', async () => {
    const { page, baseUrl } = session;
    const customer = await signInAsNewCustomer(page, baseUrl);
    const product = await wellStockedProduct(baseUrl, 2);
    const order = await placeCodOrder(page, baseUrl, customer, product);
    expect([order.status, order.payment_method]).toEqual(['new', 'cod']);
    const title = `Order #${order.number}`;

    await signInAsAdmin(page);
    await openAdminView(page, 'Orders');
    await page.getByRole('searchbox', { name: 'Search orders' }).fill(`#${order.number}`);
    await page.waitForURL((url) => url.searchParams.get('q') === `#${order.number}`);
    const cards = page.getByRole('article');
    await expect.poll(() => cards.allInnerTexts()).toHaveLength(1);
    const card = page.getByRole('article', { name: title });
    await card.waitFor();
    await page.getByText('Showing 1–1 of 1 order').waitFor();
    const cardText = await card.innerText();
    for (const shown of [
      customer.name,
      customer.email,
      '1 item',
      formatRupees(order.total_amount),
    ]) {
      expect(cardText).toContain(shown);
    }
    // The status badge beside the number.
    const header = card.locator('header');
    expect(await header.innerText()).toMatch(/^New$/m);

    // The details dialog: customer, delivery address, items.
    await card.getByRole('button', { name: `View details of order #${order.number}` }).click();
    const dialog = page.getByRole('dialog', { name: title });
    await dialog.waitFor();
    const customerText = await detailsSection(dialog, 'Customer').innerText();
    expect(customerText).toContain(customer.name);
    expect(customerText).toContain(customer.email);
    expect(customerText).toMatch(/98290\s?12345/);
    const delivery = await detailsSection(dialog, 'Delivery').innerText();
    expect(delivery).toContain(JAIPUR_ADDRESS);
    expect(delivery).toContain('302001');
    const items = await detailsSection(dialog, 'Items').innerText();
    expect(items).toContain(product.name);
    expect(items).toContain('Qty: 1');
    expect(items).toContain(formatRupees(product.price));
    expect(await detailsSection(dialog, 'Payment').innerText()).toContain('Cash on Delivery');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // Cancelling asks first, even from the details dialog; keeping the order changes nothing.
    await card.getByRole('button', { name: `View details of order #${order.number}` }).click();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: `Change status of order #${order.number}` }).click();
    await page.getByRole('menuitemradio', { name: 'Cancelled' }).click();
    const confirm = page.getByRole('alertdialog', { name: `Cancel order #${order.number}?` });
    await confirm.waitFor();
    expect(await confirm.innerText()).toContain('Its stock goes back to the shelf.');
    await confirm.getByRole('button', { name: 'Keep Order' }).click();
    await confirm.waitFor({ state: 'detached' });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // Ship it from the card's Change status menu, one allowed step at a time (the shared table,
    // docs/decisions/013). The arrow keys only move through the statuses (a native select would
    // set each one passed); Enter sets the one reached.
    const statusPuts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().endsWith(`/orders/${order.id}/status`)) {
        statusPuts.push(request.postData() ?? '');
      }
    });
    const changeStatus = card.getByRole('button', {
      name: `Change status of order #${order.number}`,
    });
    await changeStatus.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    const focused = (name: string) =>
      menu.getByRole('menuitemradio', { name }).evaluate((el) => el === document.activeElement);
    // Opened from the keyboard, the menu focuses its first status (the checked one, New); a new
    // order offers only Processing and Cancelled next.
    await menu.getByRole('menuitemradio', { name: 'New', checked: true }).waitFor();
    expect(await menu.getByRole('menuitemradio').allInnerTexts()).toEqual([
      'New',
      'Processing',
      'Cancelled',
    ]);
    await expect.poll(() => focused('New')).toBe(true);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => focused('Processing')).toBe(true);
    expect(statusPuts).toEqual([]);
    expect((await fetchOwnOrders(baseUrl, customer.token))[0]?.status).toBe('new');
    await page.keyboard.press('Enter');
    const processed = page
      .getByRole('status')
      .filter({ hasText: 'Order status updated to Processing' });
    await processed.waitFor();
    await changeStatus.click();
    await menu.getByRole('menuitemradio', { name: 'Processing', checked: true }).waitFor();
    await menu.getByRole('menuitemradio', { name: 'Shipped' }).click();
    const toast = page.getByRole('status').filter({ hasText: 'Order status updated to Shipped' });
    await toast.waitFor();
    expect(statusPuts).toEqual([
      JSON.stringify({ status: 'processing', expected_status: 'new' }),
      JSON.stringify({ status: 'dispatched', expected_status: 'processing' }),
    ]);
    // The list reloads: the card's badge says Shipped, and so does the menu's checked status.
    await expect.poll(() => header.innerText()).toMatch(/^Shipped$/m);
    expect(await header.innerText()).not.toMatch(/^New$/m);
    await changeStatus.click();
    await menu.getByRole('menuitemradio', { name: 'Shipped', checked: true }).waitFor();
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect((await fetchOwnOrders(baseUrl, customer.token))[0]?.status).toBe('dispatched');

    // The customer's profile: the Shipped badge, and the order under the Shipped tab only.
    await storeSessionToken(page, customer.token);
    await page.goto('/profile');
    const own = page.getByRole('article', { name: title });
    await own.waitFor();
    await own.getByText('Shipped', { exact: true }).waitFor();
    await page.getByRole('tab', { name: /^Shipped/ }).click();
    await page.getByRole('tabpanel').getByRole('article', { name: title }).waitFor();
    await page.getByRole('tab', { name: /^Processing/ }).click();
    await page.getByRole('tabpanel').getByText('No orders available').waitFor();
    // A shipped order can no longer be cancelled.
    await page.getByRole('tab', { name: /^All/ }).click();
    expect(await own.getByRole('button', { name: 'Cancel Order' }).count()).toBe(0);
  });
});
