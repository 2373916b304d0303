import { ShoppingBagIcon } from 'lucide-react';
import { Suspense } from 'react';
import { Button } from '@/components/ui/button';
import { lazyOnOpen, useLazyPanelTrigger } from '@/lib/lazy-on-open';
import { useCart } from './cart-context';

// The drawer (and Radix Dialog with it) loads on first use, keeping it off the home page's JS.
const { Component: CartDrawer, preload: preloadCartDrawer } = lazyOnOpen(
  async () => (await import('./cart-drawer')).CartDrawer,
);

export function cartButtonLabel(count: number): string {
  return `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
}

/** Header cart icon with the total-quantity badge; opens the cart drawer. */
export function CartButton() {
  const { itemCount } = useCart();
  const { opened, triggerProps, panelProps } = useLazyPanelTrigger(preloadCartDrawer);
  return (
    <>
      <Button
        {...triggerProps}
        variant="ghost"
        size="icon"
        className="relative"
        aria-label={cartButtonLabel(itemCount)}
      >
        <ShoppingBagIcon className="size-5!" aria-hidden="true" />
        {itemCount > 0 && (
          <span
            aria-hidden="true"
            data-testid="cart-count"
            className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-gold px-1 text-[11px] leading-none font-semibold text-gold-foreground ring-2 ring-background"
          >
            {itemCount > 99 ? '99+' : itemCount}
          </span>
        )}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <CartDrawer {...panelProps} />
        </Suspense>
      )}
    </>
  );
}
