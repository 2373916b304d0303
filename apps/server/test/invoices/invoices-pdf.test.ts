import { rupeesInWords } from '@sheesham/shared/amount-in-words';
import { taxLine } from '@sheesham/shared/gst-tax';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../src/db/schema.ts';
import { DEMO_SELLER_GSTIN } from '../../src/invoice-config.ts';
import { serveRestOfIndia } from '../helpers/delivery-zones.ts';
import { insertProduct, orderBody, postOrder } from '../helpers/order-fixtures.ts';
import { putCancelOwn, putStatus } from '../helpers/order-status.ts';
import { getAs, pdfText } from '../helpers/tax-documents.ts';
import { useAdmin, useCustomer } from '../helpers/use-accounts.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

const t = useTestApp();
const customer = useCustomer(t, { name: 'Priya Sharma' });
const other = useCustomer(t);
const admin = useAdmin(t);

const rupees = (paise: number) =>
  new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2 }).format(paise / 100);

/** A bed (9403) and two chairs (9401), both 18 %; odd paise so the CGST/SGST split shows. */
const BED = 1_23_450_50;
const CHAIR = 4_499_01;
let bedId = '';
let chairId = '';

beforeAll(async () => {
  // Karnataka and Maharashtra are beyond the seeded bands: served here, free, so totals stay.
  await serveRestOfIndia(t.app, admin);
  bedId = (
    await insertProduct(t.db, {
      name: 'Maharaja King Bed',
      category: 'beds',
      pricePaise: BED,
      stock: 50,
    })
  ).id;
  chairId = (
    await insertProduct(t.db, {
      name: 'Jodhpur Chair',
      category: 'chairs',
      pricePaise: CHAIR,
      stock: 50,
    })
  ).id;
});

async function placeTo(pincode: string) {
  const response = await postOrder(
    t.app,
    customer,
    orderBody(
      [
        { product_id: bedId, quantity: 1 },
        { product_id: chairId, quantity: 2 },
      ],
      { pincode, address: '12 Lake View Apartments, MG Road' },
    ),
  );
  expect(response.statusCode).toBe(201);
  return response.json() as { id: string; order_number?: number };
}

async function invoicePdfText(orderId: string) {
  const response = await getAs(t.app, customer, `/auth/profile/orders/${orderId}/invoice.pdf`);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  expect(response.headers['content-disposition']).toMatch(
    /^attachment; filename="invoice-SH-\d\d-\d\d-\d{6}\.pdf"$/,
  );
  return pdfText(response.rawPayload);
}

