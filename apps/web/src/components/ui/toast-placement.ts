import { useEffect } from 'react';

/**
 * Where the one toast sits: top-centre (the shop), or bottom-centre and narrower on screens from
 * 1024 px ('bottom': the admin panel, where a toast at the top covers the view's heading and the
 * title and first fields of its dialogs). Not bottom-right: there it covered the Save button of
 * the product dialog (right after an upload's toast) and the Change status button of the order
 * card below; the middle of the bottom edge is clear of the panel's buttons, which sit at the
 * sides of cards and at the right of dialog footers. Below 1024 px it stays at the top.
 */
export type ToastPlacement = 'top' | 'bottom';

let placement: ToastPlacement = 'top';
const listeners = new Set<() => void>();

export function currentToastPlacement(): ToastPlacement {
  return placement;
}

export function subscribeToToastPlacement(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function setToastPlacement(next: ToastPlacement) {
  placement = next;
  for (const listener of listeners) listener();
}

/** Puts toasts at the bottom while the calling component (the admin shell) is mounted. */
export function useBottomToasts() {
  useEffect(() => {
    setToastPlacement('bottom');
    return () => setToastPlacement('top');
  }, []);
}
