import { ProductListing } from '@/features/catalog/components/product-listing';

/** /products and /browse (SPEC §2: the same screen). */
export function Component() {
  return <ProductListing />;
}
