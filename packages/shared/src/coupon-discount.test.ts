import { describe, expect, it } from 'vitest';
import {
  applyDiscount,
  type DiscountTerms,
  manualDiscountLimitPaise,
  manualDiscountTerms,
} from './coupon-discount.ts';
import { couponInstant } from './coupons.ts';
import { type PricingLine, priceOrder } from './pricing.ts';
import { seededRandom } from './seeded-random.ts';

const terms = (overrides: Partial<DiscountTerms> = {}): DiscountTerms => ({
  type: 'percent',
  value: 10,
  maxDiscountPaise: null,
  minCartPaise: null,
  categories: [],
  productIds: [],
  ...overrides,
});

const bed = { productId: 'bed', category: 'beds', lineTotalPaise: 40_000_00 };
const sofa = { productId: 'sofa', category: 'sofas', lineTotalPaise: 38_999_00 };

describe('applyDiscount (decision 059)', () => {
  it('takes a percent of the eligible lines, floored to the paisa, and spreads it over them', () => {
    const outcome = applyDiscount(terms({ value: 7 }), [bed, sofa]);
    expect(outcome.discountPaise).toBe(Math.floor((78_999_00 * 7) / 100));
    expect(outcome.lineDiscountsPaise.reduce((a, b) => a + b, 0)).toBe(outcome.discountPaise);
    expect(outcome.refusal).toBeNull();
  });

  it('caps a percent at its maximum', () => {
    expect(
      applyDiscount(terms({ value: 25, maxDiscountPaise: 5_000_00 }), [bed]).discountPaise,
    ).toBe(5_000_00);
  });

  it('takes a flat amount, never more than the eligible subtotal', () => {
    expect(applyDiscount(terms({ type: 'flat', value: 500_00 }), [bed]).discountPaise).toBe(500_00);
    const small = { productId: 'stool', category: 'chairs', lineTotalPaise: 300_00 };
    const outcome = applyDiscount(terms({ type: 'flat', value: 500_00 }), [small]);
    expect(outcome.discountPaise).toBe(300_00);
  });

  it('applies only to the listed categories or products (any spelling of a category)', () => {
    const outcome = applyDiscount(terms({ value: 10, categories: ['Sofa'] }), [bed, sofa]);
    expect(outcome.eligiblePaise).toBe(38_999_00);
    expect(outcome.lineDiscountsPaise).toEqual([0, 3_899_90]);
    const byProduct = applyDiscount(terms({ productIds: ['BED'] }), [bed, sofa]);
    expect(byProduct.lineDiscountsPaise).toEqual([4_000_00, 0]);
  });

  it('refuses below the minimum cart value, or with no eligible line', () => {
    expect(applyDiscount(terms({ minCartPaise: 1_00_000_00 }), [bed, sofa])).toMatchObject({
      discountPaise: 0,
      refusal: 'below_minimum',
    });
    expect(applyDiscount(terms({ categories: ['dining'] }), [bed])).toMatchObject({
      discountPaise: 0,
      refusal: 'no_eligible_lines',
    });
  });

  it('over random carts: shares sum to the discount, none exceeds its line, nothing beyond the eligible subtotal', () => {
    const random = seededRandom(59);
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
    for (let run = 0; run < 500; run++) {
      const lines = Array.from({ length: 1 + Math.floor(random() * 6) }, (_, i) => ({
        productId: `p${i}`,
        category: pick(['beds', 'sofas', 'dining', 'chairs']),
        lineTotalPaise: 1 + Math.floor(random() * 5_00_000_00),
      }));
      const coupon = terms({
        type: pick(['percent', 'flat'] as const),
        value:
          random() < 0.5 ? 1 + Math.floor(random() * 90) : 1 + Math.floor(random() * 20_000_00),
        maxDiscountPaise: random() < 0.5 ? null : 1 + Math.floor(random() * 10_000_00),
        categories: random() < 0.5 ? [] : [pick(['beds', 'sofas', 'dining'])],
      });
      const { discountPaise, lineDiscountsPaise, eligiblePaise } = applyDiscount(coupon, lines);
      expect(lineDiscountsPaise.reduce((a, b) => a + b, 0)).toBe(discountPaise);
      expect(discountPaise).toBeLessThanOrEqual(eligiblePaise);
      lineDiscountsPaise.forEach((share, i) => {
        expect(share).toBeGreaterThanOrEqual(0);
        expect(share).toBeLessThanOrEqual(lines[i]?.lineTotalPaise ?? 0);
      });
    }
  });
});

describe("priceOrder's discount slot", () => {
  const line = (overrides: Partial<PricingLine> = {}): PricingLine => ({
    productId: 'bed',
    quantity: 1,
    selectedSet: false,
    pricePaise: 40_000_00,
    setPricePaise: null,
    hasSetOption: false,
    category: 'beds',
    ...overrides,
  });

  it('takes the discount off the subtotal, never off the delivery charge', () => {
    const pricing = priceOrder([line({ quantity: 2 })], {
      deliveryPaise: 1_499_00,
      discount: terms({ type: 'flat', value: 1_00_000_00 }),
    });
    expect(pricing).toMatchObject({
      subtotalPaise: 80_000_00,
      discountPaise: 80_000_00,
      totalPaise: 1_499_00,
      discount: { refusal: null, lineDiscountsPaise: [80_000_00] },
    });
  });

  it('prices exactly as before without a discount (no discount field)', () => {
    expect(priceOrder([line()])).not.toHaveProperty('discount');
  });

  it("a manual discount is flat over every line, within the owner's percent", () => {
    expect(manualDiscountLimitPaise(12_345_67, 10)).toBe(1_234_56);
    const pricing = priceOrder([line()], { discount: manualDiscountTerms(1_000_00) });
    expect(pricing.totalPaise).toBe(39_000_00);
  });
});

describe('couponInstant: India’s clock where none is written', () => {
  it('reads a day alone as the whole day in India, the end inclusive', () => {
    expect(couponInstant('2026-12-31', 'start')?.toISOString()).toBe('2026-12-30T18:30:00.000Z');
    expect(couponInstant('2026-12-31', 'end')?.toISOString()).toBe('2026-12-31T18:29:59.999Z');
  });

  it('reads a time without a zone as IST and keeps a written zone', () => {
    expect(couponInstant('2026-12-31T10:00', 'start')?.toISOString()).toBe(
      '2026-12-31T04:30:00.000Z',
    );
    expect(couponInstant('2026-12-31T10:00:00Z', 'end')?.toISOString()).toBe(
      '2026-12-31T10:00:00.000Z',
    );
  });

  it('refuses what is not ISO 8601, or not a real day', () => {
    for (const text of ['31/12/2026', '2026-02-30', 'tomorrow', '']) {
      expect(couponInstant(text, 'end')).toBeNull();
    }
  });
});
