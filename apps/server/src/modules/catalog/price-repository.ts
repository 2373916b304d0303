import { and, sql } from 'drizzle-orm';
import { builtOnce } from '../../db/built-once.ts';
import type { Database } from '../../db/types.ts';
import { notArchived } from './product-sql.ts';
import { products } from './schema.ts';

/** What pricing an order reads of each product: its label, prices and the item's snapshot facts. */
const selectPrices = (db: Database) =>
  db
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
    .where(and(sql`${products.id} = any(${sql.placeholder('ids')}::uuid[])`, notArchived));

export type ProductPriceRow = Awaited<ReturnType<typeof selectPrices>>[number];

const pricesOf = builtOnce<ProductPriceRow>('price_lines', selectPrices);

/**
 * The products' prices. Built once, one text whatever the cart's size (the ids travel as one
 * array), and named, so each connection plans it once (decision 043).
 */
export function productPriceRows(db: Database, productIds: string[]): Promise<ProductPriceRow[]> {
  return pricesOf(db, { ids: productIds });
}
