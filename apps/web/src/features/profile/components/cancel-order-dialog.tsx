import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { ORDER_HISTORY_HEADING_ID, orderCardId } from '../focus-targets';
import type { OrderDialogProps } from '../use-order-dialog';

/**
 * After a cancel the button that opened the dialog is gone (the order is no longer cancellable),
 * and in the Processing tab so is the card: focus falls back to the card, then to the heading.
 */
function returnFocusAfterCancel({ order, triggerRef }: OrderDialogProps) {
  return (event: Event) => {
    event.preventDefault();
    const candidates = [
      triggerRef.current,
      order && document.getElementById(orderCardId(order.id)),
      document.getElementById(ORDER_HISTORY_HEADING_ID),
    ];
    candidates.find((element) => element?.isConnected)?.focus();
  };
}

/** The confirm step before Cancel Order sends {status:'cancelled'}. */
export function CancelOrderDialog({
  onConfirm,
  cancelling,
  ...dialog
}: OrderDialogProps & { onConfirm: () => void; cancelling: boolean }) {
  const { order, open, onOpenChange } = dialog;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        role="alertdialog"
        className="max-w-md"
        onCloseAutoFocus={returnFocusAfterCancel(dialog)}
      >
        <div className="space-y-2 pr-8">
          <DialogTitle className="lining-nums">Cancel order #{order?.number}?</DialogTitle>
          <DialogDescription>
            The order will not be prepared or delivered. This cannot be undone.
          </DialogDescription>
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline">Keep Order</Button>
          </DialogClose>
          <Button variant="destructive" disabled={cancelling} onClick={onConfirm}>
            {cancelling && <Spinner className="size-4 text-current" />}
            Cancel Order
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
