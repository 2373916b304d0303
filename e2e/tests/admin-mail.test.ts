import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signUpCustomer } from '../support/accounts.ts';
import { openAdminView, signInAsAdmin } from '../support/admin.ts';
import { MOBILE_VIEWPORT, useBrowser } from '../support/browser.ts';
import { placeCodOrderThroughApi, wellStockedProduct } from '../support/shopping.ts';

const session = useBrowser({ viewport: MOBILE_VIEWPORT });

/** How far an element's content reaches past its box, and its box's right edge. */
const overflowOf = (element: Locator) =>
  element.evaluate((node) => ({
    overflow: node.scrollWidth - node.clientWidth,
    right: node.getBoundingClientRect().right,
  }));

describe('Admin Mail view on a phone', () => {
  it('previews a mail within a 390 px screen, with nothing cut off on the right (issue #24)', async () => {
    const { page, baseUrl } = session;
    // The staff mail of a new order lists the customer's e-mail: a long word with no break in it.
    const customer = await signUpCustomer(baseUrl);
    const order = await placeCodOrderThroughApi(
      baseUrl,
      customer,
      await wellStockedProduct(baseUrl),
    );
    await signInAsAdmin(page);
    await openAdminView(page, 'Mail');
    await page.getByRole('button', { name: `Preview: New order #${order.number}:` }).click();

    const dialog = page.getByRole('dialog');
    const frame = dialog.locator('iframe');
    const mail = frame.contentFrame().locator('html');
    await mail.getByText(customer.email).waitFor();
    expect((await overflowOf(mail)).overflow).toBe(0);
    expect((await frame.boundingBox())?.x).toBeGreaterThanOrEqual(0);
    expect((await overflowOf(frame)).right).toBeLessThanOrEqual(MOBILE_VIEWPORT.width);
    expect((await overflowOf(dialog)).overflow).toBe(0);

    await dialog.getByRole('tab', { name: 'Text' }).click();
    await dialog.getByText(customer.email).waitFor();
    const dialogNow = await overflowOf(dialog);
    expect(dialogNow.overflow).toBe(0);
    expect(dialogNow.right).toBeLessThanOrEqual(MOBILE_VIEWPORT.width);
  });
});
