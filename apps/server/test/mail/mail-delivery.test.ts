import { describe, expect, it } from 'vitest';
import { insertProduct, orderBody, postOrder } from '../helpers/order-fixtures.ts';
import { putCancelOwn, putStatus, walkTo } from '../helpers/order-status.ts';
import { openPaymentOrder, sandboxPay, verifyPayment } from '../helpers/payments.ts';
import { useAdmin, useCustomer } from '../helpers/use-accounts.ts';
import { useMailingTestApp } from '../helpers/use-mailing-test-app.ts';

const STAFF = 'orders@sheesham.example';
const { t, sink } = useMailingTestApp({
  env: {
    MAIL_FROM: 'Sheesham <shop@sheesham.example>',
    MAIL_STAFF_TO: STAFF,
    CONTACT_RATE_LIMIT: '100',
  },
});
const customer = useCustomer(t, { name: 'Meera <b>Shekhawat</b>' });
const admin = useAdmin(t);

const sent = () => t.app.mailWorker?.idle();

async function placeCod(price: number, quantity: number, headers: Record<string, string> = {}) {
  const product = await insertProduct(t.db, {
    pricePaise: price * 100,
    stock: 10,
    name: 'Jodhpur Bed',
  });
  const res = await postOrder(
    t.app,
    customer,
    orderBody([{ product_id: product.id, quantity }]),
    headers,
  );
  expect(res.statusCode).toBe(201);
  await sent();
  return res.json() as { id: string; number: number };
}

