import { deliveryChargeText, formatRupees, fromPaise, type Order, toPaise } from '@sheesham/shared';
import { DetailSection } from '@/components/detail-list';
import { DiscountLine } from './discount-line';
import { OrderItemsList } from './order-items-list';

type OrderMoney = Pick<
  Order,
  'items' | 'total_amount' | 'delivery_charge' | 'fulfilment' | 'discount_amount' | 'coupon_code'
>;

/**
 * Subtotal and the coupon's discount above the delivery charge and the total, for an order with a
 * discount (issue #29), so the total reads as the sum it is. The subtotal is the lines as charged,
 * summed in paise.
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
    </dl>
  );
}

/**
 * The Items block of an order's details: each line as ordered, the delivery charge as its own
 * line for a delivery (issue #26: "Free" within the free zone), then the total, which includes it.
 */
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
      {order.fulfilment === 'delivery' && (
        <p
          className="flex justify-between border-t pt-3 text-sm"
          data-testid="order-delivery-charge"
        >
          <span className="text-muted-foreground">Delivery charge</span>
          <span
            className={
              order.delivery_charge === 0 ? 'font-medium text-success' : 'font-medium tabular-nums'
            }
          >
            {deliveryChargeText(order.delivery_charge)}
          </span>
        </p>
      )}
      <p className="flex justify-between border-t pt-3 font-semibold">
        <span>Total</span>
        <span>{formatRupees(order.total_amount)}</span>
      </p>
    </DetailSection>
  );
}
