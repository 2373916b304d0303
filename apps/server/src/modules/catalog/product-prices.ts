import type { Database } from '../../db/types.ts';
import { type ProductPriceRow, productPriceRows } from './price-repository.ts';

/** A product as an order is priced from it; archived products are not sold, so not returned. */
export type ProductPrice = ProductPriceRow;

/**
 * The current prices and facts of these products (ids already known to be uuids), read on the
 * handle given: the order's transaction prices with the rows it then takes stock of.
 */
export function productPricesOf(db: Database, productIds: string[]): Promise<ProductPrice[]> {
  return productPriceRows(db, productIds);
}
