import {
  formatRupees,
  hasSetOption,
  lineLimit,
  linePrice,
  MAX_LINE_QUANTITY,
  type Product,
} from '@sheesham/shared';
import { ShoppingBagIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/input';
import { notify, notifyInfo } from '@/components/ui/toaster';
import { type AuthRedirectState, currentPath } from '@/features/auth/redirect-target';
import { useSession } from '@/features/auth/session-context';
import { useCart } from '@/features/cart/cart-context';
import { type PendingAddState, usePendingAdd } from '@/features/cart/pending-add';
import { toCartProduct } from '@/features/cart/to-cart-product';
import { stockStatus } from '../lib/product-facts';
import { StockNote } from './stock-note';

/** Price, the Complete Set option, stock and Add to Cart. */
export function ProductPurchase({ product }: { product: Product }) {
  const { addItem, items } = useCart();
  const { status, hydrated } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [setSelected, setSetSelected] = useState(false);
  const id = useId();
  const offersSet = hasSetOption(product);
  const setChosen = offersSet && setSelected;
  const outOfStock = stockStatus(product).kind === 'out-of-stock';

  // Until the session is known the button waits: the cart belongs to an account (SPEC §6). That
  // includes the server's HTML and hydration, whose render is always signed out: hydration yields
  // to the browser (decision 031), and a tap replayed into it would ask a signed-in shopper to
  // sign in.
  const sessionPending = !hydrated || status === 'loading';

  const add = (setChosen: boolean) => {
    // The cart caps each line at the stock left (and MAX_LINE_QUANTITY): say so, not "Added".
    const line = { id: product._id, selectedSet: setChosen };
    const held = items.find((i) => i.id === line.id && i.selectedSet === setChosen)?.quantity ?? 0;
    const limit = lineLimit(items, line, product.stock);
    if (held >= limit.max) {
      notifyInfo(
        limit.reason === 'stock' ? `Only ${product.stock} in stock` : 'Cart limit reached',
        limit.reason === 'stock'
          ? `Your cart already holds all the ${product.name} we have.`
          : `An order can hold at most ${MAX_LINE_QUANTITY} of one piece.`,
      );
      return;
    }
    addItem(toCartProduct(product), 1, setChosen);
    notify('Added to cart', `${product.name} has been added to your cart.`);
  };

  const addToCart = () => {
    // SPEC §6: the cart needs an account; /auth brings the shopper back to this product, and the
    // piece they chose comes along (pending-add.ts).
    if (status !== 'signed-in') {
      notifyInfo('Sign in required', 'Please sign in to add items to your cart.');
      const state: AuthRedirectState & PendingAddState = {
        from: currentPath(location),
        addToCart: { productId: product._id, selectedSet: setChosen },
      };
      navigate('/auth', { state });
      return;
    }
    add(setChosen);
  };

  // Back from signing in: the piece chosen before goes in the cart now, with its set choice.
  usePendingAdd(product._id, status === 'signed-in' && hydrated, (selectedSet) => {
    const chosen = offersSet && selectedSet;
    setSetSelected(chosen);
    add(chosen);
  });

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1" data-testid="product-price">
        <span className="font-serif text-3xl font-semibold text-foreground sm:text-4xl">
          {formatRupees(linePrice({ ...product, selectedSet: setChosen }))}
        </span>
        {setChosen && (
          <s className="text-lg text-muted-foreground">
            <span className="sr-only">Regular price </span>
            {formatRupees(product.price)}
          </s>
        )}
        <span className="text-sm text-muted-foreground">incl. all taxes</span>
      </div>

      {offersSet && (
        <div className="flex items-start gap-3 rounded-xl border border-gold/40 bg-accent/60 p-4 has-[[data-state=checked]]:border-gold has-[[data-state=checked]]:bg-accent">
          <Checkbox
            id={`${id}-set`}
            className="mt-0.5"
            checked={setSelected}
            onCheckedChange={(checked) => setSetSelected(checked === true)}
            aria-describedby={`${id}-set-hint`}
          />
          <div className="grid gap-1">
            <Label htmlFor={`${id}-set`} className="cursor-pointer font-semibold">
              Complete Set Option
            </Label>
            <p id={`${id}-set-hint`} className="text-sm text-muted-foreground">
              Save more by buying the complete set
            </p>
          </div>
          <span className="ml-auto text-sm font-semibold whitespace-nowrap">
            {formatRupees(product.set_price as number)}
          </span>
        </div>
      )}

      <StockNote product={product} />

      <Button
        variant="gold"
        size="lg"
        className="w-full sm:w-auto sm:min-w-64"
        disabled={outOfStock || sessionPending}
        onClick={addToCart}
      >
        <ShoppingBagIcon aria-hidden="true" />
        Add to Cart
      </Button>
    </div>
  );
}
