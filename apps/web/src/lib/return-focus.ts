import type { RefObject } from 'react';

/**
 * An onCloseAutoFocus handler for a Radix dialog opened by a plain button (not a Radix Trigger,
 * so Radix has nothing to refocus): focus goes back to that button, as WAI-ARIA dialogs expect.
 * When the button is gone (its row deleted, its order no longer cancellable), focus goes to the
 * first of `fallbackIds` still on the page.
 */
export function returnFocusTo(
  trigger: RefObject<HTMLElement | null> | undefined,
  ...fallbackIds: string[]
) {
  return (event: Event) => {
    const opener = trigger?.current;
    if (!opener && fallbackIds.length === 0) return;
    event.preventDefault();
    const target = opener?.isConnected
      ? opener
      : fallbackIds.map((id) => document.getElementById(id)).find((element) => element !== null);
    target?.focus();
  };
}
