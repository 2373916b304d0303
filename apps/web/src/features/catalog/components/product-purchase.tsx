import { formatRupees, type Product } from '@sheesham/shared';
import { ShoppingBagIcon } from 'lucide-react';
import { type Ref, useId } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/input';
import type { Purchase } from '../hooks/use-purchase';
import { StockNote } from './stock-note';

/** Price, the Complete Set option, stock and Add to Cart. */
export function ProductPurchase({
  product,
  purchase,
  buttonRef,
}: {
  product: Product;
  purchase: Purchase;
  /** The main Add to Cart, which the phone's sticky bar watches (StickyPurchaseBar). */
  buttonRef?: Ref<HTMLButtonElement>;
}) {
  const id = useId();
  const { offersSet, setSelected, setChosen } = purchase;

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1" data-testid="product-price">
        <span className="font-serif text-3xl font-semibold text-foreground sm:text-4xl">
          {formatRupees(purchase.price)}
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
            onCheckedChange={(checked) => purchase.selectSet(checked === true)}
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
        ref={buttonRef}
        variant="gold"
        size="lg"
        className="w-full sm:w-auto sm:min-w-64"
        disabled={purchase.disabled}
        onClick={purchase.addToCart}
      >
        <ShoppingBagIcon aria-hidden="true" />
        Add to Cart
      </Button>
    </div>
  );
}
