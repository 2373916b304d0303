import { useCallback, useRef, useState } from 'react';

/**
 * Closing a dialog with unsaved changes asks first (Discard changes?), whichever way it closes:
 * a click outside, Escape, Cancel or ×. A form without changes closes at once. The form reports
 * its state through `setUnsaved`; `requestOpenChange` is the dialog's onOpenChange.
 */
export function useDiscardGuard(onOpenChange: (open: boolean) => void) {
  const unsaved = useRef(false);
  const [asking, setAsking] = useState(false);
  // Where focus was when the question came up: Keep editing puts it back there.
  const returnTo = useRef<HTMLElement | null>(null);
  const discarded = useRef(false);

  const setUnsaved = useCallback((value: boolean) => {
    unsaved.current = value;
  }, []);

  const requestOpenChange = (open: boolean) => {
    if (open || !unsaved.current) {
      onOpenChange(open);
      return;
    }
    returnTo.current =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    discarded.current = false;
    setAsking(true);
  };

  const confirm = {
    open: asking,
    onOpenChange: setAsking,
    onDiscard: () => {
      discarded.current = true;
      setAsking(false);
      onOpenChange(false);
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      // After Discard the form's own dialog returns focus to the button that opened it.
      if (!discarded.current) returnTo.current?.focus();
    },
  };

  return { setUnsaved, requestOpenChange, confirm };
}
