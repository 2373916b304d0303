import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../src/db/schema.ts';
import { priceLines } from '../../src/modules/orders/pricing.ts';
import { insertProduct } from '../helpers/order-fixtures.ts';

import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

let database: TestDatabase;
let bed: { id: string };
let dining: { id: string };
let archived: { id: string };

beforeAll(async () => {
  database = await createTestDatabase();
  bed = await insertProduct(database.db, {
    name: 'Jodhpur Bed',
    pricePaise: 40_000_00,
    images: ['/media/bed.webp'],
  });
  dining = await insertProduct(database.db, {
    name: 'Udaipur Dining Set',
    category: 'dining-sets',
    pricePaise: 30_000_00,
    setPricePaise: 55_000_00,
    hasSetOption: true,
  });
  archived = await insertProduct(database.db, { name: 'Old Stool', archivedAt: new Date() });
});

afterAll(async () => {
  await database?.release();
});

const line = (productId: string, quantity: number, selectedSet = false) => ({
  productId,
  quantity,
  selectedSet,
});

describe('priceLines', () => {
  it('prices every line from the database and sums the total in paise', async () => {
    const priced = await priceLines(database.db, [line(bed.id, 2), line(dining.id, 1, true)]);
    expect(priced.totalPaise).toBe(2 * 40_000_00 + 55_000_00);
    expect(priced.lines).toEqual([
      {
        productId: bed.id,
        quantity: 2,
        selectedSet: false,
        unitPricePaise: 40_000_00,
        name: 'Jodhpur Bed',
        image: '/media/bed.webp',
        brand: 'Teakline',
        category: 'beds',
        description: 'A sturdy test product.',
        pricePaise: 40_000_00,
        // No coupon: the line carries no share of a discount (decision 059).
        discountPaise: 0,
      },
      expect.objectContaining({
        productId: dining.id,
        selectedSet: true,
        unitPricePaise: 55_000_00,
      }),
    ]);
  });

  it('charges the regular price when the set is chosen but not offered', async () => {
    const priced = await priceLines(database.db, [line(bed.id, 1, true)]);
    expect(priced.lines[0]).toMatchObject({ selectedSet: false, unitPricePaise: 40_000_00 });
    expect(priced.totalPaise).toBe(40_000_00);
  });

  it('merges lines with the same product and set choice', async () => {
    const priced = await priceLines(database.db, [
      line(dining.id, 1),
      line(dining.id, 2),
      line(dining.id, 1, true),
    ]);
    expect(priced.lines.map((l) => [l.selectedSet, l.quantity])).toEqual([
      [false, 3],
      [true, 1],
    ]);
    expect(priced.totalPaise).toBe(3 * 30_000_00 + 55_000_00);
  });

  it('refuses a merged line above the quantity limit', async () => {
    await expect(
      priceLines(database.db, [line(bed.id, 60), line(bed.id, 40)]),
    ).rejects.toMatchObject({ statusCode: 400 });
  });

  it('throws product_not_found for unknown, archived and malformed ids', async () => {
    for (const id of [randomUUID(), archived.id, 'not-a-uuid']) {
      await expect(priceLines(database.db, [line(bed.id, 1), line(id, 1)])).rejects.toMatchObject({
        statusCode: 404,
        code: 'product_not_found',
      });
    }
  });

  it('accepts a total of exactly ₹20,00,000 and refuses one paisa more', async () => {
    const cap = await insertProduct(database.db, { pricePaise: 10_00_000_00 });
    const over = await insertProduct(database.db, { pricePaise: 10_00_000_00 + 1 });
    expect((await priceLines(database.db, [line(cap.id, 2)])).totalPaise).toBe(20_00_000_00);
    await expect(
      priceLines(database.db, [line(over.id, 1), line(cap.id, 1)]),
    ).rejects.toMatchObject({ statusCode: 400, code: 'order_too_large' });
  });

  it('reads the current price, not an earlier one', async () => {
    await database.db
      .update(products)
      .set({ pricePaise: 41_000_00 })
      .where(eq(products.id, bed.id));
    expect((await priceLines(database.db, [line(bed.id, 1)])).totalPaise).toBe(41_000_00);
  });
});
