import type { RefObject } from 'react';

/**
 * An onCloseAutoFocus handler for a Radix dialog opened by a plain button (not a Radix Trigger,
 * so Radix has nothing to refocus): focus goes back to that button, as WAI-ARIA dialogs expect.
 */
export function returnFocusTo(trigger: RefObject<HTMLElement | null> | undefined) {
  return (event: Event) => {
    if (!trigger?.current) return;
    event.preventDefault();
    trigger.current.focus();
  };
}
