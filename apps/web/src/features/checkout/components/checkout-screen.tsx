import type { CheckoutPaymentMethod } from '@sheesham/shared';
import { ArrowLeftIcon, ShieldCheckIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from '@/components/ui/link';
import { useSession } from '@/features/auth/session-context';
import { useCart } from '@/features/cart/cart-context';
import { usePlaceOrder } from '../use-place-order';
import { CheckoutForm } from './checkout-form';
import { EmptyCheckout } from './empty-checkout';
import { ProcessingOverlay } from './processing-overlay';

function CheckoutHeader() {
  return (
    <div className="mb-8 flex flex-wrap items-end justify-between gap-4 sm:mb-10">
      <div>
        <Link
          to="/products"
          className="mb-3 inline-flex items-center gap-1.5 text-sm text-muted-foreground hover:text-foreground"
        >
          <ArrowLeftIcon className="size-4" aria-hidden="true" />
          Continue shopping
        </Link>
        <p className="mb-1 text-xs font-semibold tracking-[0.25em] text-gold uppercase">
          Secure Checkout
        </p>
        <h1 className="text-3xl font-semibold sm:text-4xl">Checkout</h1>
      </div>
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <ShieldCheckIcon className="size-4 text-gold" aria-hidden="true" />
        Your details are only used to deliver this order
      </p>
    </div>
  );
}

/**
 * /checkout (SPEC §2 and §5), from the empty cart to the processing overlay. Signed-out visitors
 * never get here: the route's RequireSignedIn sends them to /auth with 'Please sign in to checkout'.
 */
export function CheckoutScreen() {
  const { user } = useSession();
  const { items } = useCart();
  const [method, setMethod] = useState<CheckoutPaymentMethod>('cod');
  const { checkout, phase } = usePlaceOrder();

  if (!user) return null;
  // Once placed, the cart is cleared while we navigate to the order's confirmation: keep the
  // overlay, not 'empty cart'.
  if (phase === 'placed') return <ProcessingOverlay />;
  if (items.length === 0) return <EmptyCheckout />;

  return (
    <div className="bg-[linear-gradient(to_bottom,var(--color-muted),transparent_22rem)]">
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
        <CheckoutHeader />
        <CheckoutForm
          user={user}
          method={method}
          onMethodChange={setMethod}
          phase={phase}
          onCheckout={checkout}
        />
      </div>
    </div>
  );
}
