import { ShoppingBagIcon } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button-link';
import { CheckoutNotice } from './checkout-notice';

/** SPEC §2: an empty cart has nothing to check out. */
export function EmptyCheckout() {
  return (
    <CheckoutNotice
      icon={ShoppingBagIcon}
      title="Your cart is empty"
      text="Add a piece you love to your cart and it will be waiting here for you."
      action={
        <ButtonLink to="/products" variant="gold" size="lg">
          Browse Products
        </ButtonLink>
      }
    />
  );
}
