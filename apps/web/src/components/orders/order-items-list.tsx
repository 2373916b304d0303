import { formatRupees, type OrderItem, orderItemName } from '@sheesham/shared';
import { ResponsiveImage } from '@/components/responsive-image';
import { cn } from '@/lib/utils';

/**
 * Name, quantity and price of each ordered item, at the unit price charged when ordered. A set
 * line is named with the shared Complete Set label (orderItemName), as in the mails and on the
 * invoice. Names are cut at two lines unless `clampNames` is false (where the full name matters:
 * the admin's details, which staff read to pick the goods); a set line's never is, so its label
 * always shows beside the set's price.
 */
export function OrderItemsList({
  items,
  clampNames = true,
}: {
  items: readonly OrderItem[];
  clampNames?: boolean;
}) {
  return (
    <ul className="divide-y divide-border">
      {items.map((item) => (
        <li key={item.id} className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
          {item.product.image ? (
            <ResponsiveImage
              src={item.product.image}
              alt=""
              width={56}
              height={56}
              sizes="56px"
              className="size-14 shrink-0 rounded-md border bg-muted object-cover"
            />
          ) : (
            <div aria-hidden="true" className="size-14 shrink-0 rounded-md border bg-muted" />
          )}
          <div className="min-w-0 flex-1">
            <p
              className={cn(
                'leading-snug font-medium',
                clampNames && !item.selected_set ? 'line-clamp-2' : 'break-words',
              )}
            >
              {orderItemName(item)}
            </p>
            <p className="text-sm text-muted-foreground">Qty: {item.quantity}</p>
          </div>
          <div className="shrink-0 text-right">
            <p className="text-sm font-medium">{formatRupees(item.price * item.quantity)}</p>
            {item.quantity > 1 && (
              <p className="text-xs text-muted-foreground">{formatRupees(item.price)} each</p>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
