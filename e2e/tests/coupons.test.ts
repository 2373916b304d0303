import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Coupon, formatINR, formatRupees, fromPaise, toPaise } from '@sheesham/shared';
import { describe, expect, it } from 'vitest';
import { fetchOwnOrders, signInAsNewCustomer } from '../support/accounts.ts';
import { adminGet, fileAdminToken, openAdminView, signInAsAdmin } from '../support/admin.ts';
import { useBrowser } from '../support/browser.ts';
import { addProductToCart, fillDeliveryDetails, wellStockedProduct } from '../support/shopping.ts';

// The copy-code button writes to the clipboard; the journey reads back what it wrote.
const session = useBrowser({ permissions: ['clipboard-read', 'clipboard-write'] });
const adminToken = fileAdminToken();
const RESULTS = join(import.meta.dirname, '..', 'test-results', 'coupons');

/** A code no other run has made: 3–20 letters and digits. */
const newCode = () => `E2E${Date.now().toString(36).toUpperCase()}`.slice(0, 20);

describe('Coupons (issue #29)', () => {
  it('the admin creates a public coupon; a shopper sees it, applies it, and finds the discount on the confirmation, the invoice and the mail; the admin sees its use', async () => {
    const { page, baseUrl } = session;
    const product = await wellStockedProduct(baseUrl, 2);
    const code = newCode();
    // 40% off, no cap: more than any seeded offer, so it is the best price on the piece.
    const discountPaise = Math.floor((toPaise(product.price) * 40) / 100);
    const discounted = fromPaise(toPaise(product.price) - discountPaise);

    // The admin creates it in the Coupons view and sees it listed, active and unused.
    const token = await adminToken();
    await signInAsAdmin(page, token);
    await openAdminView(page, 'Coupons');
    await page.getByRole('button', { name: 'New coupon' }).click();
    const form = page.getByTestId('coupon-form');
    await form.locator('#coupon-code').fill(code.toLowerCase());
    await form.locator('#coupon-description').fill('Festive offer');
    await form.locator('#coupon-value').fill('40');
    await form.getByRole('button', { name: 'Create coupon' }).click();
    const row = page.locator(`[data-testid="coupon-row"][data-code="${code}"]`);
    await row.getByTestId('coupon-status').getByText('Active', { exact: true }).waitFor();
    expect(await row.getByTestId('coupon-uses').innerText()).toBe('0 used');

    // A shopper sees the offer on the product page and copies its code.
    const customer = await signInAsNewCustomer(page, baseUrl);
    await addProductToCart(page, product);
    const strip = page.getByTestId('offers-strip');
    await strip.waitFor();
    expect(await strip.getByTestId('offers-best').innerText()).toBe(
      `Best price ${formatRupees(discounted)} with ${code}`,
    );
    await strip.getByRole('button', { name: `Copy code ${code}` }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);

    // At checkout the code, pasted as copied, takes the server's discount off the total.
    await page.goto('/checkout');
    await fillDeliveryDetails(page);
    await page.locator('#checkout-coupon').fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Apply code' }).click();
    const summaryDiscount = page.getByTestId('discount-line');
    await summaryDiscount.waitFor();
    expect(await summaryDiscount.innerText()).toMatch(
      new RegExp(`^Discount \\(${code}\\)\\s*−₹${formatINR(fromPaise(discountPaise))}$`),
    );
    expect(await page.getByTestId('checkout-total').innerText()).toBe(formatRupees(discounted));
    await page
      .getByRole('button', { name: `Place Order - ${formatRupees(discounted)} (COD)` })
      .click();

    // The confirmation page shows the discount with its code, and the order carries it.
    await page.waitForURL((url) => /^\/orders\/[^/]+\/confirmation$/.test(url.pathname));
    const items = page.getByTestId('confirmation-items');
    await items.getByTestId('discount-line').getByText(`Discount (${code})`).waitFor();
    expect(await items.getByTestId('discount-line').innerText()).toContain(
      `−${formatRupees(fromPaise(discountPaise))}`,
    );
    const [order] = await fetchOwnOrders(baseUrl, customer.token);
    expect(order).toMatchObject({
      coupon_code: code,
      discount_amount: fromPaise(discountPaise),
      total_amount: discounted,
    });
    if (!order) throw new Error('no order');

    // The invoice PDF names the code and the discount; a picture of it is kept to look at.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download invoice' }).click(),
    ]);
    mkdirSync(RESULTS, { recursive: true });
    const pdf = join(RESULTS, 'invoice.pdf');
    await download.saveAs(pdf);
    const invoiceText = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
    expect(invoiceText).toContain(code);
    expect(invoiceText).toContain(formatINR(fromPaise(discountPaise)));
    expect(invoiceText).toContain(formatINR(discounted));
    execFileSync('pdftoppm', ['-png', '-r', '100', '-singlefile', pdf, join(RESULTS, 'invoice')]);

    // The customer's mail, as the admin's Mail view shows it, says the discount too.
    await signInAsAdmin(page, token);
    await openAdminView(page, 'Mail');
    await page
      .getByRole('button', { name: `Preview: Order #${order.number} is confirmed` })
      .click();
    const mail = page.getByRole('dialog').locator('iframe').contentFrame().locator('html');
    await mail.getByText(code, { exact: false }).first().waitFor();
    expect(await mail.innerText()).toContain(formatRupees(fromPaise(discountPaise)));
    await page.keyboard.press('Escape');

    // Back in Coupons, the coupon has one use.
    await openAdminView(page, 'Coupons');
    await expect.poll(() => row.getByTestId('coupon-uses').innerText()).toBe('1 used');
    const { coupons } = await adminGet<{ coupons: Coupon[] }>(token, 'admin/coupons');
    expect(coupons.find((coupon) => coupon.code === code)?.uses).toBe(1);
  });
});
