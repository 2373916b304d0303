import type { Product } from '@sheesham/shared';
import { ConfirmDialog } from '@/components/confirm-dialog';

/** The confirm step before DELETE /products/{id}, with SPEC §8's question. */
export function DeleteProductDialog({
  product,
  deleting,
  ...props
}: {
  product: Product | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  deleting: boolean;
  onCloseAutoFocus: (event: Event) => void;
}) {
  return (
    <ConfirmDialog
      {...props}
      title="Are you sure you want to delete this product?"
      description={
        <>
          <span className="font-medium text-foreground">{product?.name}</span> will no longer be
          sold in the shop. If it appears in orders it is archived instead, so order history keeps
          it.
        </>
      }
      keepLabel="Cancel"
      confirmLabel="Delete"
      busy={deleting}
      busyLabel="Deleting..."
    />
  );
}
