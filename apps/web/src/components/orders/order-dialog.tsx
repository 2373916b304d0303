import type { Order } from '@sheesham/shared';
import type { ReactNode } from 'react';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { returnFocusTo } from '@/lib/return-focus';
import type { OrderDialogProps } from './use-order-dialog';

/**
 * The dialog around one order's details or tracking: renders `children` for the order it was
 * opened for, and gives focus back to the button that opened it.
 */
export function OrderDialog({
  order,
  open,
  onOpenChange,
  triggerRef,
  className,
  children,
}: OrderDialogProps & { className: string; children: (order: Order) => ReactNode }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={className} onCloseAutoFocus={returnFocusTo(triggerRef)}>
        {order && children(order)}
      </DialogContent>
    </Dialog>
  );
}
