import { ShoppingBagIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useCart } from './cart-context';
import { CartDrawer } from './cart-drawer';

export function cartButtonLabel(count: number): string {
  return `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
}

/** Header cart icon with the total-quantity badge; opens the cart drawer. */
export function CartButton() {
  const { itemCount } = useCart();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className="relative"
        aria-label={cartButtonLabel(itemCount)}
        aria-haspopup="dialog"
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
      <CartDrawer open={open} onOpenChange={setOpen} />
    </>
  );
}
