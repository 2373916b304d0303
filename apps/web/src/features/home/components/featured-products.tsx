import { FEATURED_PRODUCT_COUNT } from '@sheesham/shared';
import { ArrowRightIcon } from 'lucide-react';
import { ContentSection } from '@/components/content/content-section';
import { ButtonLink } from '@/components/ui/button-link';
import { Spinner } from '@/components/ui/spinner';
import { useProducts } from '@/features/catalog/api/products';
import { ProductCard } from '@/features/catalog/components/product-card';
import { ProductCardSkeleton } from '@/features/catalog/components/product-card-skeleton';
import { PRODUCT_GRID_CLASS } from '@/features/catalog/components/product-grid';
import { cn } from '@/lib/utils';

function LoadingState() {
  return (
    <div>
      <p role="status" className="flex items-center justify-center gap-3 text-muted-foreground">
        <Spinner />
        Curating the finest pieces for you...
      </p>
      <div className={cn(PRODUCT_GRID_CLASS, 'mt-8 lg:grid-cols-3')}>
        {Array.from({ length: FEATURED_PRODUCT_COUNT }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders, never reordered
          <ProductCardSkeleton key={index} />
        ))}
      </div>
    </div>
  );
}

/** SPEC §2/§9: the first 3 products of the catalogue. */
export function FeaturedProducts() {
  const { data, isPending, isError } = useProducts({ limit: FEATURED_PRODUCT_COUNT });

  return (
    <ContentSection
      titleId="featured-title"
      className="bg-muted/60 py-20 sm:py-28"
      eyebrow="Handpicked for You"
      title="Featured Products"
      description="A few favourites from our workshop, ready for your home."
    >
      <div className="mt-12">
        {isPending ? (
          <LoadingState />
        ) : isError ? (
          <p role="alert" className="text-center text-muted-foreground">
            Our featured pieces could not be loaded right now. Please browse the full collection.
          </p>
        ) : (
          <ul className={cn(PRODUCT_GRID_CLASS, 'lg:grid-cols-3')} data-testid="featured-products">
            {data.products.slice(0, FEATURED_PRODUCT_COUNT).map((product) => (
              <li key={product._id}>
                <ProductCard product={product} />
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="mt-12 text-center">
        <ButtonLink to="/products" size="lg" variant="default" className="group">
          View All Products
          <ArrowRightIcon
            aria-hidden="true"
            className="transition-transform group-hover:translate-x-0.5"
          />
        </ButtonLink>
      </div>
    </ContentSection>
  );
}
