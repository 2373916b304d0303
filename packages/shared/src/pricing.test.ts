import { describe, expect, it } from 'vitest';
import { addItem, lineTotal, priceCart, totalPrice } from './cart.ts';
import { MAX_LINE_QUANTITY, MAX_ORDER_TOTAL_RUPEES } from './orders.ts';
import {
  chargesSetPrice,
  hasOversizedLine,
  isOrderTooLarge,
  MAX_ORDER_TOTAL_PAISE,
  type PricingLine,
  priceOrder,
  unitPricePaise,
} from './pricing.ts';

const line = (overrides: Partial<PricingLine> = {}): PricingLine => ({
  productId: 'bed',
  quantity: 1,
  selectedSet: false,
  pricePaise: 40_000_00,
  setPricePaise: null,
  hasSetOption: false,
  ...overrides,
});
const dining = (overrides: Partial<PricingLine> = {}) =>
  line({
    productId: 'dining',
    pricePaise: 30_000_00,
    setPricePaise: 55_000_00,
    hasSetOption: true,
    ...overrides,
  });

describe('the set price (SPEC §2, §9)', () => {
  it('is charged only when chosen, offered and set', () => {
    expect(unitPricePaise(dining({ selectedSet: true }))).toBe(55_000_00);
    expect(unitPricePaise(dining({ selectedSet: false }))).toBe(30_000_00);
    expect(unitPricePaise(dining({ selectedSet: true, hasSetOption: false }))).toBe(30_000_00);
    expect(unitPricePaise(dining({ selectedSet: true, setPricePaise: null }))).toBe(30_000_00);
    expect(chargesSetPrice(dining({ selectedSet: true, hasSetOption: false }))).toBe(false);
  });

  it('marks a priced line as a set line only when the set price was charged', () => {
    const { lines } = priceOrder([line({ selectedSet: true }), dining({ selectedSet: true })]);
    expect(lines.map((l) => [l.productId, l.selectedSet, l.unitPricePaise])).toEqual([
      ['bed', false, 40_000_00],
      ['dining', true, 55_000_00],
    ]);
  });
});

describe('priceOrder', () => {
  it('totals unit price times quantity per line, then the lines', () => {
    const pricing = priceOrder([line({ quantity: 2 }), dining({ selectedSet: true })]);
    expect(pricing).toEqual({
      lines: [
        {
          productId: 'bed',
          quantity: 2,
          selectedSet: false,
          unitPricePaise: 40_000_00,
          lineTotalPaise: 80_000_00,
        },
        {
          productId: 'dining',
          quantity: 1,
          selectedSet: true,
          unitPricePaise: 55_000_00,
          lineTotalPaise: 55_000_00,
        },
      ],
      subtotalPaise: 135_000_00,
      discountPaise: 0,
      deliveryPaise: 0,
      totalPaise: 135_000_00,
    });
  });

  it('adds the delivery charge it is given to the total, and counts it toward the order limit', () => {
    const pricing = priceOrder([line()], { deliveryPaise: 1_499_00 });
    expect(pricing).toMatchObject({
      subtotalPaise: 40_000_00,
      deliveryPaise: 1_499_00,
      totalPaise: 41_499_00,
    });
    const atLimit = line({ pricePaise: MAX_ORDER_TOTAL_PAISE });
    expect(isOrderTooLarge(priceOrder([atLimit]))).toBe(false);
    expect(isOrderTooLarge(priceOrder([atLimit], { deliveryPaise: 1 }))).toBe(true);
  });

  it('merges the same product with the same charged set choice, keeping first-seen order', () => {
    const pricing = priceOrder([
      dining(),
      line(),
      dining({ quantity: 2 }),
      dining({ selectedSet: true }),
      // Chosen but not offered: charged as the plain line, so it joins it.
      line({ selectedSet: true, quantity: 3 }),
    ]);
    expect(pricing.lines.map((l) => [l.productId, l.selectedSet, l.quantity])).toEqual([
      ['dining', false, 3],
      ['bed', false, 4],
      ['dining', true, 1],
    ]);
    expect(pricing.totalPaise).toBe(3 * 30_000_00 + 4 * 40_000_00 + 55_000_00);
  });

  it('does not change the lines it was given', () => {
    const lines = [dining(), dining({ quantity: 2 })];
    const snapshot = structuredClone(lines);
    priceOrder(lines);
    expect(lines).toEqual(snapshot);
  });

  it('prices an empty order at zero', () => {
    expect(priceOrder([])).toMatchObject({ lines: [], subtotalPaise: 0, totalPaise: 0 });
  });
});

describe('the limits', () => {
  it('flags a merged line above MAX_LINE_QUANTITY, not one at it', () => {
    const half = MAX_LINE_QUANTITY - 40;
    expect(hasOversizedLine(priceOrder([line({ quantity: half }), line({ quantity: 40 })]))).toBe(
      false,
    );
    expect(hasOversizedLine(priceOrder([line({ quantity: half }), line({ quantity: 41 })]))).toBe(
      true,
    );
  });

  it('accepts a total of exactly MAX_ORDER_TOTAL_RUPEES and refuses one paisa more', () => {
    expect(MAX_ORDER_TOTAL_PAISE).toBe(MAX_ORDER_TOTAL_RUPEES * 100);
    const half = MAX_ORDER_TOTAL_PAISE / 2;
    expect(isOrderTooLarge(priceOrder([line({ pricePaise: half, quantity: 2 })]))).toBe(false);
    expect(
      isOrderTooLarge(
        priceOrder([line({ pricePaise: half, quantity: 2 }), dining({ pricePaise: 1 })]),
      ),
    ).toBe(true);
  });
});

describe('the cart in rupees, priced in paise', () => {
  const stool = { id: 'stool', name: 'Stool', image: '', price: 0.1 };
  const lamp = { id: 'lamp', name: 'Lamp', image: '', price: 1234.56, set_price: 2469.13 };

  it('adds paise, so rupee fractions never drift', () => {
    let cart = addItem([], stool);
    cart = addItem(cart, { ...stool, id: 'stool-2', price: 0.2 });
    // Summed in rupees, 0.1 + 0.2 is 0.30000000000000004.
    expect(totalPrice(cart)).toBe(0.3);
    expect(priceCart(cart).totalPaise).toBe(30);
  });

  it('rounds each rupee price to whole paise before multiplying', () => {
    const cart = addItem(addItem([], lamp, 3), lamp, 7, true);
    expect(priceCart(cart).totalPaise).toBe(3 * 123456 + 7 * 246913);
    expect(totalPrice(cart)).toBe(20987.59);
    expect(lineTotal({ ...lamp, quantity: 3, selectedSet: false })).toBe(3703.68);
    expect(
      Number.isInteger(
        priceCart([{ ...stool, price: 19.99, quantity: 3, selectedSet: false }]).totalPaise,
      ),
    ).toBe(true);
  });

  it('charges a cart set line the set price only while it holds one', () => {
    const cart = addItem(addItem([], lamp, 1, true), { ...stool, set_price: null }, 1, true);
    expect(
      priceCart(cart).lines.map((l) => [l.productId, l.selectedSet, l.unitPricePaise]),
    ).toEqual([
      ['lamp', true, 246913],
      ['stool', false, 10],
    ]);
  });
});
