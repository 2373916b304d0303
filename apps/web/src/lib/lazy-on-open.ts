import { type ComponentType, lazy, type RefObject, useRef, useState } from 'react';

/**
 * A React.lazy component plus a `preload` to call when the user is about to open it (pointer over
 * or focus on its trigger), so the chunk is usually in by the click and the panel shows at once.
 */
export function lazyOnOpen<Props>(load: () => Promise<ComponentType<Props>>) {
  let pending: Promise<ComponentType<Props>> | undefined;
  const preload = () => {
    pending ??= load();
    return pending;
  };
  const Component = lazy(async () => ({ default: await preload() }));
  return { Component, preload };
}

/** What a lazily loaded panel (dialog, sheet) takes from the button that opens it. */
export interface LazyPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The opening button; focus returns to it on close. */
  triggerRef?: RefObject<HTMLElement | null>;
}

/**
 * State for a button that opens a lazy panel: spread `triggerProps` on the button, render the
 * panel with `panelProps` once `opened` is true. The chunk preloads on pointer over/down or focus.
 */
export function useLazyPanelTrigger(preload: () => unknown) {
  const [open, setOpen] = useState(false);
  // Stays true after the first open, so the panel is kept mounted for its close animation.
  const [opened, setOpened] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const triggerProps = {
    ref: triggerRef,
    'aria-haspopup': 'dialog' as const,
    'aria-expanded': open,
    onPointerEnter: preload,
    onPointerDown: preload,
    onFocus: preload,
    onClick: () => {
      setOpened(true);
      setOpen(true);
    },
  };
  const panelProps: LazyPanelProps = { open, onOpenChange: setOpen, triggerRef };
  return { opened, setOpen, triggerProps, panelProps };
}
