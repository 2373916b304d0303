import { toPaise } from '@sheesham/shared';
import type { ValidProductInput } from '@sheesham/shared/product-input';
import type { products } from './schema.ts';

/** Every column an admin writes; ids, timestamps and the archive flag stay the server's. */
export type ProductValues = Omit<
  typeof products.$inferInsert,
  'id' | 'archivedAt' | 'createdAt' | 'updatedAt'
>;

/**
 * A validated POST/PUT body → the row's values: rupees to paise, `images[0]` the main image
 * (the body's `_id` and `image` are ignored). A set price without the set option is kept, as the
 * form sends it; orders charge it only when has_set_option is on.
 */
export function toProductValues(input: ValidProductInput): ProductValues {
  return {
    name: input.name,
    brand: input.brand,
    pricePaise: toPaise(input.price),
    setPricePaise: input.set_price == null ? null : toPaise(input.set_price),
    hasSetOption: input.has_set_option,
    mrpPaise: input.mrp == null ? null : toPaise(input.mrp),
    setDescription: input.set_description,
    setItemsPricePaise: input.set_items_price == null ? null : toPaise(input.set_items_price),
    images: input.images,
    category: input.category,
    roomType: input.room_type,
    primaryMaterial: input.primary_material,
    storage: input.storage,
    assembly: input.assembly,
    dimensionsCm: input.dimensions_cm,
    dimensionsInches: input.dimensions_inches,
    weight: input.weight,
    warranty: input.warranty,
    description: input.description,
    rating: input.product_rating,
    seatingHeight: input.seating_height ?? null,
    recommendedMattressSize: input.recommended_mattress_size,
    stock: input.stock,
    stockThreshold: input.stock_threshold,
  };
}
