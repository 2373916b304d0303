import { deliverySlotText } from '@sheesham/shared';
import type { AdminMailDetail } from '@sheesham/shared/admin-mail';
import { beforeAll, describe, expect, it } from 'vitest';
import { slotsFor } from '../helpers/delivery-slots.ts';
import { insertProduct, orderBody, postOrder } from '../helpers/order-fixtures.ts';
import { getAs, pdfText } from '../helpers/tax-documents.ts';
import { useAdmin, useCustomer } from '../helpers/use-accounts.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

// Issue #26 item 4: the booked day and slot show in the order's mails and on its invoice
// (decision 050), and the delivery charge as its own line (item 2). No SMTP_URL: the worker holds
// the mails for the admin's Mail view.
const t = useTestApp({ mailWorker: { enabled: true, tuning: { pollMs: 3_600_000 } } });
const customer = useCustomer(t);
const admin = useAdmin(t);

let orderId = '';
let number = 0;
let expected = '';
/** An order to Ajmer, in the seeded ₹1,499 band (decision 049). */
let charged = { id: '', number: 0 };

beforeAll(async () => {
  const product = await insertProduct(t.db, { name: 'Kishangarh Sofa', stock: 5 });
  const day = (await slotsFor(t.app)).days[1]?.date ?? '';
  const placed = await postOrder(
    t.app,
    customer,
    orderBody([{ product_id: product.id, quantity: 1 }], {
      delivery_slot: { date: day, slot: 'evening' },
    }),
  );
  expect(placed.statusCode).toBe(201);
  ({ id: orderId, number } = placed.json());
  expected = deliverySlotText(placed.json().delivery_slot, true);
  expect(expected).toMatch(/^\w{3}, \d{1,2} \w{3} \d{4} · Evening \(5 PM – 9 PM\)$/);
  const ajmer = await postOrder(
    t.app,
    customer,
    orderBody([{ product_id: product.id, quantity: 1 }], { pincode: '305001' }),
  );
  expect(ajmer.statusCode, ajmer.body).toBe(201);
  expect(ajmer.json().delivery_charge).toBe(1499);
  charged = ajmer.json();
});

/** The admin's Mail view's text and HTML of the `kind` mail of order `#number`. */
async function mailOf(kind: string, orderNumber: number) {
  await t.app.mailWorker?.idle();
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: admin.headers });
  const list = (await get('/api/admin/mail?limit=100')).json() as { id: string; kind: string }[];
  const mails = await Promise.all(
    list
      .filter((m) => m.kind === kind)
      .map(async (m) => (await get(`/api/admin/mail/${m.id}`)).json()),
  );
  return (mails as AdminMailDetail[]).find((m) => m.text.includes(`#${orderNumber}`));
}

/** The text of the order's invoice PDF, spaces folded. */
async function invoiceText(id: string) {
  const list = await getAs(t.app, customer, `/auth/profile/orders/${id}/tax-documents`);
  const [invoice] = list.json() as { pdf_path: string }[];
  const pdf = await getAs(t.app, customer, invoice?.pdf_path ?? '');
  expect(pdf.statusCode).toBe(200);
  return (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
}

describe('the delivery slot on the order’s documents', () => {
  it('the customer’s and the staff’s order mails name the day and slot', async () => {
    for (const kind of ['order_placed', 'staff_new_order']) {
      const mail = await mailOf(kind, number);
      expect(mail?.text).toContain(expected);
      expect(mail?.html).toContain('Delivery slot');
    }
  });

  it('the invoice PDF names the day and slot', async () => {
    const text = await invoiceText(orderId);
    expect(text).toContain('Delivery slot');
    expect(text).toContain(expected.split(' · ')[0]);
    expect(text).toContain('Evening (5 PM – 9 PM)');
  });
});

describe('the delivery charge on the order’s documents (issue #26)', () => {
  it('the customer’s and the staff’s mails show it as its own line: ₹1,499 to Ajmer, Free in Jaipur', async () => {
    for (const kind of ['order_placed', 'staff_new_order']) {
      const ajmer = await mailOf(kind, charged.number);
      expect(ajmer?.text).toMatch(/Delivery charge\W+₹1,499/);
      expect(ajmer?.html).toContain('Delivery charge');
      const jaipur = await mailOf(kind, number);
      expect(jaipur?.text).toMatch(/Delivery charge\W+Free/);
    }
  });

  it('the invoice PDF has the delivery line with its amount, and the slot', async () => {
    const text = await invoiceText(charged.id);
    expect(text).toContain('Delivery charge');
    expect(text).toMatch(/1,499/);
    expect(text).toContain('Delivery slot');
  });
});
