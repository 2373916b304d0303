import { type DiscountTerms, type PricingLine, priceOrder } from '@sheesham/shared';
import { gstState } from '@sheesham/shared/gst-states';
import { seededRandom } from '@sheesham/shared/seeded-random';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { creditNoteFacts, DELIVERY_LINE, invoiceFacts } from './build-facts.ts';
import type { TaxDocument } from './facts.ts';

// Decision 059, property-tested over many random carts, coupons, delivery charges, mixed GST
// rates and both kinds of supply (a seeded loop: the same cases every run): the shared pricing's
// discount lowers the invoice lines, which then add up to the order's total to the paisa, and a
// full credit note credits exactly that total.
const base = loadConfig({}).invoices;
const settings = {
  ...base,
  categoryTax: { ...base.categoryTax, chairs: { hsn: '9401', rateBasisPoints: 1200 } },
};
const CATEGORIES = ['beds', 'sofas', 'dining', 'storage', 'chairs', 'recliners'];
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('a discounted invoice and its credit note', () => {
  it('add up to the order total and to what was paid, over 1000 random orders', () => {
    const random = seededRandom(5929);
    const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
    // Maharashtra: an inter-state supply from the Rajasthan seller (IGST).
    const otherState = gstState('27');
    for (let run = 0; run < 1000; run++) {
      const lines: PricingLine[] = Array.from({ length: between(1, 6) }, (_, i) => ({
        productId: `p${i}`,
        quantity: between(1, 5),
        selectedSet: false,
        pricePaise: between(1, 2_00_000_00),
        hasSetOption: false,
        category: pick(CATEGORIES),
      }));
      const percent = random() < 0.5;
      const discount: DiscountTerms = {
        type: percent ? 'percent' : 'flat',
        value: percent ? between(1, 90) : between(1, 50_000_00),
        maxDiscountPaise: percent && random() < 0.5 ? between(1, 20_000_00) : null,
        minCartPaise: null,
        categories: random() < 0.5 ? [pick(CATEGORIES)] : [],
        productIds: [],
      };
      const deliveryPaise = random() < 0.5 ? 0 : between(1, 5_000_00);
      const pricing = priceOrder(lines, { deliveryPaise, discount });
      if (pricing.totalPaise === 0) continue;
      const facts = invoiceFacts(settings, {
        orderId: `order-${run}`,
        orderNumber: run,
        paymentMethod: 'cod',
        buyer: { name: 'B', address: 'A', pincode: '302001', email: 'b@example.in', phone: null },
        placeOfSupply: random() < 0.5 ? null : otherState,
        lines: pricing.lines.map((line, i) => ({
          description: line.productId,
          category: lines[i]?.category ?? 'beds',
          quantity: line.quantity,
          unitPricePaise: line.unitPricePaise,
          discountPaise: pricing.discount?.lineDiscountsPaise[i] ?? 0,
        })),
        deliveryPaise: pricing.deliveryPaise,
        totalPaise: pricing.totalPaise,
        couponCode: 'FESTIVE',
      });
      const label = `run ${run}`;
      expect(facts.totals.inclusivePaise, label).toBe(pricing.totalPaise);
      expect(sum(facts.lines.map((l) => l.inclusivePaise)), label).toBe(pricing.totalPaise);
      expect(
        facts.totals.taxablePaise +
          facts.totals.cgstPaise +
          facts.totals.sgstPaise +
          facts.totals.igstPaise,
        label,
      ).toBe(pricing.totalPaise);
      expect(sum(facts.lines.map((l) => l.discountPaise ?? 0)), label).toBe(pricing.discountPaise);
      const delivery = facts.lines.find((l) => l.description === DELIVERY_LINE);
      expect(delivery?.inclusivePaise ?? 0, label).toBe(deliveryPaise);

      const invoice: TaxDocument = {
        id: 'i',
        kind: 'invoice',
        number: 'SH/1',
        orderId: `order-${run}`,
        issuedAt: new Date(0),
        totalPaise: facts.totals.inclusivePaise,
        facts,
      };
      const full = creditNoteFacts(invoice, pricing.totalPaise, 'Order cancelled');
      expect(full.totals.inclusivePaise, label).toBe(pricing.totalPaise);
      expect(full.totals.taxablePaise, label).toBe(facts.totals.taxablePaise);
      expect(full.discount, label).toBeUndefined();
      const part = between(1, pricing.totalPaise);
      expect(creditNoteFacts(invoice, part, 'Refund').totals.inclusivePaise, label).toBe(part);
    }
  });
});
