import type { ReactNode } from 'react';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import type { LazyPanelProps } from '@/lib/lazy-on-open';
import { returnFocusTo } from '@/lib/return-focus';

/** A dialog opened by a button that gets focus back when it closes (the dialog's SidePanel). */
export function PanelDialog({
  open,
  onOpenChange,
  triggerRef,
  className,
  children,
}: LazyPanelProps & { className: string; children: ReactNode }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={className} onCloseAutoFocus={returnFocusTo(triggerRef)}>
        {children}
      </DialogContent>
    </Dialog>
  );
}
