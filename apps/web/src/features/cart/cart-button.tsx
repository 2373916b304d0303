import { ShoppingBagIcon } from 'lucide-react';
import { Suspense, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { lazyOnOpen, useOpenedOnce } from '@/lib/lazy-on-open';
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
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const opened = useOpenedOnce(open);
  return (
    <>
      <Button
        ref={triggerRef}
        variant="ghost"
        size="icon"
        className="relative"
        aria-label={cartButtonLabel(itemCount)}
        aria-haspopup="dialog"
        onPointerEnter={preloadCartDrawer}
        onPointerDown={preloadCartDrawer}
        onFocus={preloadCartDrawer}
        onClick={() => setOpen(true)}
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
          <CartDrawer open={open} onOpenChange={setOpen} triggerRef={triggerRef} />
        </Suspense>
      )}
    </>
  );
}
