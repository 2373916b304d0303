import { isValidPincode } from '@sheesham/shared';
import { useSyncExternalStore } from 'react';

/**
 * The delivery pincode the shopper last checked or ordered to, kept on this device (issue #26
 * item 3): the product page's promise and the checkout start from it. Nothing personal beyond
 * six digits, so localStorage; a browser that refuses storage simply forgets it.
 */
const KEY = 'sheesham:delivery-pincode';
const listeners = new Set<() => void>();

export function rememberedPincode(): string {
  try {
    const value = globalThis.localStorage?.getItem(KEY) ?? '';
    return isValidPincode(value) ? value : '';
  } catch {
    return '';
  }
}

export function rememberPincode(pincode: string): void {
  if (!isValidPincode(pincode) || pincode === rememberedPincode()) return;
  try {
    globalThis.localStorage?.setItem(KEY, pincode);
  } catch {
    // Storage full or refused: the pincode is simply not remembered.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The remembered pincode; '' on the server and until the page has hydrated. */
export function useRememberedPincode(): string {
  return useSyncExternalStore(subscribe, rememberedPincode, () => '');
}
