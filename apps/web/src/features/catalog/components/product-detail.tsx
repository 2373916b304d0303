import { categoryLabel, type Product } from '@sheesham/shared';
import { ArrowLeftIcon, ShieldCheckIcon, TruckIcon, WrenchIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { HydrateApart } from '@/components/hydration/hydrate-apart';
import { IconList } from '@/components/icon-list';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { notifyError } from '@/components/ui/toaster';
import { OffersSlot } from '@/features/coupons/components/offers-slot';
import { DeliveryCheckTrigger } from '@/features/delivery/components/delivery-check-trigger';
import { useProduct } from '../api/product';
import { useGoBack } from '../hooks/use-go-back';
import { usePurchase } from '../hooks/use-purchase';
import { galleryImages } from '../lib/product-facts';
import { RecentlyViewed } from '../recently-viewed/recently-viewed';
import { recordView } from '../recently-viewed/viewed-store';
import { ProductDetailSkeleton } from './product-detail-skeleton';
import { ProductGallery } from './product-gallery';
import { ProductNotFound } from './product-not-found';
import { ProductPurchase } from './product-purchase';
import { ProductSpecifications } from './product-specifications';
import { RatingStars } from './rating-stars';
import { RelatedProducts } from './related-products';
import { StickyPurchaseBar } from './sticky-purchase-bar';

/** Long enough to read 'Product not found' before the redirect (SPEC §8). */
const NOT_FOUND_REDIRECT_MS = 1500;

export function ProductDetail({ id }: { id: string }) {
  const { data: product, isError, isPending } = useProduct(id);
  const navigate = useNavigate();
  const goBack = useGoBack();

  useEffect(() => {
    if (!isError) return;
    notifyError('Error', 'Product not found');
    const timer = setTimeout(() => navigate('/browse', { replace: true }), NOT_FOUND_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [isError, navigate]);

  if (isError) return <ProductNotFound />;

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:py-10">
      <Button variant="ghost" className="-ml-3 mb-4 text-muted-foreground" onClick={goBack}>
        <ArrowLeftIcon aria-hidden="true" />
        Back
      </Button>
      {isPending ? <ProductDetailSkeleton /> : <ProductView key={product._id} product={product} />}
    </div>
  );
}

function ProductView({ product }: { product: Product }) {
  const purchase = usePurchase(product);
  const mainButton = useRef<HTMLButtonElement>(null);
  useEffect(() => recordView(product._id), [product._id]);
  return (
    <>
      <div className="space-y-16 lg:space-y-20">
        {/* grid-cols-1 is minmax(0, 1fr): no piece of the page can widen it past the screen. */}
        <div className="grid grid-cols-1 gap-8 lg:grid-cols-2 lg:gap-12">
          {/* The gallery, the purchase panel and what follows it hydrate apart (decision 063). */}
          <HydrateApart>
            <ProductGallery images={galleryImages(product)} name={product.name} />
          </HydrateApart>
          <div className="space-y-6">
            <div className="space-y-3">
              <div className="flex flex-wrap items-center gap-2">
                <Badge variant="gold">{product.brand}</Badge>
                <Badge variant="outline">{categoryLabel(product.category)}</Badge>
              </div>
              <h1 className="text-3xl leading-tight font-semibold tracking-tight sm:text-4xl">
                {product.name}
              </h1>
              <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted-foreground">
                <RatingStars rating={product.product_rating} showValue />
                <span aria-hidden="true" className="h-4 w-px bg-border" />
                <span>
                  Room: <span className="font-medium text-foreground">{product.room_type}</span>
                </span>
              </div>
            </div>
            <ProductPurchase product={product} purchase={purchase} buttonRef={mainButton} />
            <HydrateApart>
              <OffersSlot productId={product._id} />
              <DeliveryCheckTrigger />
              <div className="border-t pt-6">
                <h2 className="sr-only">Description</h2>
                <p className="leading-relaxed whitespace-pre-line text-foreground/85">
                  {product.description}
                </p>
              </div>
              <IconList
                items={[
                  { icon: TruckIcon, text: 'Free Delivery' },
                  { icon: WrenchIcon, text: product.assembly },
                  { icon: ShieldCheckIcon, text: `${product.warranty} warranty` },
                ]}
                className="grid gap-3 rounded-xl bg-muted/60 p-4 text-sm sm:grid-cols-3"
                itemClassName="flex items-center gap-2"
                iconClassName="size-4 shrink-0 text-gold"
              />
            </HydrateApart>
          </div>
        </div>
        {/* Below the first screen: each hydrates in a task of its own (decision 063). */}
        <HydrateApart>
          <ProductSpecifications product={product} />
        </HydrateApart>
        <HydrateApart>
          <RelatedProducts productId={product._id} />
        </HydrateApart>
        <RecentlyViewed excludeId={product._id} />
      </div>
      <StickyPurchaseBar product={product} purchase={purchase} watch={mainButton} />
    </>
  );
}
