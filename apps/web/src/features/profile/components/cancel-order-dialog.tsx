import { ConfirmDialog } from '@/components/confirm-dialog';
import type { OrderDialogProps } from '@/components/orders/use-order-dialog';
import { returnFocusTo } from '@/lib/return-focus';
import { ORDER_HISTORY_HEADING_ID, orderCardId } from '../focus-targets';

/** The confirm step before Cancel Order sends {status:'cancelled'}. */
export function CancelOrderDialog({
  onConfirm,
  cancelling,
  order,
  open,
  onOpenChange,
  triggerRef,
}: OrderDialogProps & { onConfirm: () => void; cancelling: boolean }) {
  // After a cancel the button that opened the dialog is gone (the order is no longer
  // cancellable), and in the Processing tab so is the card: focus falls back to the card, then
  // to the heading.
  const fallbackIds = order
    ? [orderCardId(order.id), ORDER_HISTORY_HEADING_ID]
    : [ORDER_HISTORY_HEADING_ID];
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      onConfirm={onConfirm}
      onCloseAutoFocus={returnFocusTo(triggerRef, ...fallbackIds)}
      title={<>Cancel order #{order?.number}?</>}
      description="The order will not be prepared or delivered. This cannot be undone."
      keepLabel="Keep Order"
      confirmLabel="Cancel Order"
      busy={cancelling}
    />
  );
}
