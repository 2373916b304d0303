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
  /** The maximum retail price, at least `price`; cards show it struck through (mrp.ts). */
  mrp: z.number().nullable().optional(),
  /** What the Complete Set adds to the piece: "2 matching armchairs, 3+1+1". */
  set_description: z.string().nullable().optional(),
  /** What the set's added items cost bought separately, for "the set saves" (complete-set.ts). */
  set_items_price: z.number().nullable().optional(),
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

/** Products per page of GET /products and /products/search when `limit` is absent. */
export const PRODUCT_PAGE_SIZE = 24;
/** The largest page those lists answer; a larger `limit` is a 400 on `limit`. */
export const PRODUCT_PAGE_MAX = 100;
/** Deepest `offset` accepted; deeper pages use `cursor` (docs/decisions/015-catalogue-paging.md). */
export const PRODUCT_OFFSET_MAX = 100_000;

const pageLimit = z.coerce
  .number({ message: 'limit must be a number' })
  .int('limit must be a whole number')
  .min(0, 'limit must be 0 or more')
  .max(PRODUCT_PAGE_MAX, `limit must be at most ${PRODUCT_PAGE_MAX}`)
  .optional();
const pageOffset = z.coerce
  .number({ message: 'offset must be a number' })
  .int('offset must be a whole number')
  .min(0, 'offset must be 0 or more')
  .max(PRODUCT_OFFSET_MAX, `offset must be at most ${PRODUCT_OFFSET_MAX}; page deeper with cursor`)
  .optional();

/**
 * Server-side filtering, sorting and paging for GET /products. Without `limit` the answer is the
 * first PRODUCT_PAGE_SIZE products; X-Total-Count carries how many match before paging and
 * X-Next-Cursor the `cursor` of the next page (keyset paging, fast at any depth; `offset` is
 * accepted too). `limit=0` answers no products, only the count. Multi-valued filters accept
 * repeated parameters or a comma-separated list.
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
  limit: pageLimit,
  offset: pageOffset,
  cursor: z.string().trim().max(400).optional(),
});

/** GET /products/search: paged like GET /products (X-Total-Count), best match first. */
export const productSearchQuerySchema = z.object({
  q: z.string().trim().max(200).optional().default(''),
  limit: pageLimit,
  offset: pageOffset,
});

export type ProductQuery = z.infer<typeof productQuerySchema>;
