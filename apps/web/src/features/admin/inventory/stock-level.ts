import { isLowStock, isOutOfStock, type Product } from '@sheesham/shared';

export type StockLevel = 'out' | 'low' | 'ok';

/** Out at 0; low below the product's own threshold (SPEC §9: stock below stock_threshold). */
export function stockLevel(product: Pick<Product, 'stock' | 'stock_threshold'>): StockLevel {
  if (isOutOfStock(product)) return 'out';
  return isLowStock(product) ? 'low' : 'ok';
}
