import { MenuIcon } from 'lucide-react';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { lazyOnOpen, useOpenedOnce } from '@/lib/lazy-on-open';

// The sheet (and Radix Dialog with it) loads on first use, keeping it off the home page's JS.
const { Component: MobileMenuSheet, preload: preloadMobileMenu } = lazyOnOpen(
  async () => (await import('./mobile-menu-sheet')).MobileMenuSheet,
);

/** Small-screen navigation: a toggle that opens the links in a sheet from the left. */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const opened = useOpenedOnce(open);
  const { pathname } = useLocation();

  // Close on any navigation, including Back/Forward while the sheet is open.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not an input
  useEffect(() => setOpen(false), [pathname]);

  return (
    <>
      <Button
        ref={triggerRef}
        variant="ghost"
        size="icon"
        className="md:hidden"
        aria-label="Open menu"
        aria-expanded={open}
        aria-haspopup="dialog"
        onPointerEnter={preloadMobileMenu}
        onPointerDown={preloadMobileMenu}
        onFocus={preloadMobileMenu}
        onClick={() => setOpen(true)}
      >
        <MenuIcon className="size-6!" aria-hidden="true" />
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <MobileMenuSheet open={open} onOpenChange={setOpen} triggerRef={triggerRef} />
        </Suspense>
      )}
    </>
  );
}
