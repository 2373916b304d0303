import { and, inArray } from 'drizzle-orm';
import type { Database } from '../../db/types.ts';
import { notArchived } from './product-sql.ts';
import { products } from './schema.ts';

/** What pricing an order reads of each product: its label, prices and the item's snapshot facts. */
export function productPriceRows(db: Database, productIds: string[]) {
  return db
    .select({
      productId: products.id,
      name: products.name,
      brand: products.brand,
      category: products.category,
      description: products.description,
      images: products.images,
      pricePaise: products.pricePaise,
      setPricePaise: products.setPricePaise,
      hasSetOption: products.hasSetOption,
    })
    .from(products)
    .where(and(inArray(products.id, productIds), notArchived));
}
