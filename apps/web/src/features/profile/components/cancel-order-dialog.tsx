import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { returnFocusTo } from '@/lib/return-focus';
import type { OrderDialogProps } from '../use-order-dialog';

/** The confirm step before Cancel Order sends {status:'cancelled'}. */
export function CancelOrderDialog({
  order,
  open,
  onOpenChange,
  triggerRef,
  onConfirm,
  cancelling,
}: OrderDialogProps & { onConfirm: () => void; cancelling: boolean }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        role="alertdialog"
        className="max-w-md"
        onCloseAutoFocus={returnFocusTo(triggerRef)}
      >
        <div className="space-y-2 pr-8">
          <DialogTitle>Cancel order #{order?.number}?</DialogTitle>
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
