import { OrderStatusBadge } from '@/components/orders/order-status-badge';
import { OrderTimeline } from '@/components/orders/order-timeline';
import type { OrderDialogProps } from '@/components/orders/use-order-dialog';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { returnFocusTo } from '@/lib/return-focus';
import { trackingSteps } from '../order-tracking';

/** Track Order (beyond SPEC): the order's status history as a timeline. */
export function OrderTrackDialog({ order, open, onOpenChange, triggerRef }: OrderDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md" onCloseAutoFocus={returnFocusTo(triggerRef)}>
        {order && (
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
      </DialogContent>
    </Dialog>
  );
}
