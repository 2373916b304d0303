import { ConfirmDialog } from '@/components/confirm-dialog';

interface DiscardChangesDialogProps {
  open: boolean;
  /** False: the admin keeps editing. */
  onOpenChange: (open: boolean) => void;
  onDiscard: () => void;
  /** What would be lost, e.g. "Your changes to Jaipur Bed have not been saved." */
  description: string;
  onCloseAutoFocus: (event: Event) => void;
}

/**
 * Asked before a product form with unsaved changes closes (outside click, Escape, Cancel, ×).
 * Escape or a click outside this dialog means Keep editing.
 */
export function DiscardChangesDialog({ onDiscard, ...props }: DiscardChangesDialogProps) {
  return (
    <ConfirmDialog
      {...props}
      onConfirm={onDiscard}
      title="Discard changes?"
      keepLabel="Keep editing"
      confirmLabel="Discard"
    />
  );
}
