import { lazy, type ReactNode, Suspense, useSyncExternalStore } from 'react';
import { cn } from '@/lib/utils';
import {
  currentToastPlacement,
  subscribeToToastPlacement,
  type ToastPlacement,
} from './toast-placement';
import { currentToast, showToast, subscribeToToast } from './toast-store';

// The card (and its auto-dismiss timer) loads with the first toast: nothing on first paint needs it.
const ToastCard = lazy(() => import('./toast-card').then((m) => ({ default: m.ToastCard })));

const BOTTOM_FROM_LG = 'lg:top-auto lg:bottom-6 lg:max-w-xs';

/** Stays mounted so screen readers announce a toast the moment it is rendered inside. */
function LiveRegion({
  role,
  placement,
  children,
}: {
  role: 'status' | 'alert';
  placement: ToastPlacement;
  children: ReactNode;
}) {
  return (
    <div
      role={role}
      aria-live={role === 'status' ? 'polite' : 'assertive'}
      data-placement={placement}
      className={cn(
        'pointer-events-none fixed inset-x-0 top-4 z-[100] mx-auto flex w-[calc(100%-2rem)] max-w-sm justify-center',
        placement === 'bottom' && BOTTOM_FROM_LG,
      )}
    >
      {children}
    </div>
  );
}

/**
 * One toast at a time, top-centre (bottom-centre in the admin panel from 1024 px), gold accent
 * (SPEC §9); failures alert, the rest are polite.
 */
export function Toaster() {
  const toast = useSyncExternalStore(subscribeToToast, currentToast, currentToast);
  const placement = useSyncExternalStore(
    subscribeToToastPlacement,
    currentToastPlacement,
    currentToastPlacement,
  );
  const card = (urgent: boolean) =>
    toast &&
    (toast.variant === 'destructive') === urgent && (
      <Suspense fallback={null}>
        <ToastCard key={toast.id} toast={toast} />
      </Suspense>
    );
  return (
    <>
      <LiveRegion role="status" placement={placement}>
        {card(false)}
      </LiveRegion>
      <LiveRegion role="alert" placement={placement}>
        {card(true)}
      </LiveRegion>
    </>
  );
}

/** Shows a toast with a title and description, the shape SPEC §8 uses throughout. */
export function notify(title: string, description?: string) {
  showToast({ title, description, variant: 'success' });
}

/** A neutral notice: something the visitor has to do, not something that went wrong. */
export function notifyInfo(title: string, description?: string) {
  showToast({ title, description, variant: 'info' });
}

export function notifyError(title: string, description?: string) {
  showToast({ title, description, variant: 'destructive' });
}
