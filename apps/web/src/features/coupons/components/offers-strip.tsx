import { type CouponOffer, formatRupees } from '@sheesham/shared';
import { TagIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { couponTermsText } from '@/lib/coupon-terms';
import { useProductOffers } from '../api/product-offers';
import { CopyCodeButton } from './copy-code-button';
import { OffersDialog } from './offers-dialog';
import { OffersPlaceholder } from './offers-placeholder';

/** The offer that gives the lowest price for the piece alone; the server lists the best first. */
function bestPriced(offers: readonly CouponOffer[]): CouponOffer | undefined {
  return offers.find((offer) => offer.price_with_offer !== null);
}

/**
 * The product page's offers (issue #29): the best price with the best code and a copy button, and
 * every active public coupon that applies to the piece behind "more offers". Its height is the
 * slot's (OffersSlot), whatever it holds, so it never moves the page.
 */
export function OffersStrip({ productId }: { productId: string }) {
  const { data: offers, isPending } = useProductOffers(productId);
  const [open, setOpen] = useState(false);
  if (isPending) return <OffersPlaceholder />;
  const best = offers && (bestPriced(offers) ?? offers[0]);
  // No offers (or none could be read): a quiet line in the same space.
  if (!offers || !best) {
    return (
      <p className="flex h-full items-center gap-2 rounded-xl bg-muted/50 px-4 text-sm text-muted-foreground">
        <TagIcon className="size-4 shrink-0 text-gold" aria-hidden="true" />
        Have a coupon code? Apply it at checkout.
      </p>
    );
  }
  const others = offers.length - 1;
  return (
    <section
      aria-label="Offers"
      className="flex h-full items-center gap-3 rounded-xl border border-gold/40 bg-accent/60 px-4"
      data-testid="offers-strip"
    >
      <TagIcon className="size-5 shrink-0 text-gold" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-semibold" data-testid="offers-best">
          {best.price_with_offer !== null ? (
            <>
              Best price {formatRupees(best.price_with_offer)} with{' '}
              <span className="tracking-wide text-gold">{best.code}</span>
            </>
          ) : (
            <>
              Use <span className="tracking-wide text-gold">{best.code}</span>
            </>
          )}
        </p>
        <p className="truncate text-xs text-muted-foreground">
          {couponTermsText(best)}
          {others > 0 && (
            <>
              {' · '}
              <Button
                type="button"
                variant="link"
                className="h-auto p-0 text-xs"
                onClick={() => setOpen(true)}
                aria-haspopup="dialog"
              >
                {others === 1 ? '1 more offer' : `${others} more offers`}
              </Button>
            </>
          )}
        </p>
      </div>
      <CopyCodeButton code={best.code} />
      {others > 0 && <OffersDialog offers={offers} open={open} onOpenChange={setOpen} />}
    </section>
  );
}
