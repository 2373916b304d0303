import { describe, expect, it } from 'vitest';
import { signUpCustomer } from '../support/accounts.ts';
import { fileAdminToken, openAdminView, signInAsAdmin } from '../support/admin.ts';
import { seriousViolations } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';
import { sendContactMessage } from '../support/contact.ts';
import { placeCodOrderThroughApi, wellStockedProduct } from '../support/shopping.ts';

// The admin panel's screens under axe; the storefront's are in accessibility.test.ts.
const session = useBrowser();
const adminSession = fileAdminToken();

describe('axe (wcag2a, wcag2aa) on the admin panel: no serious or critical violations', () => {
  it('Admin dashboard, with its figures loaded', async () => {
    const { page } = session;
    await signInAsAdmin(page, await adminSession());
    await openAdminView(page, 'Dashboard');
    const inventory = page.getByRole('region', { name: 'Total Inventory' }).locator('p').first();
    await expect.poll(() => inventory.innerText()).toMatch(/^[\d,]+$/);
    await page.getByRole('region', { name: 'Revenue', exact: true }).getByRole('table').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('Admin inventory, and its Add Product dialog', async () => {
    const { page } = session;
    await signInAsAdmin(page, await adminSession());
    await openAdminView(page, 'Inventory');
    await page
      .getByRole('button', { name: /^Edit / })
      .first()
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Add Product' }).click();
    await page.getByRole('dialog', { name: 'Add Product' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('Admin orders', async () => {
    const { page, baseUrl } = session;
    // At least one order card, whatever ran before.
    const customer = await signUpCustomer(baseUrl, 'Nandini Chauhan');
    await placeCodOrderThroughApi(baseUrl, customer, await wellStockedProduct(baseUrl, 3));
    await signInAsAdmin(page, await adminSession());
    await openAdminView(page, 'Orders');
    await page.getByRole('region', { name: 'Orders' }).getByRole('article').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('Admin customers', async () => {
    const { page } = session;
    await signInAsAdmin(page, await adminSession());
    await openAdminView(page, 'Customers');
    await page.getByRole('heading', { level: 2, name: /^[\d,]+ customers?$/ }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('Admin messages', async () => {
    const { page, baseUrl } = session;
    // At least one unread message, whatever ran before.
    const status = await sendContactMessage(baseUrl, {
      name: 'Farida Khan',
      email: 'farida.khan@example.in',
      phone: '+91 98290 22222',
      subject: 'Polish for a teak table',
      message: 'Which polish keeps a sheesham dining table from marking?',
    });
    expect(status).toBe(201);
    await signInAsAdmin(page, await adminSession());
    await openAdminView(page, 'Messages');
    await page.getByText(/[1-9]\d* unread\.$/).waitFor();
    await page.getByText('Polish for a teak table').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('Admin mail, with a mail open', async () => {
    const { page, baseUrl } = session;
    // A contact message writes two mails, whatever ran before; the staff's names its subject.
    const status = await sendContactMessage(baseUrl, {
      name: 'Nikhil Arora',
      email: 'nikhil.arora@example.in',
      subject: 'Bed for a guest room',
      message: 'Do you have a single bed in sheesham?',
    });
    expect(status).toBe(201);
    await signInAsAdmin(page, await adminSession());
    await openAdminView(page, 'Mail');
    await page.getByText('New contact message: Bed for a guest room').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page
      .getByRole('button', { name: 'Preview: New contact message: Bed for a guest room' })
      .first()
      .click();
    await page.getByTitle('Preview of New contact message: Bed for a guest room').waitFor();
    // The preview is the mail itself in a script-less sandboxed frame: the panel around it is
    // checked; injecting axe into the frame would be blocked (a console error) and time out.
    expect(await seriousViolations(page, 'iframe[title^="Preview of"]')).toEqual([]);
  });
});
