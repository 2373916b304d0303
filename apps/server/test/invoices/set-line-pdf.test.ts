import { beforeAll, describe, expect, it } from 'vitest';
import { placeSetAndPlainSofa } from '../helpers/order-fixtures.ts';
import { putCancelOwn } from '../helpers/order-status.ts';
import { escapeRegExp } from '../helpers/reg-exp.ts';
import { getAs, pdfText } from '../helpers/tax-documents.ts';
import { useCustomer } from '../helpers/use-accounts.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

// Issue #24 item 1: the invoice and the credit note name a set line as the set, in the words
// the order mails and pages use, so the set's price is never read as the plain sofa's.

const t = useTestApp();
const customer = useCustomer(t);

let orderId = '';

beforeAll(async () => {
  ({ id: orderId } = await placeSetAndPlainSofa(t.app, t.db, customer, {
    name: 'Jodha Sofa',
    plainQuantity: 2,
  }));
});

/** The text of the order's documents, in issue order, read back with pdftotext. */
async function documentTexts(): Promise<string[]> {
  const list = await getAs(t.app, customer, `/auth/profile/orders/${orderId}/tax-documents`);
  expect(list.statusCode).toBe(200);
  return Promise.all(
    (list.json() as { pdf_path: string }[]).map(async (document) => {
      const pdf = await getAs(t.app, customer, document.pdf_path);
      expect(pdf.statusCode).toBe(200);
      return pdfText(pdf.rawPayload);
    }),
  );
}

/** The table row of a line: its description, HSN 9401, quantity, …, its amount. */
const row = (description: string, quantity: number, amount: string) =>
  new RegExp(
    `^\\s*\\d+\\s+${escapeRegExp(description)}\\s+9401\\s+${quantity}\\s.*\\s${amount}$`,
    'm',
  );

describe('a set line on the tax documents', () => {
  it('the invoice names the set line as the Complete Set at the set price', async () => {
    const [invoice] = await documentTexts();
    expect(invoice).toMatch(row('Jodha Sofa (Complete Set)', 1, '62,999.00'));
    expect(invoice).toMatch(row('Jodha Sofa', 2, '77,998.00'));
  });

  it('the credit note of the cancelled order names it the same way', async () => {
    expect((await putCancelOwn(t.app, customer, orderId)).statusCode).toBe(200);
    const [, note] = await documentTexts();
    expect(note).toContain('CREDIT NOTE');
    expect(note).toMatch(row('Jodha Sofa (Complete Set)', 1, '62,999.00'));
    expect(note).toMatch(row('Jodha Sofa', 2, '77,998.00'));
  });
});
