import { useCallback, useMemo, useRef, useState } from 'react';
import { returnFocusTo } from '@/lib/return-focus';

/**
 * Open/closed state of a dialog about one item (a product to edit or delete, or null to add),
 * opened by a button. `session` changes on every opening, as a key, so each opening starts fresh;
 * the item stays set after closing so the closing animation still has its content. On close,
 * focus goes back to the button, or to `fallbackId` when the button is gone (its row deleted).
 */
export function useDialogFor<T>(fallbackId: string) {
  const [state, setState] = useState<{ open: boolean; item: T | null; session: number }>({
    open: false,
    item: null,
    session: 0,
  });
  const opener = useRef<HTMLElement | null>(null);

  const show = useCallback((item: T | null, trigger: HTMLElement | null) => {
    opener.current = trigger;
    setState((current) => ({ open: true, item, session: current.session + 1 }));
  }, []);

  const setOpen = useCallback((open: boolean) => setState((current) => ({ ...current, open })), []);

  const returnFocus = useMemo(() => returnFocusTo(opener, fallbackId), [fallbackId]);

  return { ...state, show, setOpen, returnFocus };
}
