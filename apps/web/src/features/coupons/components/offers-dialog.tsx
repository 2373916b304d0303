import { type CouponOffer, formatRupees } from '@sheesham/shared';
import { Dialog, DialogContent, DialogHeader } from '@/components/ui/dialog';
import { couponTermsText } from '@/lib/coupon-terms';
import { formatDate } from '@/lib/format-date';
import { CopyCodeButton } from './copy-code-button';

/** Every offer on the piece, best first: its code, terms, price with it and last day. */
export function OffersDialog({
  offers,
  open,
  onOpenChange,
}: {
  offers: readonly CouponOffer[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <DialogHeader title="Offers on this piece" description="Apply one code at checkout." />
        <ul className="divide-y rounded-lg border" data-testid="offers-list">
          {offers.map((offer) => (
            <li key={offer.code} className="flex items-center gap-3 px-4 py-3">
              <div className="min-w-0 flex-1 space-y-0.5">
                <p className="font-semibold tracking-wide text-gold">{offer.code}</p>
                <p className="text-sm">{offer.description || couponTermsText(offer)}</p>
                <p className="text-xs text-muted-foreground">
                  {offer.description ? `${couponTermsText(offer)} · ` : ''}
                  {offer.price_with_offer !== null
                    ? `${formatRupees(offer.price_with_offer)} with this code · `
                    : ''}
                  Until {formatDate(offer.ends_at)}
                </p>
              </div>
              <CopyCodeButton code={offer.code} />
            </li>
          ))}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
