import { formatRupees, fromPaise, type Order, toPaise } from '@sheesham/shared';
import { DetailSection } from '@/components/detail-list';
import { DiscountLine } from './discount-line';
import { OrderItemsList } from './order-items-list';

type OrderMoney = Pick<
  Order,
  'items' | 'total_amount' | 'delivery_charge' | 'discount_amount' | 'coupon_code'
>;

/**
 * Subtotal, the coupon's discount and the delivery charge above the total, for an order with a
 * discount (issue #29), so the total reads as the sum it is; an order without one shows its total
 * alone, as before. The subtotal is the lines as charged, summed in paise.
 */
function DiscountedAmounts({ order }: { order: OrderMoney }) {
  const subtotalPaise = order.items.reduce(
    (sum, item) => sum + toPaise(item.price) * item.quantity,
    0,
  );
  return (
    <dl className="space-y-1.5 border-t pt-3 text-sm" data-testid="order-amounts">
      <div className="flex justify-between gap-3">
        <dt className="text-muted-foreground">Subtotal</dt>
        <dd className="tabular-nums">{formatRupees(fromPaise(subtotalPaise))}</dd>
      </div>
      <DiscountLine code={order.coupon_code} amount={order.discount_amount} />
      {order.delivery_charge > 0 && (
        <div className="flex justify-between gap-3">
          <dt className="text-muted-foreground">Delivery &amp; assembly</dt>
          <dd className="tabular-nums">{formatRupees(order.delivery_charge)}</dd>
        </div>
      )}
    </dl>
  );
}

/** The Items block of an order's details: each line as ordered, then the total. */
export function OrderItemsSection({
  order,
  testId,
  clampNames,
}: {
  order: OrderMoney;
  testId?: string;
  /** See OrderItemsList: false shows every name in full. */
  clampNames?: boolean;
}) {
  const discounted = order.discount_amount > 0;
  return (
    <DetailSection title="Items" testId={testId}>
      <OrderItemsList items={order.items} clampNames={clampNames} />
      {discounted && <DiscountedAmounts order={order} />}
      <p className="flex justify-between border-t pt-3 font-semibold">
        <span>Total</span>
        <span>{formatRupees(order.total_amount)}</span>
      </p>
    </DetailSection>
  );
}
