import { formatRupees, type OrderItem } from '@sheesham/shared';

/** Name, quantity and price of each ordered item; the price is the unit price as charged. */
export function OrderItemsList({ items }: { items: readonly OrderItem[] }) {
  return (
    <ul className="divide-y divide-border">
      {items.map((item) => (
        <li key={item.id} className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
          {item.product.image ? (
            <img
              src={item.product.image}
              alt=""
              width={48}
              height={48}
              loading="lazy"
              className="size-12 shrink-0 rounded-md bg-muted object-cover"
            />
          ) : (
            <div aria-hidden="true" className="size-12 shrink-0 rounded-md bg-muted" />
          )}
          <div className="min-w-0 flex-1">
            <p className="truncate font-medium">{item.name}</p>
            <p className="text-sm text-muted-foreground">
              Qty: {item.quantity}
              {item.selected_set && ' · Complete Set'}
            </p>
          </div>
          <p className="shrink-0 text-sm font-medium">{formatRupees(item.price)}</p>
        </li>
      ))}
    </ul>
  );
}
