import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { Spinner } from '@/components/ui/spinner';
import { PAGE_ROOT_ID } from '@/lib/page-root';

/** While mounted, nothing on the page (header links, the cart) can be reached or changed. */
function useInertPage() {
  useEffect(() => {
    const page = document.getElementById(PAGE_ROOT_ID);
    if (!page || page.hasAttribute('inert')) return;
    page.setAttribute('inert', '');
    return () => page.removeAttribute('inert');
  }, []);
}

/**
 * SPEC §2: the full-screen 'Processing Payment...' cover while checkout calls are in flight. It
 * sits outside the page, which it makes inert: the cart must not change while an order is placed.
 */
export function ProcessingOverlay() {
  useInertPage();
  return createPortal(
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-[60] flex animate-fade-in items-center justify-center bg-primary/55 p-6 backdrop-blur-[2px]"
    >
      <div className="flex w-full max-w-xs flex-col items-center rounded-2xl border border-gold/30 bg-card px-8 py-9 text-center shadow-2xl">
        <span className="relative mb-5 flex size-16 items-center justify-center">
          <span className="absolute inset-0 rounded-full bg-accent" aria-hidden="true" />
          <Spinner className="relative size-9" />
        </span>
        <p className="font-serif text-xl font-semibold">Processing Payment...</p>
        <p className="mt-2 text-sm text-muted-foreground">
          Please keep this page open while we confirm your order.
        </p>
      </div>
    </div>,
    document.body,
  );
}
