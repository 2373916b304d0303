import { formatRupees, type Product } from '@sheesham/shared';
import { ShoppingBagIcon } from 'lucide-react';
import type { RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import type { Purchase } from '../hooks/use-purchase';
import { useScrolledPast } from '../hooks/use-scrolled-past';

/**
 * The phone's Add to Cart bar (below 640 px): it slides up once the main button has scrolled out
 * of view and adds exactly what that button would, the Complete Set choice included. Sticky at the
 * bottom of the product page rather than fixed, so at the end of the page it rests above the
 * footer instead of covering it; it moves only by transform, so nothing shifts (decision 053).
 */
export function StickyPurchaseBar({
  product,
  purchase,
  watch,
}: {
  product: Product;
  purchase: Purchase;
  /** The main Add to Cart button. */
  watch: RefObject<HTMLButtonElement | null>;
}) {
  const shown = useScrolledPast(watch);
  return (
    <section
      aria-label="Quick add to cart"
      data-state={shown ? 'shown' : 'hidden'}
      className={cn(
        'sticky bottom-0 z-30 -mx-4 mt-8 border-t bg-background/95 px-4 py-3 shadow-[0_-4px_16px_rgb(0_0_0/0.08)] backdrop-blur transition-[translate,opacity] duration-200 sm:hidden',
        !shown && 'invisible translate-y-full opacity-0',
      )}
    >
      <div className="flex items-center gap-3">
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-semibold">{product.name}</p>
          <p className="text-sm text-muted-foreground">
            <span className="font-serif text-base font-semibold text-foreground">
              {formatRupees(purchase.price)}
            </span>
            {purchase.setChosen && ' · Complete set'}
          </p>
        </div>
        <Button
          variant="gold"
          className="shrink-0"
          disabled={purchase.disabled}
          onClick={purchase.addToCart}
          tabIndex={shown ? undefined : -1}
        >
          <ShoppingBagIcon aria-hidden="true" />
          Add to Cart
        </Button>
      </div>
    </section>
  );
}
