import { products } from '../../apps/server/src/db/schema.ts';
import type { Database } from '../../apps/server/src/db/types.ts';
import { generateProducts } from './generated-catalogue.ts';

/** Large enough that no order of a checkout bench is refused for stock. */
const STOCK = 10_000_000;

/** `count` generated products with stock for any run of the checkout benches; their ids. */
export async function seedCheckoutProducts(db: Database, count: number): Promise<string[]> {
  const rows = generateProducts(count).map((p) => ({ ...p, stock: STOCK }));
  const inserted = await db.insert(products).values(rows).returning({ id: products.id });
  return inserted.map((r) => r.id);
}
