import { deliveryChargeText, formatRupees, type Order } from '@sheesham/shared';
import { DetailSection } from '@/components/detail-list';
import { OrderItemsList } from './order-items-list';

/**
 * The Items block of an order's details: each line as ordered, the delivery charge as its own
 * line for a delivery (issue #26: "Free" within the free zone), then the total, which includes it.
 */
export function OrderItemsSection({
  order,
  testId,
  clampNames,
}: {
  order: Pick<Order, 'items' | 'total_amount' | 'delivery_charge' | 'fulfilment'>;
  testId?: string;
  /** See OrderItemsList: false shows every name in full. */
  clampNames?: boolean;
}) {
  return (
    <DetailSection title="Items" testId={testId}>
      <OrderItemsList items={order.items} clampNames={clampNames} />
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
