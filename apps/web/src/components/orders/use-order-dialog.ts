import type { Order } from '@sheesham/shared';
import { type RefObject, useRef, useState } from 'react';

/** What each order dialog takes: spread the hook's result. */
export interface OrderDialogProps {
  order: Order | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened it; focus goes back there on close. */
  triggerRef: RefObject<HTMLElement | null>;
}

/**
 * Which order a dialog shows. The order stays set while the dialog closes, so its content does
 * not vanish mid fade-out.
 */
export function useOrderDialog() {
  const [order, setOrder] = useState<Order | null>(null);
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLElement | null>(null);
  const show = (next: Order, trigger: HTMLElement) => {
    triggerRef.current = trigger;
    setOrder(next);
    setOpen(true);
  };
  const props: OrderDialogProps = { order, open, onOpenChange: setOpen, triggerRef };
  return { show, props };
}
