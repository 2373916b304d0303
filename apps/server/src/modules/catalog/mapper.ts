import { fromPaise, type Product } from '@sheesham/shared';
import type { ProductSuggestion } from '@sheesham/shared/search-suggestions';
import { products } from './schema.ts';

/** Exactly the columns the API shape needs; timestamps and archive flags stay in the database. */
export const productColumns = {
  id: products.id,
  name: products.name,
  brand: products.brand,
  pricePaise: products.pricePaise,
  setPricePaise: products.setPricePaise,
  hasSetOption: products.hasSetOption,
  mrpPaise: products.mrpPaise,
  setDescription: products.setDescription,
  setItemsPricePaise: products.setItemsPricePaise,
  images: products.images,
  category: products.category,
  roomType: products.roomType,
  primaryMaterial: products.primaryMaterial,
  storage: products.storage,
  assembly: products.assembly,
  dimensionsCm: products.dimensionsCm,
  dimensionsInches: products.dimensionsInches,
  weight: products.weight,
  warranty: products.warranty,
  description: products.description,
  rating: products.rating,
  seatingHeight: products.seatingHeight,
  recommendedMattressSize: products.recommendedMattressSize,
  stock: products.stock,
  stockThreshold: products.stockThreshold,
};

/** A row selected with productColumns, typed from the schema itself. */
export type ProductRow = Pick<typeof products.$inferSelect, keyof typeof productColumns>;

/** Database row → the spec's product (SPEC §3): `_id`, snake_case, rupees, `image` = images[0]. */
export function toApiProduct(row: ProductRow): Product {
  return {
    _id: row.id,
    name: row.name,
    brand: row.brand,
    price: fromPaise(row.pricePaise),
    set_price: row.setPricePaise === null ? null : fromPaise(row.setPricePaise),
    has_set_option: row.hasSetOption,
    mrp: row.mrpPaise === null ? null : fromPaise(row.mrpPaise),
    set_description: row.setDescription,
    set_items_price: row.setItemsPricePaise === null ? null : fromPaise(row.setItemsPricePaise),
    image: row.images[0] ?? '',
    images: row.images,
    category: row.category,
    room_type: row.roomType,
    primary_material: row.primaryMaterial,
    storage: row.storage,
    assembly: row.assembly,
    dimensions_cm: row.dimensionsCm,
    dimensions_inches: row.dimensionsInches,
    weight: row.weight,
    warranty: row.warranty,
    description: row.description,
    product_rating: row.rating,
    seating_height: row.seatingHeight,
    recommended_mattress_size: row.recommendedMattressSize,
    stock: row.stock,
    stock_threshold: row.stockThreshold,
  };
}

/** A search suggestion's row → the API's suggestion: the product id under the spec's `_id`. */
export function toApiSuggestion(
  row: Pick<ProductRow, 'id' | 'name' | 'category'>,
): ProductSuggestion {
  return { _id: row.id, name: row.name, category: row.category };
}
