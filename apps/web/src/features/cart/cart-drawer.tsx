import { formatRupees } from '@sheesham/shared';
import { ShoppingBagIcon } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button-link';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import type { LazyPanelProps } from '@/lib/lazy-on-open';
import { returnFocusTo } from '@/lib/return-focus';
import { useCart } from './cart-context';
import { CartLine } from './cart-line';
import { FreshCartNotices } from './fresh-cart-notices';
import { OrderLimitNotice, useOrderLimit } from './order-limit';
import { useFreshCart } from './use-fresh-cart';

/**
 * The cart side sheet as SPEC §2 describes it, with today's prices and stock (useFreshCart) and
 * the order limit's notice above the checkout button.
 */
export function CartDrawer({ open, onOpenChange, triggerRef }: LazyPanelProps) {
  const { items, totalPrice } = useCart();
  const fresh = useFreshCart();
  const limit = useOrderLimit();
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        className="gap-0 p-0 sm:max-w-md"
        onCloseAutoFocus={returnFocusTo(triggerRef)}
      >
        <div className="border-b px-6 py-5">
          <SheetTitle>Shopping Cart</SheetTitle>
          <SheetDescription className="sr-only">
            The items in your cart, their quantities and the total.
          </SheetDescription>
        </div>
        {items.length === 0 ? (
          <div className="flex flex-1 flex-col items-center justify-center gap-3 px-6 text-center">
            <span className="flex size-16 items-center justify-center rounded-full bg-muted">
              <ShoppingBagIcon className="size-7 text-muted-foreground" aria-hidden="true" />
            </span>
            <p className="text-muted-foreground">Your cart is empty</p>
          </div>
        ) : (
          <>
            <ul className="flex-1 divide-y overflow-y-auto px-6" aria-label="Cart items">
              {items.map((item) => (
                <CartLine key={`${item.id}:${item.selectedSet}`} item={item} />
              ))}
            </ul>
            <div className="space-y-4 border-t bg-muted/40 px-6 py-5">
              <FreshCartNotices fresh={fresh} />
              <p className="font-serif text-xl font-semibold" data-testid="cart-total">
                Total: {formatRupees(totalPrice)}
              </p>
              {limit && <OrderLimitNotice message={limit} />}
              <ButtonLink
                to="/checkout"
                variant="gold"
                size="full"
                onClick={() => onOpenChange(false)}
              >
                Proceed to Checkout
              </ButtonLink>
            </div>
          </>
        )}
      </SheetContent>
    </Sheet>
  );
}