describe('order and contact mails over SMTP', () => {
  it('sends the customer and the staff one mail each for a COD order, with ₹ amounts in both parts', async () => {
    const order = await placeCod(62_500, 2);
    const mine = await sink.to(customer.email, new RegExp(`#${order.number}\\b`));
    expect(mine.map((m) => m.subject)).toEqual([`Order #${order.number} is confirmed`]);
    const [mail] = mine;
    expect(mail?.html).toContain('₹1,25,000');
    expect(mail?.text).toContain('₹1,25,000');
    expect(mail?.text).toContain('Cash on delivery');
    expect(mail?.messageId).toMatch(/^<[0-9a-f-]{36}@sheesham\.example>$/);
    // The customer's name is text in the HTML, never markup.
    expect(mail?.html).toContain('Meera &lt;b&gt;Shekhawat&lt;/b&gt;');
    expect(mail?.html).not.toContain('<b>Shekhawat');
    // The GST invoice issued with the order rides along as a PDF; the staff's mail has none.
    expect(mail?.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      [expect.stringMatching(/^invoice-SH-\d\d-\d\d-\d{6}\.pdf$/), 'application/pdf'],
    ]);
    expect(mail?.attachments[0]?.content.subarray(0, 5).toString()).toBe('%PDF-');

    const staff = await sink.to(STAFF, new RegExp(`New order #${order.number}:`));
    expect(staff).toHaveLength(1);
    expect(staff[0]?.subject).toBe(`New order #${order.number}: ₹1,25,000 (Cash on delivery)`);
    expect(staff[0]?.text).toContain(customer.email);
    expect(staff[0]?.attachments).toEqual([]);
  });

  it('sends "Payment received" for an order paid online; a cancel brings Cancelled and the refund mails', async () => {
    const product = await insertProduct(t.db, { pricePaise: 1_77_000_00, stock: 5 });
    const items = [{ product_id: product.id, quantity: 1 }];
    const gatewayOrderId = await openPaymentOrder(t.app, customer, { amount: 177_000, items });
    const proof = await sandboxPay(t.app, customer, gatewayOrderId);
    expect((await verifyPayment(t.app, customer, proof)).statusCode).toBe(200);
    const res = await postOrder(
      t.app,
      customer,
      orderBody(items, { payment_method: 'gateway', razorpay_order_id: gatewayOrderId }),
    );
    expect(res.statusCode).toBe(201);
    const { id, number } = res.json() as { id: string; number: number };
    expect((await putCancelOwn(t.app, customer, id)).statusCode).toBe(200);
    await sent();
    const mine = await sink.to(customer.email, new RegExp(`#${number}\\b`));
    // The cancel refunds the payment: the refunds flow adds its two mails (refund-follow-ups).
    const bySubject = new Map(mine.map((m) => [m.subject, m]));
    expect([...bySubject.keys()].sort()).toEqual(
      [
        `Payment received: order #${number}`,
        `Cancelled: order #${number}`,
        `Refund of ₹1,77,000 issued for order #${number}`,
        `Refund of ₹1,77,000 processed for order #${number}`,
      ].sort(),
    );
    expect(mine).toHaveLength(4);
    expect(bySubject.get(`Payment received: order #${number}`)?.text).toContain(
      'We have received your payment of ₹1,77,000',
    );
    expect(bySubject.get(`Cancelled: order #${number}`)?.text).toContain(
      'As you paid online, we refund the amount',
    );
    expect(bySubject.get(`Refund of ₹1,77,000 issued for order #${number}`)?.text).toContain(
      'It reaches your account in 5–7 working days',
    );
    expect(
      await sink.to(STAFF, new RegExp(`New order #${number}: ₹1,77,000 \\(Paid online\\)`)),
    ).toHaveLength(1);
  });

  it('a retried order (same Idempotency-Key) is one order and one mail', async () => {
    const product = await insertProduct(t.db, { pricePaise: 450_000, stock: 10 });
    const body = orderBody([{ product_id: product.id, quantity: 1 }]);
    const headers = { 'idempotency-key': 'mail-retry-1' };
    const first = await postOrder(t.app, customer, body, headers);
    const again = await postOrder(t.app, customer, body, headers);
    await sent();
    expect(again.json().id).toBe(first.json().id);
    const number = first.json().number as number;
    expect(await sink.to(customer.email, new RegExp(`#${number}\\b`))).toHaveLength(1);
  });

  it('sends Shipped and Delivered once each as the order moves, and nothing for Processing', async () => {
    const order = await placeCod(4_999, 1);
    await walkTo(t.app, admin, order.id, 'delivered');
    // A repeated "Delivered" is a no-op: no second mail.
    expect((await putStatus(t.app, admin, order.id, 'delivered')).json()).toBe(true);
    await sent();
    const subjects = (await sink.to(customer.email, new RegExp(`#${order.number}\\b`))).map(
      (m) => m.subject,
    );
    expect(subjects).toEqual([
      `Order #${order.number} is confirmed`,
      `Shipped: your order #${order.number} is on its way`,
      `Delivered: order #${order.number}`,
    ]);
  });

  it('sends Cancelled once when the customer cancels, even when the cancel is repeated', async () => {
    const order = await placeCod(18_000, 1);
    expect((await putCancelOwn(t.app, customer, order.id)).statusCode).toBe(200);
    expect((await putCancelOwn(t.app, customer, order.id)).statusCode).toBe(409);
    await sent();
    const cancelled = await sink.to(
      customer.email,
      new RegExp(`Cancelled: order #${order.number}$`),
    );
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]?.text).toContain('₹18,000');
  });

  it('acknowledges a contact message and tells the staff, escaping what the sender typed in theirs', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Ravi "R" Singh',
        email: 'ravi@example.in',
        subject: 'Teak swing <img src=x>',
        message: 'Do you make swings?\n<script>alert(1)</script>',
      },
    });
    expect(res.statusCode).toBe(201);
    await sent();
    const ack = await sink.to('ravi@example.in');
    expect(ack.map((m) => m.subject)).toEqual(['We received your message']);
    const staff = await sink.to(STAFF, /^New contact message: Teak swing <img src=x>$/);
    expect(staff).toHaveLength(1);
    expect(staff[0]?.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(staff[0]?.html).not.toMatch(/<script|<img/);
    expect(staff[0]?.text).toContain('> <script>alert(1)</script>');
    expect(staff[0]?.text).toContain('ravi@example.in');
  });

  it('every message it sent arrived exactly once', async () => {
    const ids = (await sink.received()).map((m) => m.messageId);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
