import { formatRupees, type Product } from '@sheesham/shared';
import { ShoppingBagIcon } from 'lucide-react';
import { type Ref, useId } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/input';
import { EmiPlansTrigger } from '@/features/emi/emi-plans-trigger';
import type { Purchase } from '../hooks/use-purchase';
import { completeSetWords } from '../lib/complete-set-words';
import { MrpTag } from './mrp-tag';
import { StockNote } from './stock-note';

/**
 * Price (with the MRP and EMI, issue #29), the Complete Set option with what it adds and saves,
 * stock and Add to Cart.
 */
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
  const setWords = offersSet ? completeSetWords(product) : null;

  return (
    <div className="space-y-5">
      <div className="space-y-2">
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          {/* The price, and SPEC §2's regular price struck through once the set is chosen. */}
          <div className="contents" data-testid="product-price">
            <span className="font-serif text-3xl font-semibold text-foreground sm:text-4xl">
              {formatRupees(purchase.price)}
            </span>
            {setChosen && (
              <>
                <s className="text-lg text-muted-foreground">
                  <span className="sr-only">Regular price </span>
                  {formatRupees(product.price)}
                </s>
                <span className="text-sm text-muted-foreground">for the piece alone</span>
              </>
            )}
          </div>
          {/* The MRP is the piece's: it goes while the set is chosen. */}
          {!setChosen && <MrpTag product={product} className="text-lg" />}
          <span className="text-sm text-muted-foreground">incl. all taxes</span>
        </div>
        <EmiPlansTrigger price={purchase.price} className="min-h-5" />
      </div>

      {offersSet && (
        <div className="flex items-start gap-3 rounded-xl border border-gold/40 bg-accent/60 p-4 has-[[data-state=checked]]:border-gold has-[[data-state=checked]]:bg-accent">
          <Checkbox
            id={`${id}-set`}
            className="mt-0.5"
            checked={setSelected}
            onCheckedChange={(checked) => purchase.selectSet(checked === true)}
            aria-describedby={setWords ? `${id}-set-hint ${id}-set-terms` : `${id}-set-hint`}
          />
          <div className="grid gap-1">
            <Label htmlFor={`${id}-set`} className="cursor-pointer font-semibold">
              Complete Set Option
            </Label>
            <p id={`${id}-set-hint`} className="text-sm text-muted-foreground">
              Save more by buying the complete set
            </p>
            {setWords && (
              <div id={`${id}-set-terms`} className="text-sm font-medium">
                <p data-testid="set-adds">{setWords.adds}</p>
                {/* Not the success green: on the box's gold wash it falls below AA contrast. */}
                {setWords.saves && <p data-testid="set-saves">{setWords.saves}</p>}
              </div>
            )}
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
