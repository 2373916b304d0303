import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { DashboardStats } from '@sheesham/shared/admin-dashboard';
import type { AdminMail, AdminMailDetail } from '@sheesham/shared/admin-mail';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { fetchOwnOrders, signUpCustomer, storeSessionToken } from '../support/accounts.ts';
import { adminGet, openAdminView, signInAsAdmin } from '../support/admin.ts';
import { MOBILE_VIEWPORT, useBrowser } from '../support/browser.ts';
import { mailsTo } from '../support/mailbox.ts';
import { wellStockedProduct } from '../support/shopping.ts';

const session = useBrowser({ viewport: { width: 1366, height: 900 } });

/** Where the New order dialog's screenshots go when SHOTS_DIR is set (issue #15). */
const SHOTS_DIR = process.env.SHOTS_DIR;

/** A mobile number nobody else in this run has. */
const uniqueMobile = () => `9${String(Date.now()).slice(-9)}`;

/** The dialog at 1366 px (tall enough to show all of it) and at 390 px, top, middle and end. */
async function screenshotDialog(page: Page, dialog: Locator, dir: string) {
  mkdirSync(dir, { recursive: true });
  await page.setViewportSize({ width: 1366, height: 1500 });
  await page.screenshot({ path: `${dir}/new-order-1366.png` });
  await page.setViewportSize(MOBILE_VIEWPORT);
  const scrollTo = (fraction: number) =>
    dialog.evaluate((el, f) => {
      el.scrollTop = (el.scrollHeight - el.clientHeight) * f;
    }, fraction);
  for (const [fraction, name] of [
    [0, 'top'],
    [0.5, 'middle'],
    [1, 'end'],
  ] as const) {
    await scrollTo(fraction);
    await page.screenshot({ path: `${dir}/new-order-390-${name}.png` });
  }
  await dialog.getByRole('radio', { name: 'Deliver to an address' }).click();
  await scrollTo(1);
  await page.screenshot({ path: `${dir}/new-order-390-delivery.png` });
  await dialog.getByRole('radio', { name: 'Collected at the showroom' }).click();
  await page.setViewportSize({ width: 1366, height: 900 });
}

