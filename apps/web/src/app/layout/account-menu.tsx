import { type ComponentProps, Suspense, useEffect, useRef, useState } from 'react';
import { accountLabel } from '@/features/auth/account-label';
import type { SessionUser } from '@/features/auth/session-context';
import { lazyOnOpen } from '@/lib/lazy-on-open';
import { ACCOUNT_TRIGGER_CLASS, AccountTriggerFace } from './account-trigger-face';

// Radix DropdownMenu loads on first use, keeping it off the home page's JS.
const { Component: AccountDropdown, preload: preloadAccountDropdown } = lazyOnOpen(
  async () => (await import('./account-dropdown')).AccountDropdown,
);

/**
 * The signed-in user's menu (SPEC §2). Until first opened it is a plain button; the first click
 * swaps in the Radix menu, open, with the same face. `focusOnMount` takes focus after a sign-in
 * in the modal, which unmounts the Sign In button that had it.
 */
export function AccountMenu({
  user,
  focusOnMount = false,
}: {
  user: SessionUser;
  focusOnMount?: boolean;
}) {
  const [requested, setRequested] = useState(false);
  const label = accountLabel(user.name);
  const triggerRef = useRef<HTMLButtonElement>(null);
  // Only the value at mount counts: later renders must not cancel the pending focus.
  const [focusAtMount] = useState(focusOnMount);

  useEffect(() => {
    if (!focusAtMount) return;
    // After the dialog's own focus restoration, which runs on a zero timeout as it unmounts.
    const timer = window.setTimeout(() => triggerRef.current?.focus(), 0);
    return () => window.clearTimeout(timer);
  }, [focusAtMount]);

  const plainTrigger = (props: ComponentProps<'button'>) => (
    <button
      ref={triggerRef}
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      className={ACCOUNT_TRIGGER_CLASS}
      {...props}
    >
      <AccountTriggerFace label={label} />
    </button>
  );

  if (!requested) {
    return plainTrigger({
      onPointerEnter: preloadAccountDropdown,
      onFocus: preloadAccountDropdown,
      onClick: () => setRequested(true),
    });
  }
  return (
    <Suspense fallback={plainTrigger({})}>
      <AccountDropdown user={user} label={label} />
    </Suspense>
  );
}
