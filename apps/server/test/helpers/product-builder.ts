import { products } from '../../src/db/schema.ts';
import type { Database } from '../../src/db/types.ts';

export type ProductInsert = typeof products.$inferInsert;

let sequence = 0;

/** A complete, valid product row; tests override only what they are about. Prices in paise. */
export function aProduct(overrides: Partial<ProductInsert> = {}): ProductInsert {
  sequence++;
  return {
    name: `Test Product ${String(sequence).padStart(3, '0')}`,
    brand: 'Teakline',
    pricePaise: 25_000_00,
    setPricePaise: null,
    hasSetOption: false,
    images: [`/media/products/test-${sequence}.webp`],
    category: 'beds',
    roomType: 'Bedroom',
    primaryMaterial: 'Solid Wood',
    storage: 'No Storage',
    assembly: 'Carpenter assembly included',
    dimensionsCm: '200 x 160 x 90',
    dimensionsInches: '79 x 63 x 35',
    weight: '75 kg',
    warranty: '3 years',
    description: 'A sturdy test product.',
    rating: 4,
    seatingHeight: null,
    recommendedMattressSize: null,
    stock: 20,
    stockThreshold: 10,
    ...overrides,
  };
}

/** Inserts the rows and returns them with their ids, in the given order. */
export async function insertProducts(db: Database, rows: ProductInsert[]) {
  if (rows.length === 0) return [];
  return db.insert(products).values(rows).returning();
}
