import { z } from 'zod';
import { SORT_OPTIONS } from './catalog-options.ts';
import { productSchema } from './product.ts';

/** The storefront's sorts, then the ones only the inventory table offers. */
export const ADMIN_PRODUCT_SORTS = [
  ...SORT_OPTIONS,
  { value: 'stock_asc', label: 'Stock (Low to High)' },
  { value: 'stock_desc', label: 'Stock (High to Low)' },
  { value: 'newest', label: 'Newest first' },
] as const;

export type AdminProductSort = (typeof ADMIN_PRODUCT_SORTS)[number]['value'];
const sortValues = ADMIN_PRODUCT_SORTS.map((s) => s.value) as [
  AdminProductSort,
  ...AdminProductSort[],
];

export const ADMIN_PRODUCTS_PAGE_SIZE = 20;

/**
 * GET /admin/products: the inventory table's page. Server-side search (name, brand, category,
 * material), category filter, `low_stock=true` (stock below the product's threshold), sort and
 * paging, so the table stays fast with 10,000 products. Archived products are not listed.
 */
export const adminProductQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  category: z.string().trim().max(40).optional(),
  low_stock: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  sort: z.enum(sortValues).default('name'),
  limit: z.coerce.number().int().min(1).max(100).default(ADMIN_PRODUCTS_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

export const adminProductPageSchema = z.object({
  items: z.array(productSchema),
  /** Products matching the query before paging. */
  total: z.number().int(),
});

export type AdminProductPage = z.infer<typeof adminProductPageSchema>;

/** DELETE /products/{id}: a product that appears in orders is archived instead of destroyed. */
export const productDeletedSchema = z.object({
  id: z.string(),
  outcome: z.enum(['deleted', 'archived']),
});

export type ProductDeleted = z.infer<typeof productDeletedSchema>;
