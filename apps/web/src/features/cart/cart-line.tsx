import {
  type CartItem,
  formatRupees,
  type LineLimit,
  lineLimit,
  linePrice,
  MAX_LINE_QUANTITY,
  orderLineName,
} from '@sheesham/shared';
import { MinusIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { completeSetWords } from '@/features/catalog/lib/complete-set-words';
import { useCart } from './cart-context';
import { LineThumbnail } from './line-thumbnail';
import { SetLineBadge } from './set-line-label';

/** Why + stops: the stock left, or the most one order line may hold. */
function capReason({ reason, stock }: LineLimit): string {
  return reason === 'stock' && stock !== null
    ? `Only ${stock} in stock`
    : `At most ${MAX_LINE_QUANTITY} per order`;
}

/**
 * One cart line. Minus goes through updateQuantity, so minus at 1 removes the line; plus stops at
 * the line's cap (lineLimit: the stock left, MAX_LINE_QUANTITY) and says why beside it.
 */
export function CartLine({ item }: { item: CartItem }) {
  const { items, updateQuantity, removeItem } = useCart();
  // The set line of a product must not sound like its plain line to a screen reader.
  const name = orderLineName(item);
  const limit = lineLimit(items, item);
  const atCap = item.quantity >= limit.max;
  const capId = useId();
  // The set line says what the set adds over the piece and saves (issue #29).
  const setWords = item.selectedSet ? completeSetWords(item) : null;
  return (
    <li className="flex gap-4 py-4" data-testid="cart-line">
      <LineThumbnail image={item.image} alt={item.name} size="md" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-start justify-between gap-2">
          <p className="line-clamp-2 font-medium leading-snug">{item.name}</p>
          <Button
            variant="ghost"
            size="icon"
            className="-mt-1 -mr-2 size-8 shrink-0 text-muted-foreground hover:text-destructive"
            aria-label={`Remove ${name} from cart`}
            onClick={() => removeItem(item.id)}
          >
            <Trash2Icon aria-hidden="true" />
          </Button>
        </div>
        <SetLineBadge item={item} />
        {setWords && (
          <p className="text-xs text-muted-foreground" data-testid="cart-set-terms">
            {setWords.adds}
            {setWords.saves && <span className="block text-success">{setWords.saves}</span>}
          </p>
        )}
        <div className="mt-auto flex items-center justify-between gap-2 pt-1">
          <span className="font-semibold">{formatRupees(linePrice(item))}</span>
          <div className="flex items-center rounded-md border bg-card">
            <Button
              variant="ghost"
              size="icon"
              className="size-8 rounded-r-none"
              aria-label={`Decrease quantity of ${name}`}
              onClick={() => updateQuantity(item.id, item.quantity - 1, item.selectedSet)}
            >
              <MinusIcon aria-hidden="true" />
            </Button>
            <span className="w-8 text-center text-sm font-medium tabular-nums" aria-live="polite">
              <span className="sr-only">Quantity </span>
              {item.quantity}
            </span>
            <Button
              variant="ghost"
              size="icon"
              className="size-8 rounded-l-none"
              aria-label={`Increase quantity of ${name}`}
              aria-describedby={atCap ? capId : undefined}
              disabled={atCap}
              onClick={() => updateQuantity(item.id, item.quantity + 1, item.selectedSet)}
            >
              <PlusIcon aria-hidden="true" />
            </Button>
          </div>
        </div>
        {atCap && (
          <p id={capId} className="text-right text-xs text-muted-foreground" data-testid="line-cap">
            {capReason(limit)}
          </p>
        )}
      </div>
    </li>
  );
}
