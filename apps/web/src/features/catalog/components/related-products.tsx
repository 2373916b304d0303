import { useRelatedProducts } from '../api/related-products';
import { ProductGrid } from './product-grid';

const RELATED_CARD_SIZES = '(min-width: 1280px) 290px, (min-width: 1024px) 25vw, 50vw';

/** 'You might also like': up to 4 products the server picks by the SPEC §9 rule. */
export function RelatedProducts({ productId }: { productId: string }) {
  const { data } = useRelatedProducts(productId);
  if (!data || data.length === 0) return null;
  return (
    <section aria-labelledby="related-heading" className="render-when-near">
      <h2 id="related-heading" className="text-2xl font-semibold">
        You might also like
      </h2>
      <ProductGrid
        products={data}
        imageSizes={RELATED_CARD_SIZES}
        className="mt-6 lg:grid-cols-4 xl:grid-cols-4"
      />
    </section>
  );
}
