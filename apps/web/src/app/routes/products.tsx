import { productPagesQueryOptions, productsQueryOptions } from '@/features/catalog/api/products';
import { PRODUCT_CARD_SIZES } from '@/features/catalog/components/product-card';
import { ProductListing } from '@/features/catalog/components/product-listing';
import { PRODUCTS_PAGE_SIZE } from '@/features/catalog/filters/filter-options';
import { parseFilters, toProductQuery } from '@/features/catalog/filters/url-state';
import type { PrefetchArgs, RouteModule } from '../route-module';

/** /products and /browse (SPEC §2: the same screen). */
export function Component() {
  return <ProductListing />;
}

/** The listing's first page for the URL's filters, as useProductPages asks for it. */
const firstPage = (url: URL) =>
  productPagesQueryOptions(toProductQuery(parseFilters(url.searchParams)), PRODUCTS_PAGE_SIZE);

export const prefetch: RouteModule['prefetch'] = ({ queryClient, url }: PrefetchArgs) =>
  Promise.all([
    queryClient.prefetchInfiniteQuery(firstPage(url)),
    queryClient.prefetchQuery(productsQueryOptions({ limit: 0 })),
  ]);

export const lcpImage: RouteModule['lcpImage'] = ({ queryClient, url }) => {
  const first = queryClient.getQueryData(firstPage(url).queryKey)?.pages[0]?.products[0];
  return first?.image ? { src: first.image, sizes: PRODUCT_CARD_SIZES } : undefined;
};
