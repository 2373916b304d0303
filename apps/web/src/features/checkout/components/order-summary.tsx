import {
  type CartItem,
  formatRupees,
  fromPaise,
  itemCount,
  linePrice,
  lineTotal,
  type OrderPricing,
} from '@sheesham/shared';
import { LockIcon, RotateCcwIcon, TruckIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { DiscountLine } from '@/components/orders/discount-line';
import { FreshCartNotices } from '@/features/cart/fresh-cart-notices';
import { LineThumbnail } from '@/features/cart/line-thumbnail';
import { SetLineBadge } from '@/features/cart/set-line-label';
import type { FreshCart } from '@/features/cart/use-fresh-cart';
import { EmiPlansTrigger } from '@/features/emi/emi-plans-trigger';

function SummaryLine({ item }: { item: CartItem }) {
  return (
    <li className="flex gap-3 py-3" data-testid="summary-line">
      <LineThumbnail image={item.image} size="sm" />
      <div className="flex min-w-0 flex-1 flex-col justify-center gap-1">
        <p className="line-clamp-3 text-sm leading-snug font-medium">{item.name}</p>
        <SetLineBadge item={item} small />
        <p className="text-sm text-muted-foreground tabular-nums">
          {item.quantity} x {formatRupees(linePrice(item))}
        </p>
      </div>
      <p className="self-center text-sm font-semibold tabular-nums">
        {formatRupees(lineTotal(item))}
      </p>
    </li>
  );
}

/**
 * SPEC §2 order summary: lines as 'qty x price', the coupon's discount (issue #29), the delivery
 * charge (issue #26), the total and its note, the EMI the total can be paid in (issue #29); holds
 * the submit button.
 */
export function OrderSummary({
  items,
  pricing,
  fresh,
  delivery,
  coupon,
  discountCode,
  children,
}: {
  items: readonly CartItem[];
  /** The cart's money from the shared pricing (useCart), in paise as the server charges it. */
  pricing: OrderPricing;
  /** What bringing the cart up to today's prices and stock changed (useFreshCart). */
  fresh?: FreshCart;
  /** The "Delivery & assembly" amount (a <dd>) for the typed pincode; "Free" when not given. */
  delivery?: ReactNode;
  /** The "Apply code" field (issue #29), above the amounts. */
  coupon?: ReactNode;
  /** The code behind pricing.discountPaise, named on its line. */
  discountCode?: string | null;
  children: ReactNode;
}) {
  const count = itemCount(items);
  return (
    <section
      aria-labelledby="order-summary-title"
      className="rounded-2xl border bg-card shadow-lg shadow-primary/5 lg:sticky lg:top-28"
    >
      <div className="border-b px-5 py-5 sm:px-7">
        <h2 id="order-summary-title" className="text-xl font-semibold">
          Order Summary
        </h2>
        <p className="text-sm text-muted-foreground">
          {count} {count === 1 ? 'item' : 'items'}
        </p>
      </div>
      <ul
        className="divide-y px-5 sm:px-7 lg:max-h-80 lg:overflow-y-auto"
        aria-label="Items in your order"
      >
        {items.map((item) => (
          <SummaryLine key={`${item.id}:${item.selectedSet}`} item={item} />
        ))}
      </ul>
      <div className="space-y-5 rounded-b-2xl border-t bg-muted/40 px-5 py-5 sm:px-7">
        {fresh && <FreshCartNotices fresh={fresh} />}
        {coupon}
        <dl className="space-y-2 text-sm">
          <div className="flex justify-between">
            <dt className="text-muted-foreground">Subtotal</dt>
            <dd className="tabular-nums">{formatRupees(fromPaise(pricing.subtotalPaise))}</dd>
          </div>
          {pricing.discountPaise > 0 && (
            <DiscountLine code={discountCode} amount={fromPaise(pricing.discountPaise)} />
          )}
          <div className="flex justify-between">
            <dt className="text-muted-foreground">Delivery &amp; assembly</dt>
            {delivery ?? <dd className="font-medium text-success">Free</dd>}
          </div>
          <div className="flex items-baseline justify-between border-t pt-3">
            <dt className="font-serif text-lg font-semibold">Total</dt>
            <dd
              className="font-serif text-2xl font-semibold tabular-nums"
              data-testid="checkout-total"
            >
              {formatRupees(fromPaise(pricing.totalPaise))}
            </dd>
          </div>
        </dl>
        <p className="-mt-2 text-right text-xs text-muted-foreground">
          {pricing.deliveryPaise > 0
            ? 'Including all taxes and delivery'
            : 'Including all taxes and free delivery'}
        </p>
        <EmiPlansTrigger
          price={fromPaise(pricing.totalPaise)}
          className="justify-end rounded-lg border border-gold/30 bg-accent/40 px-3 py-2"
        />
        {children}
        <ul className="grid gap-2 text-xs text-muted-foreground">
          <li className="flex items-center gap-2">
            <LockIcon className="size-3.5 text-gold" aria-hidden="true" />
            Secure checkout — your details stay private
          </li>
          <li className="flex items-center gap-2">
            <TruckIcon className="size-3.5 text-gold" aria-hidden="true" />
            Free delivery and assembly within 50 km
          </li>
          <li className="flex items-center gap-2">
            <RotateCcwIcon className="size-3.5 text-gold" aria-hidden="true" />
            30-day returns in original condition
          </li>
        </ul>
      </div>
    </section>
  );
}
