import { useParams } from 'react-router';
import { productQueryOptions } from '@/features/catalog/api/product';
import { relatedProductsQueryOptions } from '@/features/catalog/api/related-products';
import { ProductDetail } from '@/features/catalog/components/product-detail';
import { PRODUCT_GALLERY_SIZES } from '@/features/catalog/components/product-gallery';
import { galleryImages } from '@/features/catalog/lib/product-facts';
import type { RouteModule } from '../route-module';

/** /product/{id}. */
export function Component() {
  const { id = '' } = useParams();
  return <ProductDetail key={id} id={id} />;
}

export const prefetch: RouteModule['prefetch'] = ({ queryClient, params }) => {
  const id = params.id ?? '';
  return Promise.all([
    queryClient.prefetchQuery(productQueryOptions(id)),
    queryClient.prefetchQuery(relatedProductsQueryOptions(id)),
  ]);
};

export const lcpImage: RouteModule['lcpImage'] = ({ queryClient, params }) => {
  const product = queryClient.getQueryData(productQueryOptions(params.id ?? '').queryKey);
  const main = product ? galleryImages(product)[0] : undefined;
  return main ? { src: main, sizes: PRODUCT_GALLERY_SIZES } : undefined;
};