describe('the invoice PDF, read back with pdftotext', () => {
  it('within Rajasthan (the seller’s state): CGST + SGST, half each, and the total in words', async () => {
    const order = await placeTo('302001');
    const text = await invoicePdfText(order.id);
    const bed = taxLine(BED, 1800, true);
    const chairs = taxLine(2 * CHAIR, 1800, true);
    expect(text).toContain('TAX INVOICE');
    expect(text).toMatch(/Invoice no\.\s+SH\/\d\d-\d\d\/\d{6}/);
    expect(text).toContain(`GSTIN: ${DEMO_SELLER_GSTIN}`);
    expect(text).toMatch(/Place of supply\s+Rajasthan \(08\)/);
    expect(text).toContain('Priya Sharma');
    expect(text).toMatch(/CGST\s+SGST/);
    expect(text).not.toContain('IGST');
    // The bed's line: HSN, quantity, taxable value, rate, CGST, SGST, amount.
    expect(text).toMatch(
      new RegExp(
        `9403\\s+1\\s+${rupees(bed.taxablePaise)}\\s+9% \\+ 9%\\s+${rupees(bed.cgstPaise)}\\s+${rupees(bed.sgstPaise)}\\s+${rupees(BED)}`,
      ),
    );
    expect(text).toMatch(new RegExp(`9401\\s+2\\s+${rupees(chairs.taxablePaise)}`));
    const total = BED + 2 * CHAIR;
    expect(text).toMatch(new RegExp(`CGST\\s+${rupees(bed.cgstPaise + chairs.cgstPaise)}`));
    expect(text).toMatch(new RegExp(`SGST\\s+${rupees(bed.sgstPaise + chairs.sgstPaise)}`));
    expect(text).toContain(`₹${rupees(total)}`);
    expect(text).toContain(rupeesInWords(total));
    expect(rupeesInWords(total)).toBe(
      'One Lakh Thirty-Two Thousand Four Hundred Forty-Eight Rupees and Fifty-Two Paise Only',
    );
    expect(text).toContain('Tax is payable on reverse charge: No');
    expect(text).toContain('Authorised signatory');
  });

  it('to Karnataka: IGST only, at the full rate', async () => {
    const order = await placeTo('560001');
    const text = await invoicePdfText(order.id);
    const bed = taxLine(BED, 1800, false);
    const chairs = taxLine(2 * CHAIR, 1800, false);
    expect(text).toMatch(/Place of supply\s+Karnataka \(29\)/);
    expect(text).not.toMatch(/CGST|SGST/);
    expect(text).toMatch(
      new RegExp(`9403\\s+1\\s+${rupees(bed.taxablePaise)}\\s+18%\\s+${rupees(bed.igstPaise)}`),
    );
    expect(text).toMatch(new RegExp(`IGST\\s+${rupees(bed.igstPaise + chairs.igstPaise)}`));
  });

  it('a cancelled COD order gets a credit note for the whole invoice, which refers to it', async () => {
    const order = await placeTo('400001');
    const list = await getAs(t.app, customer, `/auth/profile/orders/${order.id}/tax-documents`);
    const [invoice] = list.json();
    expect((await putCancelOwn(t.app, customer, order.id)).statusCode).toBe(200);

    const after = (
      await getAs(t.app, customer, `/auth/profile/orders/${order.id}/tax-documents`)
    ).json();
    expect(after.map((d: { kind: string }) => d.kind)).toEqual(['invoice', 'credit_note']);
    const note = after[1];
    expect(note.total).toBe((BED + 2 * CHAIR) / 100);
    const pdf = await getAs(t.app, customer, note.pdf_path);
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('CREDIT NOTE');
    expect(text).toContain(note.number);
    expect(text).toMatch(new RegExp(`Against invoice\\s+${invoice.number.replaceAll('/', '\\/')}`));
    expect(text).toMatch(/Place of supply\s+Maharashtra \(27\)/);
    expect(text).toContain('Reason: Order cancelled before delivery; nothing was paid.');
    expect(text).toContain(rupeesInWords(BED + 2 * CHAIR));
  });

  it('an admin cancel credits a COD order too', async () => {
    const order = await placeTo('302001');
    expect((await putStatus(t.app, admin, order.id, 'cancelled')).statusCode).toBe(200);
    const docs = (await getAs(t.app, admin, `/admin/orders/${order.id}/tax-documents`)).json();
    expect(docs.map((d: { kind: string }) => d.kind)).toEqual(['invoice', 'credit_note']);
  });
});

describe('who may download', () => {
  let orderId = '';
  beforeAll(async () => {
    orderId = (await placeTo('302001')).id;
  });

  it('the owner and admins; another customer gets the same 404 as for no order', async () => {
    expect(
      (await getAs(t.app, customer, `/auth/profile/orders/${orderId}/invoice.pdf`)).statusCode,
    ).toBe(200);
    expect((await getAs(t.app, admin, `/admin/orders/${orderId}/invoice.pdf`)).statusCode).toBe(
      200,
    );
    for (const url of [
      `/auth/profile/orders/${orderId}/invoice.pdf`,
      `/auth/profile/orders/${orderId}/tax-documents`,
    ]) {
      const response = await getAs(t.app, other, url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: { code: 'not_found', message: 'Order not found' } });
    }
  });

  it('401 signed out, 403 for a customer on the admin route', async () => {
    expect(
      (await getAs(t.app, null, `/auth/profile/orders/${orderId}/invoice.pdf`)).statusCode,
    ).toBe(401);
    expect((await getAs(t.app, customer, `/admin/orders/${orderId}/invoice.pdf`)).statusCode).toBe(
      403,
    );
  });

  it('404 JSON for unknown and malformed ids, other orders’ credit notes, and an order without an invoice', async () => {
    const urls = [
      '/auth/profile/orders/00000000-0000-4000-8000-000000000000/invoice.pdf',
      '/auth/profile/orders/not-a-uuid/invoice.pdf',
      `/auth/profile/orders/${orderId}/credit-notes/00000000-0000-4000-8000-000000000000.pdf`,
      `/auth/profile/orders/${orderId}/credit-notes/nope.pdf`,
    ];
    for (const url of urls) {
      const response = await getAs(t.app, customer, url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error.code, url).toBe('not_found');
    }
    // An order placed before invoices existed has none.
    const [legacy] = await t.db
      .insert(orders)
      .values({
        userId: customer.id,
        customerName: 'Priya Sharma',
        email: customer.email,
        address: 'Old Town',
        pincode: '302001',
        totalPaise: 100_00,
        paymentMethod: 'cod',
        ipAddress: '127.0.0.1',
      })
      .returning();
    const response = await getAs(t.app, customer, `/auth/profile/orders/${legacy?.id}/invoice.pdf`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'not_found', message: 'Invoice not found' } });
    expect(
      (await getAs(t.app, customer, `/auth/profile/orders/${legacy?.id}/tax-documents`)).json(),
    ).toEqual([]);
  });
});
