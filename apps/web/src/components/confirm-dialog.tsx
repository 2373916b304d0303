import type { ReactNode } from 'react';
import { Dialog, DialogContent, DialogHeader } from '@/components/ui/dialog';
import { DialogActions } from './dialog-actions';

interface ConfirmDialogProps {
  open: boolean;
  /** False when the user backs out (the keep button, Escape or a click outside). */
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  title: ReactNode;
  description: ReactNode;
  /** The button that backs out, e.g. 'Keep editing'. */
  keepLabel: string;
  /** The destructive button, e.g. 'Discard'. */
  confirmLabel: string;
  onCloseAutoFocus?: (event: Event) => void;
  /** While the action runs: the confirm button is disabled and shows `busyLabel`. */
  busy?: boolean;
  busyLabel?: string;
}

/** A yes/no question before something destructive; backing out is always the easy way. */
export function ConfirmDialog({
  open,
  onOpenChange,
  onConfirm,
  title,
  description,
  keepLabel,
  confirmLabel,
  onCloseAutoFocus,
  busy = false,
  busyLabel,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent role="alertdialog" className="max-w-md" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader
          className="space-y-2"
          title={title}
          titleClassName="text-lg lining-nums"
          description={description}
        />
        <DialogActions back={keepLabel} busy={busy} variant="destructive" onClick={onConfirm}>
          {busy ? (busyLabel ?? confirmLabel) : confirmLabel}
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}
