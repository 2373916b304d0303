import { UserRoundIcon } from 'lucide-react';
import { Suspense, useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { lazyOnOpen, useLazyPanelTrigger } from '@/lib/lazy-on-open';

// The modal (and Radix Dialog with it) loads on first use, keeping it off the home page's JS.
const { Component: SignInModal, preload: preloadSignInModal } = lazyOnOpen(
  async () => (await import('./sign-in-modal')).SignInModal,
);

/**
 * The header's Sign In button; its modal mounts on the first click. `focusOnMount` (after Sign
 * Out, whose menu item is gone) takes focus, but only if nothing else has it: a sign-out in
 * another tab or an expired session must not pull focus away from what the visitor is doing.
 */
export function SignInButton({ focusOnMount = false }: { focusOnMount?: boolean }) {
  const { opened, triggerProps, panelProps } = useLazyPanelTrigger(preloadSignInModal);
  const trigger = triggerProps.ref;
  useEffect(() => {
    const focused = document.activeElement;
    if (focusOnMount && (!focused || focused === document.body)) trigger.current?.focus();
  }, [focusOnMount, trigger]);
  return (
    <>
      <Button {...triggerProps} variant="default" size="sm" className="px-3 sm:px-4">
        <UserRoundIcon aria-hidden="true" className="hidden sm:block" />
        Sign In
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <SignInModal {...panelProps} />
        </Suspense>
      )}
    </>
  );
}
