import { seededRandom } from '@sheesham/shared/seeded-random';
import { beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_LINE } from '../../src/modules/invoices/build-facts.ts';
import type { TaxDocumentFacts } from '../../src/modules/invoices/facts.ts';
import { createCoupon } from '../helpers/coupons.ts';
import { setZone } from '../helpers/delivery-zones.ts';
import { insertProduct, orderBody, postOrder } from '../helpers/order-fixtures.ts';
import { putCancelOwn } from '../helpers/order-status.ts';
import { documentsOf } from '../helpers/tax-documents.ts';
import { useAdmin, useCustomer } from '../helpers/use-accounts.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

// Issue #29 part 1 (decision 059), property-tested over random carts, coupons and delivery
// charges (a seeded loop, so every run draws the same cases): the discount lowers the invoice's
// lines, the delivery line is never discounted, the invoice adds up to the order's total to the
// paisa, and cancelling credits exactly what the order came to.
const DB = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const t = useTestApp();
const admin = useAdmin(t);
const customer = useCustomer(t);

/** Ajmer: the seeded '50 to 150 km' zone, whose charge each case sets. */
const AJMER = '305001';
const CASES = 24;
const CATEGORIES = ['beds', 'sofas', 'dining', 'storage', 'chairs', 'recliners'] as const;
const random = seededRandom(2901);
const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;

let products: { id: string; category: string }[] = [];

beforeAll(async () => {
  products = await Promise.all(
    CATEGORIES.map(async (category, i) => {
      const pricePaise = between(999_00, 90_000_00) + between(0, 99);
      const row = await insertProduct(t.db, {
        name: `Property ${category} ${i}`,
        category,
        pricePaise,
        setPricePaise: pricePaise + between(1_000_00, 30_000_00),
        hasSetOption: i % 2 === 0,
        stock: 1000,
      });
      return { id: row.id, category };
    }),
  );
});

/** A random coupon: percent (maybe capped) or flat, maybe for some categories, a low minimum. */
function randomCoupon(): Record<string, unknown> {
  const percent = random() < 0.6;
  return {
    type: percent ? 'percent' : 'flat',
    value: percent ? between(1, 90) : between(1, 30_000) + between(0, 99) / 100,
    max_discount: percent && random() < 0.5 ? between(100, 20_000) + between(0, 99) / 100 : null,
    min_cart_value: random() < 0.3 ? between(1, 5_000) : null,
    categories: random() < 0.4 ? [pick(CATEGORIES), pick(CATEGORIES)] : [],
  };
}

const paiseOf = (rupees: number) => Math.round(rupees * 100);
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe(`a discounted order's invoice and credit note add up to the paisa (${DB})`, () => {
  it(`over ${CASES} random carts with random coupons and delivery charges`, async () => {
    let discounted = 0;
    for (let run = 0; run < CASES; run++) {
      const coupon = await createCoupon(t.app, admin, randomCoupon());
      const delivered = random() < 0.6;
      if (delivered) {
        await setZone(t.app, admin, '50 to 150 km', {
          serviceable: true,
          charge: between(0, 3_000) + between(0, 99) / 100,
        });
      }
      const lines = Array.from({ length: between(1, 4) }, () => ({
        product_id: pick(products).id,
        quantity: between(1, 3),
        selected_set: random() < 0.3,
      }));
      const response = await postOrder(
        t.app,
        customer,
        orderBody(lines, { coupon_code: coupon.code, pincode: delivered ? AJMER : '302001' }),
      );
      const label = `case ${run}: ${JSON.stringify({ coupon, lines })} → ${response.body}`;
      if (response.statusCode === 400) {
        // A category coupon with no line of its categories, a cart below its minimum, or a flat
        // amount that would leave nothing to pay.
        expect(response.json().error.code, label).toMatch(
          /^(coupon_not_eligible|coupon_below_minimum|order_would_be_free)$/,
        );
        continue;
      }
      expect(response.statusCode, label).toBe(201);
      const order = response.json();
      const itemsPaise = sum(
        order.items.map((i: { price: number; quantity: number }) => paiseOf(i.price) * i.quantity),
      );
      const discountPaise = paiseOf(order.discount_amount);
      const deliveryPaise = paiseOf(order.delivery_charge);
      const totalPaise = paiseOf(order.total_amount);
      expect(discountPaise, label).toBeGreaterThan(0);
      expect(totalPaise, label).toBe(itemsPaise - discountPaise + deliveryPaise);
      discounted++;

      const [invoice] = await documentsOf(t.db, order.id);
      const facts = invoice?.facts as TaxDocumentFacts;
      expect(invoice?.totalPaise, label).toBe(totalPaise);
      expect(facts.totals.inclusivePaise, label).toBe(totalPaise);
      expect(sum(facts.lines.map((l) => l.inclusivePaise)), label).toBe(totalPaise);
      // Each line's value and tax add up to what it was charged after its share of the discount.
      for (const line of facts.lines) {
        expect(line.taxablePaise + line.cgstPaise + line.sgstPaise + line.igstPaise, label).toBe(
          line.inclusivePaise,
        );
      }
      expect(sum(facts.lines.map((l) => l.discountPaise ?? 0)), label).toBe(discountPaise);
      const delivery = facts.lines.filter((l) => l.description === DELIVERY_LINE);
      expect(sum(delivery.map((l) => l.inclusivePaise)), label).toBe(deliveryPaise);
      expect(
        delivery.every((l) => !l.discountPaise),
        label,
      ).toBe(true);
      expect(facts.discount, label).toEqual({ totalPaise: discountPaise, couponCode: coupon.code });

      // Cancelling credits the whole invoice: exactly what the order came to, not the list price.
      expect((await putCancelOwn(t.app, customer, order.id)).statusCode, label).toBe(200);
      const credit = (await documentsOf(t.db, order.id)).find((d) => d.kind === 'credit_note');
      const creditFacts = credit?.facts as TaxDocumentFacts;
      expect(credit?.totalPaise, label).toBe(totalPaise);
      expect(creditFacts.totals.inclusivePaise, label).toBe(totalPaise);
      expect(
        sum(creditFacts.lines.map((l) => l.taxablePaise + l.cgstPaise + l.sgstPaise + l.igstPaise)),
        label,
      ).toBe(totalPaise);
    }
    // The seed draws mostly carts a coupon applies to: the property is not vacuous.
    expect(discounted).toBeGreaterThanOrEqual(CASES / 2);
  });
});
