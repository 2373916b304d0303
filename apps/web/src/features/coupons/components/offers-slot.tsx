import { lazy, Suspense } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import { OffersPlaceholder } from './offers-placeholder';

/** The strip and its data load in a chunk of their own, after the page has hydrated. */
const OffersStrip = lazy(() =>
  import('./offers-strip').then((module) => ({ default: module.OffersStrip })),
);

/** The slot's one height at every width, so nothing below it moves when the strip arrives. */
export const OFFERS_SLOT_CLASS = 'h-[4.5rem]';

/**
 * Where the product page's offers go (issue #29): a box of fixed height in the server's HTML and
 * the first-load JS, filled after hydration by the lazily loaded strip. The page paints and its
 * largest picture loads without waiting for coupons, and the strip causes no layout shift.
 */
export function OffersSlot({ productId }: { productId: string }) {
  const hydrated = useHydrated();
  return (
    <div className={OFFERS_SLOT_CLASS} data-testid="offers-slot">
      {hydrated && (
        <Suspense fallback={<OffersPlaceholder />}>
          <OffersStrip productId={productId} />
        </Suspense>
      )}
    </div>
  );
}
