import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  type Coupon,
  formatINR,
  formatRupees,
  fromPaise,
  type Order,
  type Product,
  toPaise,
} from '@sheesham/shared';
import { describe, expect, it } from 'vitest';
import {
  type E2eAccount,
  fetchOwnOrders,
  signInAsNewCustomer,
  storeSessionToken,
} from '../support/accounts.ts';
import { adminGet, fileAdminToken, openAdminView, signInAsAdmin } from '../support/admin.ts';
import { useBrowser } from '../support/browser.ts';
import { productPath } from '../support/catalogue.ts';
import { addProductToCart, fillDeliveryDetails, wellStockedProduct } from '../support/shopping.ts';

// The copy-code button writes to the clipboard; the journey reads back what it wrote.
const session = useBrowser({ permissions: ['clipboard-read', 'clipboard-write'] });
const adminToken = fileAdminToken();
const RESULTS = join(import.meta.dirname, '..', 'test-results', 'coupons');

/** A code no other run has made: 3–20 letters and digits. */
const code = `E2E${Date.now().toString(36).toUpperCase()}`.slice(0, 20);

/** What each step leaves for the next: one journey in steps, each within a test's time. */
const journey: { product?: Product; customer?: E2eAccount; order?: Order } = {};

function step<K extends keyof typeof journey>(key: K): NonNullable<(typeof journey)[K]> {
  const value = journey[key];
  if (!value) throw new Error(`an earlier step did not leave its ${key}`);
  return value as NonNullable<(typeof journey)[K]>;
}

/** The discount and the price with it: 40 % off, no cap, as the server floors it to the paisa. */
function expected(product: Product) {
  const discountPaise = Math.floor((toPaise(product.price) * 40) / 100);
  return {
    discount: fromPaise(discountPaise),
    discounted: fromPaise(toPaise(product.price) - discountPaise),
  };
}

describe('Coupons (issue #29)', () => {
  it('the admin creates a public coupon in the Coupons view and sees it listed, active and unused', async () => {
    const { page, baseUrl } = session;
    journey.product = await wellStockedProduct(baseUrl, 2);
    await signInAsAdmin(page, await adminToken());
    await openAdminView(page, 'Coupons');
    await page.getByRole('button', { name: 'New coupon' }).click();
    const form = page.getByTestId('coupon-form');
    await form.locator('#coupon-code').fill(code.toLowerCase());
    await form.locator('#coupon-description').fill('Festive offer');
    // 40 % off with no cap: more than any other offer, so it is the piece's best price.
    await form.locator('#coupon-value').fill('40');
    await form.getByRole('button', { name: 'Create coupon' }).click();
    const row = page.locator(`[data-testid="coupon-row"][data-code="${code}"]`);
    await row.getByTestId('coupon-status').getByText('Active', { exact: true }).waitFor();
    expect(await row.getByTestId('coupon-uses').innerText()).toBe('0 used');
  });

  it('a shopper sees the offer on the product page on a phone and copies its code', async () => {
    const { page, baseUrl } = session;
    const product = step('product');
    const { discounted } = expected(product);
    journey.customer = await signInAsNewCustomer(page, baseUrl);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(productPath(product));
    const strip = page.getByTestId('offers-strip');
    expect(await strip.getByTestId('offers-best').innerText()).toBe(
      `Best price ${formatRupees(discounted)} with ${code}`,
    );
    await strip.getByRole('button', { name: `Copy code ${code}` }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  });

  it('the shopper applies the code at checkout and places the order at the lower total', async () => {
    const { page } = session;
    const product = step('product');
    const { discount, discounted } = expected(product);
    await page.goto('/api/health');
    await storeSessionToken(page, step('customer').token);
    await addProductToCart(page, product);
    await page.goto('/checkout');
    await fillDeliveryDetails(page);
    await page.locator('#checkout-coupon').fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Apply code' }).click();
    const summaryDiscount = page.getByTestId('discount-line');
    await summaryDiscount.waitFor();
    expect((await summaryDiscount.innerText()).replace(/\s+/g, ' ')).toBe(
      `Discount (${code}) −₹${formatINR(discount)}`,
    );
    expect(await page.getByTestId('checkout-total').innerText()).toBe(formatRupees(discounted));
    await page
      .getByRole('button', { name: `Place Order - ${formatRupees(discounted)} (COD)` })
      .click();
    await page.waitForURL((url) => /^\/orders\/[^/]+\/confirmation$/.test(url.pathname));
    const [order] = await fetchOwnOrders(session.baseUrl, step('customer').token);
    expect(order).toMatchObject({
      coupon_code: code,
      discount_amount: discount,
      total_amount: discounted,
    });
    journey.order = order;
  });

  it('the confirmation page shows the discount with its code, and the invoice PDF names both (kept as a PNG to look at)', async () => {
    const { page } = session;
    const order = step('order');
    const { discount, discounted } = expected(step('product'));
    await page.goto('/api/health');
    await storeSessionToken(page, step('customer').token);
    await page.goto(`/orders/${order.id}/confirmation`);
    const line = page.getByTestId('confirmation-items').getByTestId('discount-line');
    expect((await line.innerText()).replace(/\s+/g, ' ')).toBe(
      `Discount (${code}) −${formatRupees(discount)}`,
    );
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download invoice' }).click(),
    ]);
    mkdirSync(RESULTS, { recursive: true });
    const pdf = join(RESULTS, 'invoice.pdf');
    await download.saveAs(pdf);
    const text = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
    expect(text).toContain(code);
    expect(text).toContain(formatINR(discount));
    expect(text).toContain(formatINR(discounted));
    execFileSync('pdftoppm', ['-png', '-r', '100', '-singlefile', pdf, join(RESULTS, 'invoice')]);
  });

  it("the customer's mail in the admin's Mail view shows the discount, and the coupon has one use", async () => {
    const { page } = session;
    const order = step('order');
    const { discount } = expected(step('product'));
    const token = await adminToken();
    await signInAsAdmin(page, token);
    await openAdminView(page, 'Mail');
    await page
      .getByRole('button', { name: `Preview: Order #${order.number} is confirmed` })
      .click();
    const mail = page.getByRole('dialog').locator('iframe').contentFrame().locator('html');
    await mail.getByText(`Discount (${code})`).waitFor();
    expect(await mail.innerText()).toContain(`−${formatRupees(discount)}`);
    await page.keyboard.press('Escape');

    await openAdminView(page, 'Coupons');
    const row = page.locator(`[data-testid="coupon-row"][data-code="${code}"]`);
    expect(await row.getByTestId('coupon-uses').innerText()).toBe('1 used');
    const { coupons } = await adminGet<{ coupons: Coupon[] }>(token, 'admin/coupons');
    expect(coupons.find((coupon) => coupon.code === code)?.uses).toBe(1);
  });
});
