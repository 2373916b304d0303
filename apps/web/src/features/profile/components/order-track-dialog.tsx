import { OrderDialog } from '@/components/orders/order-dialog';
import { OrderStatusBadge } from '@/components/orders/order-status-badge';
import { OrderTimeline } from '@/components/orders/order-timeline';
import type { OrderDialogProps } from '@/components/orders/use-order-dialog';
import { DialogHeader } from '@/components/ui/dialog';
import { trackingSteps } from '../order-tracking';

/** Track Order (beyond SPEC): the order's status history as a timeline. */
export function OrderTrackDialog(props: OrderDialogProps) {
  return (
    <OrderDialog {...props} className="max-w-md">
      {(order) => (
        <>
          <DialogHeader
            className="space-y-2"
            title={`Track Order #${order.number}`}
            titleClassName="lining-nums"
            description={
              <>
                Current status <OrderStatusBadge status={order.status} />
              </>
            }
            descriptionClassName="flex items-center gap-2"
          />
          <OrderTimeline steps={trackingSteps(order)} />
        </>
      )}
    </OrderDialog>
  );
}
