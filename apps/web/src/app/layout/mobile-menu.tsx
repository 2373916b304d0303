import { MenuIcon } from 'lucide-react';
import { Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { lazyOnOpen, useLazyPanelTrigger } from '@/lib/lazy-on-open';

// The sheet (and Radix Dialog with it) loads on first use, keeping it off the home page's JS.
const { Component: MobileMenuSheet, preload: preloadMobileMenu } = lazyOnOpen(
  async () => (await import('./mobile-menu-sheet')).MobileMenuSheet,
);

/** Small-screen navigation: a toggle that opens the links in a sheet from the left. */
export function MobileMenu() {
  const { opened, setOpen, triggerProps, panelProps } = useLazyPanelTrigger(preloadMobileMenu);
  const { pathname } = useLocation();

  // Close on any navigation, including Back/Forward while the sheet is open.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not an input
  useEffect(() => setOpen(false), [pathname, setOpen]);

  return (
    <>
      <Button
        {...triggerProps}
        variant="ghost"
        size="icon"
        className="md:hidden"
        aria-label="Open menu"
      >
        <MenuIcon className="size-6!" aria-hidden="true" />
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <MobileMenuSheet {...panelProps} />
        </Suspense>
      )}
    </>
  );
}
