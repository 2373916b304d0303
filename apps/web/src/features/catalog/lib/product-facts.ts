import { isLowStock, isOutOfStock, type Product } from '@sheesham/shared';

/** The pictures a product's gallery shows: its list, or the main image alone, or none. */
export function galleryImages(product: Pick<Product, 'image' | 'images'>): string[] {
  const list = product.images.filter(Boolean);
  if (list.length > 0) return list;
  return product.image ? [product.image] : [];
}

export type StockStatus =
  | { kind: 'out-of-stock'; label: 'Out of stock' }
  | { kind: 'low'; label: string }
  | { kind: 'in-stock' };

/** 'Out of stock' at 0, 'Only N left' below the product's threshold (default 10). */
export function stockStatus(product: Pick<Product, 'stock' | 'stock_threshold'>): StockStatus {
  if (isOutOfStock(product)) return { kind: 'out-of-stock', label: 'Out of stock' };
  if (isLowStock(product)) {
    return { kind: 'low', label: `Only ${product.stock} left` };
  }
  return { kind: 'in-stock' };
}

/** Appends a unit unless the stored text already carries one ("180 x 200" → "180 x 200 cm"). */
export function withUnit(value: string, unit: string): string {
  const trimmed = value.trim();
  if (!trimmed) return trimmed;
  return /[a-z"″]\s*$/i.test(trimmed) ? trimmed : `${trimmed} ${unit}`;
}

export interface Specification {
  label: string;
  value: string;
}

/** The specifications list of SPEC §2, in its order; optional rows only when present. */
export function specifications(product: Product): Specification[] {
  const rows: Specification[] = [
    { label: 'Dimensions (cm)', value: withUnit(product.dimensions_cm, 'cm') },
    { label: 'Dimensions (inches)', value: withUnit(product.dimensions_inches, 'in') },
    { label: 'Material', value: product.primary_material },
    { label: 'Assembly', value: product.assembly },
    { label: 'Weight', value: withUnit(product.weight, 'kg') },
    { label: 'Storage', value: product.storage },
  ];
  if (product.seating_height != null) {
    rows.push({ label: 'Seating height', value: `${product.seating_height} inches` });
  }
  if (product.recommended_mattress_size) {
    rows.push({ label: 'Recommended mattress', value: product.recommended_mattress_size });
  }
  rows.push({ label: 'Warranty', value: product.warranty });
  rows.push({ label: 'Delivery', value: 'Free Delivery' });
  return rows.filter((row) => row.value !== '');
}
