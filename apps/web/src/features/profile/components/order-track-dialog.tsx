import { OrderDialog } from '@/components/orders/order-dialog';
import { OrderStatusBadge } from '@/components/orders/order-status-badge';
import { OrderTimeline } from '@/components/orders/order-timeline';
import type { OrderDialogProps } from '@/components/orders/use-order-dialog';
import { DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { trackingSteps } from '../order-tracking';

/** Track Order (beyond SPEC): the order's status history as a timeline. */
export function OrderTrackDialog(props: OrderDialogProps) {
  return (
    <OrderDialog {...props} className="max-w-md">
      {(order) => (
        <>
          <div className="space-y-2 pr-8">
            <DialogTitle className="lining-nums">Track Order #{order.number}</DialogTitle>
            <DialogDescription className="flex items-center gap-2">
              Current status <OrderStatusBadge status={order.status} />
            </DialogDescription>
          </div>
          <OrderTimeline steps={trackingSteps(order)} />
        </>
      )}
    </OrderDialog>
  );
}
