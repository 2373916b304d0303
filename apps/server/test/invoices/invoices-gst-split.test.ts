import { expect, it } from 'vitest';
import type { TaxDocumentFacts, TaxDocumentLine } from '../../src/modules/invoices/facts.ts';
import { insertProduct, orderBody, postOrder } from '../helpers/order-fixtures.ts';
import { putCancelOwn } from '../helpers/order-status.ts';
import { documentsOf } from '../helpers/tax-documents.ts';
import { useCustomer } from '../helpers/use-accounts.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

const t = useTestApp();
const customer = useCustomer(t);

/**
 * Prices whose tax at 18 % comes to an odd number of paise: ₹54,000 (issue #24 item 3: ₹8,237.29
 * of tax, once printed as ₹4,118.65 CGST and ₹4,118.64 SGST), and odd paise besides.
 */
const ODD_TAX_PRICES = [54_000_00, 4_499_01, 1_23_450_50, 12_345_67];

function expectEqualHalves(lines: TaxDocumentLine[]) {
  expect(lines.length).toBeGreaterThan(0);
  for (const line of lines) {
    expect(line.cgstPaise, line.description).toBe(line.sgstPaise);
    expect(line.igstPaise).toBe(0);
    expect(line.taxablePaise + line.cgstPaise + line.sgstPaise).toBe(line.inclusivePaise);
  }
}

it('an intra-state invoice and its credit note have equal CGST and SGST on every line', async () => {
  const items = [];
  for (const [i, pricePaise] of ODD_TAX_PRICES.entries()) {
    const product = await insertProduct(t.db, { name: `Odd Tax ${i}`, pricePaise, stock: 10 });
    items.push({ product_id: product.id, quantity: 1 + (i % 2) });
  }
  // 302001 is Jaipur, in the seller's state (Rajasthan).
  const placed = await postOrder(t.app, customer, orderBody(items, { pincode: '302001' }));
  expect(placed.statusCode, placed.body).toBe(201);
  const orderId: string = placed.json().id;
  expect((await putCancelOwn(t.app, customer, orderId)).statusCode).toBe(200);

  const [invoice, creditNote] = await documentsOf(t.db, orderId);
  expect([invoice?.kind, creditNote?.kind]).toEqual(['invoice', 'credit_note']);
  const factsOf = (document: typeof invoice) => document?.facts as TaxDocumentFacts;
  const invoiced = factsOf(invoice);
  expect(invoiced.intraState).toBe(true);
  expect(invoiced.lines).toHaveLength(ODD_TAX_PRICES.length);
  expectEqualHalves(invoiced.lines);
  expect(invoiced.totals.cgstPaise).toBe(invoiced.totals.sgstPaise);
  expectEqualHalves(factsOf(creditNote).lines);
});
