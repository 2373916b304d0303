import { useSyncExternalStore } from 'react';

/**
 * Where Clerk's sign-in shows (docs/decisions/045): the /auth screen or the Sign In modal puts an
 * element here, and the Clerk bridge, which holds Clerk's provider, renders <SignIn> into it
 * through a portal and says whether Clerk's script has loaded.
 */
export interface SignInSlot {
  element: HTMLElement;
  /** Where the shopper goes once signed in. */
  redirectUrl: string;
}

interface SlotState {
  slot: SignInSlot | null;
  clerk: 'loading' | 'loaded' | 'failed';
}

let state: SlotState = { slot: null, clerk: 'loading' };
const listeners = new Set<() => void>();

function update(next: Partial<SlotState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export const setSignInSlot = (slot: SignInSlot | null) => update({ slot });
export const setClerkStatus = (clerk: SlotState['clerk']) => update({ clerk });

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const SERVER_STATE: SlotState = { slot: null, clerk: 'loading' };

export function useSignInSlot(): SlotState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => SERVER_STATE,
  );
}
