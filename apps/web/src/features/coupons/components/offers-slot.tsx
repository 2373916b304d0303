import { lazy, Suspense, startTransition, useEffect, useState } from 'react';
import { OffersPlaceholder } from './offers-placeholder';

/** The strip and its data load in a chunk of their own, after the page has hydrated. */
const OffersStrip = lazy(() =>
  import('./offers-strip').then((module) => ({ default: module.OffersStrip })),
);

/**
 * The slot's one height at every width, so nothing below it moves when the strip arrives; its
 * width is its column's (inline-size containment), so the strip's one-line, cut-off text never
 * widens the page on a phone.
 */
export const OFFERS_SLOT_CLASS = 'h-[4.5rem] [contain:inline-size]';

/**
 * Where the product page's offers go (issue #29): a box of fixed height in the server's HTML and
 * the first-load JS, filled once it has hydrated by the lazily loaded strip. The page paints and its
 * largest picture loads without waiting for coupons, and the strip causes no layout shift.
 */
export function OffersSlot({ productId }: { productId: string }) {
  // Local state, not useHydrated: the screen hydrates after the header, whose useHydrated has
  // already turned the page's flag on, so the hydrating render here would not match the HTML.
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    startTransition(() => setMounted(true));
  }, []);
  return (
    <div className={OFFERS_SLOT_CLASS} data-testid="offers-slot">
      {mounted && (
        <Suspense fallback={<OffersPlaceholder />}>
          <OffersStrip productId={productId} />
        </Suspense>
      )}
    </div>
  );
}
