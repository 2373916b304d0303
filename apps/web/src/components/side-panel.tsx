import type { ReactNode } from 'react';
import { Sheet, SheetContent } from '@/components/ui/sheet';
import type { LazyPanelProps } from '@/lib/lazy-on-open';
import { returnFocusTo } from '@/lib/return-focus';

/** A sheet that slides in from one side and gives focus back to the button that opened it. */
export function SidePanel({
  open,
  onOpenChange,
  triggerRef,
  side,
  className,
  children,
}: LazyPanelProps & { side: 'left' | 'right'; className: string; children: ReactNode }) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side={side} className={className} onCloseAutoFocus={returnFocusTo(triggerRef)}>
        {children}
      </SheetContent>
    </Sheet>
  );
}
