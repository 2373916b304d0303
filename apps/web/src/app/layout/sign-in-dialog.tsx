import { UserRoundIcon } from 'lucide-react';
import { Suspense, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { lazyOnOpen, useOpenedOnce } from '@/lib/lazy-on-open';

// The modal (and Radix Dialog with it) loads on first use, keeping it off the home page's JS.
const { Component: SignInModal, preload: preloadSignInModal } = lazyOnOpen(
  async () => (await import('./sign-in-modal')).SignInModal,
);

/** The header's Sign In button; its modal mounts on the first click. */
export function SignInDialog() {
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const opened = useOpenedOnce(open);
  return (
    <>
      <Button
        ref={triggerRef}
        variant="default"
        size="sm"
        className="px-3 sm:px-4"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preloadSignInModal}
        onPointerDown={preloadSignInModal}
        onFocus={preloadSignInModal}
        onClick={() => setOpen(true)}
      >
        <UserRoundIcon aria-hidden="true" className="hidden sm:block" />
        Sign In
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <SignInModal open={open} onOpenChange={setOpen} triggerRef={triggerRef} />
        </Suspense>
      )}
    </>
  );
}
