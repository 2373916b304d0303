import { formatRupees } from '@sheesham/shared';
import { CircleAlertIcon, TicketPercentIcon, XIcon } from 'lucide-react';
import { type KeyboardEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { CouponCodeInput } from '@/components/ui/coupon-code-input';
import { Label } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import type { CheckoutCoupon } from '../use-checkout-coupon';

export const COUPON_FIELD_ID = 'checkout-coupon';

/**
 * The order summary's "Apply code" field (issue #29). It sits inside the checkout's form, so its
 * button is not a submit and Enter in it applies the code rather than placing the order. Once the
 * server has quoted the code it shows as applied, with what it takes off and a Remove button;
 * a code that does not apply keeps its text, with the server's reason under it.
 */
export function CouponField({ coupon }: { coupon: CheckoutCoupon }) {
  const [typed, setTyped] = useState('');
  const errorId = `${COUPON_FIELD_ID}-error`;
  const apply = () => {
    if (typed.trim()) coupon.apply(typed);
  };

  if (coupon.quote) {
    return (
      <div
        className="flex items-center gap-3 rounded-lg border border-success/40 bg-success/10 px-3 py-2.5 text-sm"
        data-testid="coupon-applied"
      >
        <TicketPercentIcon className="size-4 shrink-0 text-success" aria-hidden="true" />
        <p className="min-w-0 flex-1">
          <span className="font-semibold tracking-wide">{coupon.quote.code}</span> applied
          <span className="block text-xs text-muted-foreground">
            You save {formatRupees(coupon.quote.discount_amount)}
          </span>
        </p>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={() => {
            coupon.remove();
            setTyped('');
          }}
          aria-label={`Remove code ${coupon.quote.code}`}
        >
          <XIcon aria-hidden="true" />
          Remove
        </Button>
      </div>
    );
  }

  return (
    <div className="space-y-2">
      <Label htmlFor={COUPON_FIELD_ID}>Have a coupon code?</Label>
      <div className="flex gap-2">
        <CouponCodeInput
          id={COUPON_FIELD_ID}
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            // The reason belongs to the code that was tried; a new one starts clean.
            if (coupon.error) coupon.remove();
          }}
          onKeyDown={(event: KeyboardEvent) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            apply();
          }}
          placeholder="Enter code"
          autoCapitalize="characters"
          className="min-w-0"
          aria-invalid={coupon.error ? true : undefined}
          aria-describedby={coupon.error ? errorId : undefined}
        />
        <Button
          type="button"
          variant="outline"
          onClick={apply}
          disabled={coupon.checking || !typed.trim()}
          data-testid="coupon-apply"
        >
          {coupon.checking && <Spinner className="text-current" />}
          Apply code
        </Button>
      </div>
      {coupon.error && (
        <p id={errorId} role="alert" className="flex items-center gap-1.5 text-sm text-destructive">
          <CircleAlertIcon className="size-4 shrink-0" aria-hidden="true" />
          {coupon.error}
        </p>
      )}
    </div>
  );
}
