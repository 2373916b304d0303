import { products } from '../../src/db/schema.ts';
import type { Database } from '../../src/db/types.ts';
import { aProduct, type ProductInsert } from './product-builder.ts';

/** Inserts one product (aProduct with the overrides) and returns its row. */
export async function insertProduct(db: Database, overrides: Partial<ProductInsert> = {}) {
  const [row] = await db.insert(products).values(aProduct(overrides)).returning();
  if (!row) throw new Error('product insert returned no row');
  return row;
}
