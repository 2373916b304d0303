import type { AdminMailDetail } from '@sheesham/shared/admin-mail';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCoupon, usesOf } from '../helpers/coupons.ts';
import { insertProduct, orderBody, orderCount, postOrder } from '../helpers/order-fixtures.ts';
import { putCancelOwn } from '../helpers/order-status.ts';
import { postPaymentOrder, sandboxPay, verifyPayment } from '../helpers/payments.ts';
import { refundRows } from '../helpers/refunds.ts';
import { postStaffOrder, staffOrderBody } from '../helpers/staff-orders.ts';
import { documentsOf, getAs, pdfText } from '../helpers/tax-documents.ts';
import { useAdmin, useCustomer } from '../helpers/use-accounts.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

// Issue #29 part 1 (decision 059): the discount on the mails and the invoice PDF, through an
// online payment and its refund, and on staff orders (a coupon, or a manual discount within the
// owner's limit, recorded with who gave it). No SMTP_URL: the worker holds the mails for the
// admin's Mail view.
const DB = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const t = useTestApp({ mailWorker: { enabled: true, tuning: { pollMs: 3_600_000 } } });
const admin = useAdmin(t);
const customer = useCustomer(t);

const PRICE = 45_000_00;
let productId = '';
beforeAll(async () => {
  productId = (
    await insertProduct(t.db, {
      name: 'Barmer Sofa',
      category: 'sofas',
      pricePaise: PRICE,
      stock: 200,
    })
  ).id;
});
const items = (quantity = 1) => [{ product_id: productId, quantity }];

describe(`the discount on the order's mails and invoice (${DB})`, () => {
  it('the mails and the invoice PDF name the discount and its code', async () => {
    const coupon = await createCoupon(t.app, admin, { type: 'flat', value: 4500 });
    const placed = await postOrder(
      t.app,
      customer,
      orderBody(items(), { coupon_code: coupon.code }),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const { id, number } = placed.json();
    expect(placed.json()).toMatchObject({ discount_amount: 4500, total_amount: 40_500 });

    await t.app.mailWorker?.idle();
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: admin.headers });
    const list = (await get('/api/admin/mail?limit=100')).json() as { id: string; kind: string }[];
    for (const kind of ['order_placed', 'staff_new_order']) {
      const mails = await Promise.all(
        list
          .filter((m) => m.kind === kind)
          .map(async (m) => (await get(`/api/admin/mail/${m.id}`)).json()),
      );
      const mail = (mails as AdminMailDetail[]).find((m) => m.text.includes(`#${number}`));
      expect(mail?.text, kind).toContain(`Discount (${coupon.code})`);
      expect(mail?.text, kind).toContain('−₹4,500');
      expect(mail?.html, kind).toContain(`Discount (${coupon.code})`);
    }

    const documents = await getAs(t.app, customer, `/auth/profile/orders/${id}/tax-documents`);
    const [invoice] = documents.json() as { pdf_path: string }[];
    const pdf = await getAs(t.app, customer, invoice?.pdf_path ?? '');
    expect(pdf.statusCode).toBe(200);
    const text = (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('Less discount 4,500.00');
    expect(text).toContain(`(coupon ${coupon.code})`);
    expect(text).toContain('40,500.00');
  });
});

