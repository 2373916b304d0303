import { ConfirmDialog } from '@/components/confirm-dialog';

interface CancelOrderConfirmProps {
  number: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  onCloseAutoFocus: (event: Event) => void;
}

/** The confirm step before an admin sets an order to Cancelled: it puts the stock back. */
export function CancelOrderConfirm({ number, ...props }: CancelOrderConfirmProps) {
  return (
    <ConfirmDialog
      {...props}
      title={`Cancel order #${number}?`}
      description="Its stock goes back to the shelf."
      keepLabel="Keep Order"
      confirmLabel="Cancel Order"
    />
  );
}
