import { z } from 'zod';
import { SORT_OPTIONS } from './catalog-options.ts';

/** A product as the API sends it (SPEC §3). Prices in rupees. */
export const productSchema = z.object({
  _id: z.string(),
  name: z.string(),
  brand: z.string(),
  price: z.number(),
  set_price: z.number().nullable().optional(),
  has_set_option: z.boolean(),
  image: z.string(),
  images: z.array(z.string()),
  category: z.string(),
  room_type: z.string(),
  primary_material: z.string(),
  storage: z.string(),
  assembly: z.string(),
  dimensions_cm: z.string(),
  dimensions_inches: z.string(),
  weight: z.string(),
  warranty: z.string(),
  description: z.string(),
  product_rating: z.number().min(0).max(5),
  seating_height: z.number().int().nullable().optional(),
  recommended_mattress_size: z.string().nullable().optional(),
  stock: z.number().int(),
  stock_threshold: z.number().int(),
});

export type Product = z.infer<typeof productSchema>;
export const productListSchema = z.array(productSchema);

const csv = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean));

const sortValues = SORT_OPTIONS.map((s) => s.value) as [string, ...string[]];

/**
 * Optional server-side filtering, sorting and paging for GET /products. With none of them the
 * endpoint returns the whole catalogue, as SPEC §7 describes. Multi-valued filters accept repeated
 * parameters or a comma-separated list.
 */
export const productQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  category: z.string().trim().max(40).optional(),
  material: csv.optional(),
  storage: csv.optional(),
  brand: csv.optional(),
  min_price: z.coerce.number().min(0).optional(),
  max_price: z.coerce.number().min(0).optional(),
  sort: z.enum(sortValues).optional(),
  limit: z.coerce.number().int().min(0).max(500).optional(),
  offset: z.coerce.number().int().min(0).optional(),
});

export type ProductQuery = z.infer<typeof productQuerySchema>;
