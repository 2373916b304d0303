import { UserRoundIcon } from 'lucide-react';
import { Suspense } from 'react';
import { Button } from '@/components/ui/button';
import { lazyOnOpen, useLazyPanelTrigger } from '@/lib/lazy-on-open';

// The modal (and Radix Dialog with it) loads on first use, keeping it off the home page's JS.
const { Component: SignInModal, preload: preloadSignInModal } = lazyOnOpen(
  async () => (await import('./sign-in-modal')).SignInModal,
);

/** The header's Sign In button; its modal mounts on the first click. */
export function SignInDialog() {
  const { opened, triggerProps, panelProps } = useLazyPanelTrigger(preloadSignInModal);
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
