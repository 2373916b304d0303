import { beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_LINE } from '../../src/modules/invoices/build-facts.ts';
import type { TaxDocumentFacts } from '../../src/modules/invoices/facts.ts';
import { setZone } from '../helpers/delivery-zones.ts';
import {
  insertProduct,
  orderBody,
  orderCount,
  postOrder,
  stockOf,
} from '../helpers/order-fixtures.ts';
import { putCancelOwn } from '../helpers/order-status.ts';
import { postPaymentOrder } from '../helpers/payments.ts';
import { postStaffOrder, staffOrderBody } from '../helpers/staff-orders.ts';
import { documentsOf } from '../helpers/tax-documents.ts';
import { useAdmin, useCustomer } from '../helpers/use-accounts.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

// Issue #26 item 2 (decision 049): the zone's charge is priced by the shared pricing into the
// order, its payment and its invoice, whatever the client sends.
const t = useTestApp();
const admin = useAdmin(t);
const customer = useCustomer(t);

/** Ajmer, about 125 km from the showroom: the seeded 50 to 150 km band, ₹1,499. */
const AJMER = '305001';
const BAND_CHARGE = 1499;
const SOFA = 38_999_00;
let sofaId = '';

beforeAll(async () => {
  sofaId = (await insertProduct(t.db, { name: 'Udaipur Sofa', pricePaise: SOFA, stock: 50 })).id;
});

const sofaOrder = (pincode: string, extra: Record<string, unknown> = {}) =>
  postOrder(
    t.app,
    customer,
    orderBody([{ product_id: sofaId, quantity: 1 }], { pincode, ...extra }),
  );

const invoiceFactsOf = async (orderId: string) =>
  (await documentsOf(t.db, orderId))[0]?.facts as TaxDocumentFacts;

describe(`delivery charges (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it("charges the zone's amount whatever the client sends, and invoices it as its own line", async () => {
    const res = await sofaOrder(AJMER, {
      delivery_charge: 0,
      delivery_paise: 0,
      total_amount: SOFA / 100,
      deliveryPaise: 0,
    });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json();
    expect(order.delivery_charge).toBe(BAND_CHARGE);
    expect(order.total_amount).toBe(SOFA / 100 + BAND_CHARGE);

    const facts = await invoiceFactsOf(order.id);
    expect(facts.intraState).toBe(true);
    expect(facts.totals.inclusivePaise).toBe(SOFA + BAND_CHARGE * 100);
    const delivery = facts.lines.find((line) => line.description === DELIVERY_LINE);
    // A composite supply: taxed at the sofa's rate, under its HSN.
    expect(delivery).toMatchObject({
      hsn: facts.lines[0]?.hsn,
      rateBasisPoints: facts.lines[0]?.rateBasisPoints,
      inclusivePaise: BAND_CHARGE * 100,
      igstPaise: 0,
    });
    expect((delivery?.cgstPaise ?? 0) + (delivery?.sgstPaise ?? 0)).toBeGreaterThan(0);

    // Cancelling credits the whole invoice, delivery included.
    expect((await putCancelOwn(t.app, customer, order.id)).statusCode).toBe(200);
    const [, note] = await documentsOf(t.db, order.id);
    const credited = note?.facts as TaxDocumentFacts | undefined;
    expect(credited?.totals.inclusivePaise).toBe(SOFA + BAND_CHARGE * 100);
  });

  it('Jaipur delivers free with CGST + SGST; Mumbai, once served, pays its charge with IGST', async () => {
    const jaipur = await sofaOrder('302001');
    expect(jaipur.json()).toMatchObject({ delivery_charge: 0, total_amount: SOFA / 100 });
    const jaipurFacts = await invoiceFactsOf(jaipur.json().id);
    expect(jaipurFacts.lines.map((l) => l.description)).not.toContain(DELIVERY_LINE);

    await setZone(t.app, admin, 'Rest of India', { serviceable: true, charge: 4999 });
    const mumbai = await sofaOrder('400001');
    expect(mumbai.statusCode, mumbai.body).toBe(201);
    expect(mumbai.json()).toMatchObject({ delivery_charge: 4999, total_amount: SOFA / 100 + 4999 });
    const facts = await invoiceFactsOf(mumbai.json().id);
    expect(facts.placeOfSupply.code).toBe('27');
    expect(facts.totals.cgstPaise + facts.totals.sgstPaise).toBe(0);
    const delivery = facts.lines.find((line) => line.description === DELIVERY_LINE);
    expect(delivery?.igstPaise).toBeGreaterThan(0);
    await setZone(t.app, admin, 'Rest of India', { serviceable: false, charge: 4999 });
  });

  it('refuses a pincode the shop does not deliver to yet, writing nothing', async () => {
    const before = await orderCount(t.db);
    const stock = await stockOf(t.db, sofaId);
    const res = await sofaOrder('110001');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ pincode: 'Not deliverable to 110001 yet' });
    expect(await orderCount(t.db)).toBe(before);
    expect(await stockOf(t.db, sofaId)).toBe(stock);
  });

  it('the payment order must include the charge: without it the cart changed', async () => {
    const lines = [{ product_id: sofaId, quantity: 1 }];
    const stale = await postPaymentOrder(t.app, customer, {
      amount: SOFA / 100,
      pincode: AJMER,
      items: lines,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('cart_changed');
    const right = await postPaymentOrder(t.app, customer, {
      amount: SOFA / 100 + BAND_CHARGE,
      pincode: AJMER,
      items: lines,
    });
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json().order.amount).toBe(SOFA + BAND_CHARGE * 100);
  });

  it('staff deliveries pay the zone; a collection at the showroom pays none', async () => {
    const items = [{ product_id: sofaId, quantity: 1 }];
    const collected = await postStaffOrder(t.app, admin, staffOrderBody(items));
    expect(collected.statusCode, collected.body).toBe(201);
    expect(collected.json()).toMatchObject({ delivery_charge: 0, total_amount: SOFA / 100 });
    const delivered = await postStaffOrder(
      t.app,
      admin,
      staffOrderBody(items, {
        delivery: { fulfilment: 'delivery', address: '3 Station Road, Ajmer', pincode: AJMER },
        payment: { method: 'cod' },
      }),
    );
    expect(delivered.statusCode, delivered.body).toBe(201);
    expect(delivered.json()).toMatchObject({
      delivery_charge: BAND_CHARGE,
      total_amount: SOFA / 100 + BAND_CHARGE,
    });
  });
});
