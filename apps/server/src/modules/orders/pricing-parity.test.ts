import {
  addItem,
  type CartItem,
  fromPaise,
  isOrderTooLarge,
  MAX_LINE_QUANTITY,
  type Product,
  priceCart,
  toCartProduct,
  toPaise,
  totalPrice,
} from '@sheesham/shared';
import { describe, expect, it } from 'vitest';
import {
  type CartLine,
  cartLinesFromJson,
  type ProductPrice,
  priceFromProducts,
} from './pricing.ts';

/*
 * The web and the server must never disagree on what an order costs. The same cart goes through
 * the web's path (the API's product in rupees → the cart → priceCart/totalPrice, as the drawer,
 * the checkout summary and POST /payment/order's `amount` use it) and through the server's
 * (the lines POST /orders sends → priceFromProducts over the database rows), and both must come
 * to the same paise.
 */

const row = (
  id: string,
  pricePaise: number,
  set: { setPricePaise?: number | null; hasSetOption?: boolean } = {},
): ProductPrice => ({
  productId: id,
  name: `Product ${id.slice(0, 4)}`,
  brand: 'Teakline',
  category: 'beds',
  description: 'A test product.',
  images: [`/media/${id}.webp`],
  pricePaise,
  setPricePaise: set.setPricePaise ?? null,
  hasSetOption: set.hasSetOption ?? false,
});

/** What GET /products/:id sends for the row (the catalogue mapper's money fields). */
const apiProduct = (product: ProductPrice) =>
  ({
    _id: product.productId,
    name: product.name,
    image: product.images[0] ?? '',
    price: fromPaise(product.pricePaise),
    set_price: product.setPricePaise === null ? null : fromPaise(product.setPricePaise),
    has_set_option: product.hasSetOption,
    // Plenty: the cart caps lines at the stock, and these carts test prices, not stock.
    stock: 1_000,
  }) satisfies Partial<Product>;

/** What the checkout sends as POST /orders' items (checkout-lines.ts), as the server reads them. */
const orderLines = (items: readonly CartItem[]): CartLine[] =>
  cartLinesFromJson(
    items.map((item) => ({
      product_id: item.id,
      quantity: item.quantity,
      selected_set: item.selectedSet,
    })),
  );

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const bed = row(uuid(1), 40_000_00);
const dining = row(uuid(2), 30_000_00, { setPricePaise: 55_000_00, hasSetOption: true });
/** A set price kept in the database while the set is no longer offered. */
const sofa = row(uuid(3), 52_500_00, { setPricePaise: 90_000_00, hasSetOption: false });
/** Prices with paise in them. */
const lamp = row(uuid(4), 1234_56, { setPricePaise: 2469_13, hasSetOption: true });
/** The flag without a set price. */
const stool = row(uuid(5), 19_99, { hasSetOption: true });
/** Six of them pass MAX_ORDER_TOTAL_RUPEES. */
const library = row(uuid(6), 3_50_000_00, { setPricePaise: 6_00_000_00, hasSetOption: true });
const rows = [bed, dining, sofa, lamp, stool, library];

type Choice = [product: ProductPrice, quantity: number, selectedSet: boolean];

const cartOf = (choices: readonly Choice[]) =>
  choices.reduce<CartItem[]>(
    (cart, [product, quantity, selectedSet]) =>
      addItem(cart, toCartProduct(apiProduct(product)), quantity, selectedSet),
    [],
  );

function bothSides(choices: readonly Choice[]) {
  const cart = cartOf(choices);
  return {
    web: priceCart(cart),
    shown: totalPrice(cart),
    server: priceFromProducts(orderLines(cart), rows),
  };
}

describe('the web and the server price a cart alike', () => {
  it('comes to the same paise for set, plain, withdrawn-set and fractional lines', () => {
    const { web, shown, server } = bothSides([
      [bed, 2, false],
      [dining, 1, true],
      [dining, 2, false],
      [sofa, 1, true],
      [lamp, 3, true],
      [lamp, 1, false],
      [stool, 4, true],
    ]);
    const expected =
      2 * 40_000_00 + 55_000_00 + 2 * 30_000_00 + 52_500_00 + 3 * 2469_13 + 1234_56 + 4 * 19_99;
    expect(server.totalPaise).toBe(expected);
    expect(web.totalPaise).toBe(expected);
    expect(toPaise(shown)).toBe(expected);
    expect(web.subtotalPaise).toBe(server.subtotalPaise);
  });

  it('charges each product the same on both sides, line by line', () => {
    const { web, server } = bothSides([
      [dining, 1, true],
      [dining, 3, false],
      [sofa, 2, true],
      [sofa, 1, false],
    ]);
    const strip = (
      lines: readonly {
        productId: string;
        selectedSet: boolean;
        quantity: number;
        unitPricePaise: number;
      }[],
    ) =>
      lines.map(({ productId, selectedSet, quantity, unitPricePaise }) => ({
        productId,
        selectedSet,
        quantity,
        unitPricePaise,
      }));
    expect(strip(server.lines)).toEqual(strip(web.lines));
    expect(strip(server.lines)).toEqual([
      { productId: dining.productId, selectedSet: true, quantity: 1, unitPricePaise: 55_000_00 },
      { productId: dining.productId, selectedSet: false, quantity: 3, unitPricePaise: 30_000_00 },
      // The set is no longer offered: both of the cart's sofa lines are one plain line.
      { productId: sofa.productId, selectedSet: false, quantity: 3, unitPricePaise: 52_500_00 },
    ]);
  });

  it('agrees on many generated carts, and on which of them are too large', () => {
    // A fixed-seed generator (Park–Miller: exact in doubles): the same carts on every run.
    let seed = 11;
    const next = (below: number) => {
      seed = (seed * 48_271) % 2_147_483_647;
      return Math.floor((seed / 2_147_483_647) * below);
    };
    let tooLarge = 0;
    for (let cartNumber = 0; cartNumber < 300; cartNumber++) {
      const choices: Choice[] = Array.from({ length: 1 + next(6) }, () => [
        rows[next(rows.length)] as ProductPrice,
        1 + next(12),
        next(2) === 1,
      ]);
      const cart = cartOf(choices);
      if (isOrderTooLarge(priceCart(cart))) {
        expect(() => priceFromProducts(orderLines(cart), rows)).toThrow(
          expect.objectContaining({ code: 'order_too_large' }),
        );
        tooLarge++;
        continue;
      }
      const server = priceFromProducts(orderLines(cart), rows);
      expect(server.lines.every((line) => line.quantity <= MAX_LINE_QUANTITY)).toBe(true);
      expect(server.totalPaise).toBe(priceCart(cart).totalPaise);
      expect(server.totalPaise).toBe(toPaise(totalPrice(cart)));
    }
    // Both branches ran.
    expect(tooLarge).toBeGreaterThan(0);
    expect(tooLarge).toBeLessThan(300);
  });
});
