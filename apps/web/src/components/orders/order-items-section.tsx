import { formatRupees, type Order } from '@sheesham/shared';
import { DetailSection } from '@/components/detail-list';
import { OrderItemsList } from './order-items-list';

/** The Items block of an order's details: each line as ordered, then the total. */
export function OrderItemsSection({
  order,
  testId,
  clampNames,
}: {
  order: Pick<Order, 'items' | 'total_amount'>;
  testId?: string;
  /** See OrderItemsList: false shows every name in full. */
  clampNames?: boolean;
}) {
  return (
    <DetailSection title="Items" testId={testId}>
      <OrderItemsList items={order.items} clampNames={clampNames} />
      <p className="flex justify-between border-t pt-3 font-semibold">
        <span>Total</span>
        <span>{formatRupees(order.total_amount)}</span>
      </p>
    </DetailSection>
  );
}