describe('Showroom orders', () => {
  it('staff enter a showroom order for a new walk-in; it joins their account only via the mailed link', async () => {
    const { page, baseUrl } = session;
    const product = await wellStockedProduct(baseUrl, 3);
    const email = `walk-in-${randomUUID()}@example.in`;
    const name = `Walk-in ${randomUUID().slice(0, 6)}`;
    const adminToken = await signInAsAdmin(page);
    const before = await adminGet<DashboardStats>(adminToken, '/admin/dashboard/stats');

    await openAdminView(page, 'Orders');
    await page.getByRole('button', { name: 'New order' }).click();
    const dialog = page.getByRole('dialog', { name: 'New order' });
    await dialog.waitFor();

    // Nothing chosen yet: the form says what is missing and sends nothing.
    await dialog.getByRole('button', { name: 'Create order' }).click();
    await dialog.getByText('Choose or add a customer').waitFor();

    await dialog.getByRole('button', { name: 'New walk-in customer' }).click();
    await dialog.getByLabel('Full name').fill(name);
    await dialog.getByLabel('Phone number').fill(uniqueMobile());
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('searchbox', { name: 'Search products' }).fill(product.name);
    await dialog.getByRole('button', { name: `Add ${product.name}`, exact: true }).click();
    const lines = dialog.getByRole('list', { name: 'Order lines' });
    await lines.waitFor();
    // The stock the catalogue has now: other journeys running beside this one may have bought
    // some since it was read, never added any.
    const shownStock = Number(/(\d+) in stock/.exec(await lines.innerText())?.[1]);
    expect(shownStock).toBeGreaterThanOrEqual(3);
    expect(shownStock).toBeLessThanOrEqual(product.stock);
    await dialog.getByRole('radio', { name: 'Collected at the showroom' }).click();
    await dialog.getByRole('radio', { name: 'Paid at the showroom' }).click();
    await dialog.getByLabel('Reference number').fill('UPI-20391');

    if (SHOTS_DIR) await screenshotDialog(page, dialog, SHOTS_DIR);

    await dialog.getByRole('button', { name: 'Create order' }).click();
    const toast = page.getByRole('status').filter({ hasText: 'Order created successfully' });
    await toast.waitFor();
    expect(await toast.innerText()).toContain('Success');
    await dialog.waitFor({ state: 'detached' });

    // In the orders list, marked as a showroom order entered by staff.
    await page.getByRole('searchbox', { name: 'Search orders' }).fill(name);
    const card = page.getByRole('article').filter({ hasText: name });
    await card.waitFor();
    expect(await card.getByTestId('order-channel').innerText()).toContain('Showroom');

    // The dashboard splits revenue by channel: the showroom share grew by this order.
    const after = await adminGet<DashboardStats>(adminToken, '/admin/dashboard/stats');
    expect(after.monthlyRevenueByChannel.showroom).toBeCloseTo(
      before.monthlyRevenueByChannel.showroom + product.price,
      2,
    );
    await openAdminView(page, 'Dashboard');
    const split = page.getByTestId('revenue-by-channel');
    await split.waitFor();
    expect(await split.innerText()).toContain('Showroom');

    // The walk-in signs up with that e-mail: nothing is joined without the mailed link.
    const customer = await signUpCustomer(baseUrl, name, email);
    expect(await fetchOwnOrders(baseUrl, customer.token)).toEqual([]);
    await page.goto('/');
    await storeSessionToken(page, customer.token);
    await page.goto('/profile');
    await page.getByRole('heading', { name: 'Order History' }).waitFor();
    expect(await page.getByText(/#\d{4,}/).count()).toBe(0);

    // The link works only in the mail as sent; the admin's Mail view shows it masked.
    const mails = await adminGet<AdminMail[]>(adminToken, '/admin/mail?limit=100');
    const claimMail = mails.find((m) => m.kind === 'order_claim' && m.recipient === email);
    expect(claimMail).toBeDefined();
    const detail = await adminGet<AdminMailDetail>(adminToken, `/admin/mail/${claimMail?.id}`);
    expect(detail.text).toMatch(/\/claim-orders\?token=•••/);
    const mailbox = inject('mailbox');
    expect(mailbox, 'this journey reads the mailed link from the local SMTP server').not.toBeNull();
    const claimLink = async () => {
      const sent = await mailsTo(mailbox as string, email);
      return /https?:\/\/\S+\/claim-orders\?token=[\w-]+/.exec(
        sent.map((m) => m.text).join('\n'),
      )?.[0];
    };
    await expect.poll(claimLink).toBeDefined();
    const link = await claimLink();
    await page.goto(new URL(link ?? '').pathname + new URL(link ?? '').search);
    await page.getByRole('heading', { name: 'Your orders are in your account' }).waitFor();
    const orders = await fetchOwnOrders(baseUrl, customer.token);
    expect(orders.map((o) => o.channel)).toEqual(['showroom']);
    await page.goto('/profile');
    await page.getByText(`#${orders[0]?.number}`).first().waitFor();
  });
});

describe('The New order dialog on a phone', () => {
  it('keeps a customer with a long e-mail inside the screen (no sideways scrolling)', async () => {
    const { page, baseUrl } = session;
    const name = `Long Mail ${randomUUID().slice(0, 6)}`;
    await signUpCustomer(
      baseUrl,
      name,
      `a-very-long-customer-address-${randomUUID()}@example-company-domain.co.in`,
    );
    await signInAsAdmin(page);
    await openAdminView(page, 'Orders');
    await page.setViewportSize(MOBILE_VIEWPORT);
    try {
      await page.getByRole('button', { name: 'New order' }).click();
      const dialog = page.getByRole('dialog', { name: 'New order' });
      await dialog.getByRole('searchbox', { name: 'Search customers' }).fill(name);
      await dialog.getByRole('list', { name: 'Matching customers' }).getByText(name).waitFor();
      const widths = await dialog.evaluate((el) => ({
        scroll: el.scrollWidth,
        client: el.clientWidth,
        right: el.getBoundingClientRect().right,
      }));
      expect(widths.scroll).toBeLessThanOrEqual(widths.client);
      expect(widths.right).toBeLessThanOrEqual(MOBILE_VIEWPORT.width);
      if (SHOTS_DIR) {
        mkdirSync(SHOTS_DIR, { recursive: true });
        await page.screenshot({ path: `${SHOTS_DIR}/new-order-390-long-email.png` });
      }
    } finally {
      await page.setViewportSize({ width: 1366, height: 900 });
    }
  });
});
