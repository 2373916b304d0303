import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments, taxDocuments } from '../../src/db/schema.ts';
import type { TaxDocumentFacts } from '../../src/modules/invoices/facts.ts';
import { lookupPincode, UNKNOWN_PINCODE } from '../../src/modules/pincodes/index.ts';
import {
  insertProduct,
  orderBody,
  orderCount,
  postOrder,
  stockOf,
} from '../helpers/order-fixtures.ts';
import { postPaymentOrder } from '../helpers/payments.ts';
import { postStaffOrder, staffOrderBody } from '../helpers/staff-orders.ts';
import { documentsOf } from '../helpers/tax-documents.ts';
import { useAdmin, useCustomer } from '../helpers/use-accounts.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

// Issue #26 item 1: a pincode is known from the kept dataset (decision 048), never guessed.
const t = useTestApp();
const admin = useAdmin(t);
const customer = useCustomer(t);

/** Six digits of the right form that India Post has never issued. */
const UNKNOWN = ['999999', '100000', '302999'];

const paymentCount = async () => (await t.db.select({ n: count() }).from(payments))[0]?.n ?? 0;
const documentCount = async () => (await t.db.select({ n: count() }).from(taxDocuments))[0]?.n ?? 0;

describe(`pincodes (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('knows a pincode’s district, GST state and place, Telangana and Ladakh included', () => {
    expect(lookupPincode('302001')).toMatchObject({
      pincode: '302001',
      district: 'Jaipur',
      state: { code: '08', name: 'Rajasthan' },
    });
    expect(lookupPincode('302001')?.coordinates?.lat).toBeCloseTo(26.92, 1);
    expect(lookupPincode('400001')?.state).toEqual({ code: '27', name: 'Maharashtra' });
    expect(lookupPincode('500081')).toMatchObject({ district: 'Hyderabad', state: { code: '36' } });
    expect(lookupPincode('194101')?.state).toEqual({ code: '38', name: 'Ladakh' });
    for (const pincode of [...UNKNOWN, '012345', 'abcdef', '']) {
      expect(lookupPincode(pincode), pincode).toBeNull();
    }
  });

  it.each(UNKNOWN)('POST /orders to %s: 400 on the pincode field, nothing written', async (pin) => {
    const product = await insertProduct(t.db, { stock: 3 });
    const before = { orders: await orderCount(t.db), documents: await documentCount() };
    const res = await postOrder(
      t.app,
      customer,
      orderBody([{ product_id: product.id, quantity: 1 }], { pincode: pin }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'validation_error',
      fields: { pincode: UNKNOWN_PINCODE },
    });
    expect(await orderCount(t.db)).toBe(before.orders);
    expect(await documentCount()).toBe(before.documents);
    expect(await stockOf(t.db, product.id)).toBe(3);
  });

  it('POST /payment/order to an unknown pincode: 400 on the field, no payment opened', async () => {
    const product = await insertProduct(t.db, { pricePaise: 12_000_00, stock: 3 });
    const before = await paymentCount();
    const res = await postPaymentOrder(t.app, customer, {
      amount: 12_000,
      pincode: '999999',
      items: [{ product_id: product.id, quantity: 1 }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ pincode: UNKNOWN_PINCODE });
    expect(await paymentCount()).toBe(before);
  });

  it('a staff delivery to an unknown pincode: 400 on delivery.pincode, nothing written', async () => {
    const product = await insertProduct(t.db, { stock: 2 });
    const before = await orderCount(t.db);
    const res = await postStaffOrder(
      t.app,
      admin,
      staffOrderBody([{ product_id: product.id, quantity: 1 }], {
        delivery: { fulfilment: 'delivery', address: '1 MG Road', pincode: '100000' },
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ 'delivery.pincode': UNKNOWN_PINCODE });
    expect(await orderCount(t.db)).toBe(before);
    expect(await stockOf(t.db, product.id)).toBe(2);
  });

  it('the place of supply comes from the dataset: Mumbai IGST, Jaipur CGST + SGST', async () => {
    const product = await insertProduct(t.db, { pricePaise: 30_000_00, stock: 5 });
    const factsTo = async (pincode: string) => {
      const res = await postOrder(
        t.app,
        customer,
        orderBody([{ product_id: product.id, quantity: 1 }], { pincode }),
      );
      expect(res.statusCode, res.body).toBe(201);
      const [invoice] = await documentsOf(t.db, res.json().id);
      return invoice?.facts as TaxDocumentFacts;
    };
    const mumbai = await factsTo('400001');
    expect(mumbai.placeOfSupply).toEqual({ code: '27', name: 'Maharashtra' });
    expect(mumbai.intraState).toBe(false);
    expect(mumbai.totals.igstPaise).toBeGreaterThan(0);
    expect(mumbai.totals.cgstPaise + mumbai.totals.sgstPaise).toBe(0);

    const jaipur = await factsTo('302001');
    expect(jaipur.placeOfSupply).toEqual({ code: '08', name: 'Rajasthan' });
    expect(jaipur.intraState).toBe(true);
    expect(jaipur.totals.igstPaise).toBe(0);
    expect(jaipur.totals.cgstPaise).toBe(jaipur.totals.sgstPaise);
  });
});