describe(`an online payment with a coupon (${DB})`, () => {
  it('the payment is for the discounted total; the order needs the same code; a cancel refunds what was paid', async () => {
    const coupon = await createCoupon(t.app, admin, { value: 10, usage_limit: 3 });
    const full = await postPaymentOrder(t.app, customer, {
      amount: PRICE / 100,
      items: items(),
      coupon_code: coupon.code,
    });
    expect(full.statusCode).toBe(409);
    expect(full.json().error.code).toBe('cart_changed');

    const opened = await postPaymentOrder(t.app, customer, {
      amount: 40_500,
      items: items(),
      coupon_code: coupon.code.toLowerCase(),
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const gatewayOrderId = opened.json().order.id as string;
    expect(opened.json().order.amount).toBe(40_500_00);
    const proof = await sandboxPay(t.app, customer, gatewayOrderId);
    expect((await verifyPayment(t.app, customer, proof)).statusCode).toBe(200);

    const gateway = (extra: Record<string, unknown>) =>
      orderBody(items(), {
        payment_method: 'gateway',
        razorpay_order_id: gatewayOrderId,
        ...extra,
      });
    const withoutCode = await postOrder(t.app, customer, gateway({}));
    expect(withoutCode.statusCode).toBe(409);
    expect(withoutCode.json().error.code).toBe('payment_not_verified');

    const placed = await postOrder(t.app, customer, gateway({ coupon_code: coupon.code }));
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json()).toMatchObject({
      payment_status: 'paid',
      coupon_code: coupon.code,
      discount_amount: 4500,
      total_amount: 40_500,
    });
    expect(await usesOf(t.app, admin, coupon.id)).toBe(1);

    const id = placed.json().id as string;
    expect((await putCancelOwn(t.app, customer, id)).statusCode).toBe(200);
    const [refund] = await refundRows(t.db, id);
    expect(refund?.amountPaise).toBe(40_500_00);
    const credit = (await documentsOf(t.db, id)).find((d) => d.kind === 'credit_note');
    expect(credit?.totalPaise).toBe(40_500_00);
    expect(await usesOf(t.app, admin, coupon.id)).toBe(0);
  });

  it('a code the shopper may not use opens no payment', async () => {
    const coupon = await createCoupon(t.app, admin, { ends_at: '2021-01-01' });
    const response = await postPaymentOrder(t.app, customer, {
      amount: 40_500,
      items: items(),
      coupon_code: coupon.code,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.coupon_code).toBe('This code has expired');
  });

  it('an Idempotency-Key replay needs the same code: another code is a different order', async () => {
    const coupon = await createCoupon(t.app, admin);
    const key = { 'idempotency-key': `coupon-${coupon.code}` };
    const body = orderBody(items(), { coupon_code: coupon.code });
    const first = await postOrder(t.app, customer, body, key);
    expect(first.statusCode).toBe(201);
    const replay = await postOrder(t.app, customer, body, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().id).toBe(first.json().id);
    const other = await postOrder(t.app, customer, orderBody(items()), key);
    expect(other.statusCode).toBe(422);
    expect(await usesOf(t.app, admin, coupon.id)).toBe(1);
  });
});

describe(`staff orders with a discount (${DB})`, () => {
  it("a manual discount within the owner's limit, recorded with who gave it and why", async () => {
    const response = await postStaffOrder(
      t.app,
      admin,
      staffOrderBody(items(2), {
        manual_discount: { amount: 9000, reason: 'Festive showroom offer' },
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      discount_amount: 9000,
      total_amount: 81_000,
      coupon_code: null,
      discount_given_by: admin.name,
      discount_reason: 'Festive showroom offer',
    });
    const [invoice] = await documentsOf(t.db, response.json().id);
    expect(invoice?.totalPaise).toBe(81_000_00);
  });

  it('a manual discount above the limit (10% of the subtotal by default) is a 400 and no order', async () => {
    const orders = await orderCount(t.db);
    const response = await postStaffOrder(
      t.app,
      admin,
      staffOrderBody(items(2), { manual_discount: { amount: 9000.01, reason: 'Too generous' } }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields['manual_discount.amount']).toBe(
      "A manual discount can be at most 10% of the order's subtotal (₹9,000)",
    );
    expect(await orderCount(t.db)).toBe(orders);
  });

  it('a coupon on a staff order counts like any use; a coupon and a manual discount together are refused', async () => {
    const coupon = await createCoupon(t.app, admin, { type: 'flat', value: 1000, usage_limit: 1 });
    const response = await postStaffOrder(
      t.app,
      admin,
      staffOrderBody(items(), { coupon_code: coupon.code }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      coupon_code: coupon.code,
      discount_amount: 1000,
      discount_given_by: admin.name,
    });
    const again = await postStaffOrder(
      t.app,
      admin,
      staffOrderBody(items(), { coupon_code: coupon.code }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().error.fields.coupon_code).toBe('This code has been fully used');

    const both = await postStaffOrder(
      t.app,
      admin,
      staffOrderBody(items(), {
        coupon_code: coupon.code,
        manual_discount: { amount: 100, reason: 'Both' },
      }),
    );
    expect(both.statusCode).toBe(400);
    expect(both.json().error.fields.manual_discount).toBe(
      'Give a coupon code or a manual discount, not both',
    );
    const noReason = await postStaffOrder(
      t.app,
      admin,
      staffOrderBody(items(), { manual_discount: { amount: 100, reason: ' ' } }),
    );
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields['manual_discount.reason']).toBe('Reason is required');
  });
});
