import type { Product } from '@sheesham/shared';
import { apiGet } from '@/lib/api-client';

/**
 * GET /products/{id}: the product's stock now, read after a save was refused because the stock
 * had changed, so the next save expects what the admin was just told. Null when it cannot be
 * read: the next save is then refused again and this asks again.
 */
export async function fetchCurrentStock(productId: string): Promise<number | null> {
  try {
    return (await apiGet<Product>(`/products/${encodeURIComponent(productId)}`)).stock;
  } catch {
    return null;
  }
}
