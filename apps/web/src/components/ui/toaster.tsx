import { lazy, type ReactNode, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { currentToast, dismissToast, showToast, subscribeToToast } from './toast-store';

const AUTO_DISMISS_MS = 5000;

const ToastCard = lazy(() => import('./toast-card').then((m) => ({ default: m.ToastCard })));

/** Closes the toast after AUTO_DISMISS_MS, paused while the pointer or focus is on it. */
function useAutoDismiss(id: number, paused: boolean) {
  useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(() => dismissToast(id), AUTO_DISMISS_MS);
    return () => window.clearTimeout(timer);
  }, [id, paused]);
}

interface LiveRegionProps {
  role: 'status' | 'alert';
  onPause: (paused: boolean) => void;
  children: ReactNode;
}

/** Stays mounted so screen readers announce a toast the moment it is rendered inside. */
function LiveRegion({ role, onPause, children }: LiveRegionProps) {
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: pointer and focus only pause the auto-dismiss timer; the region is not a control.
    <div
      role={role}
      aria-live={role === 'status' ? 'polite' : 'assertive'}
      className="pointer-events-none fixed inset-x-0 top-4 z-[100] mx-auto flex w-[calc(100%-2rem)] max-w-sm justify-center"
      onPointerEnter={() => onPause(true)}
      onPointerLeave={() => onPause(false)}
      onFocus={() => onPause(true)}
      onBlur={() => onPause(false)}
    >
      {children}
    </div>
  );
}

/** One toast at a time, top-centre, gold accent (SPEC §9); failures alert, the rest are polite. */
export function Toaster() {
  const toast = useSyncExternalStore(subscribeToToast, currentToast, currentToast);
  const [paused, setPaused] = useState(false);
  useAutoDismiss(toast?.id ?? 0, paused || toast === null);
  // Failures interrupt (alert); successes and notices wait their turn (status).
  const card = (urgent: boolean) =>
    toast &&
    (toast.variant === 'destructive') === urgent && (
      <Suspense fallback={null}>
        <ToastCard key={toast.id} toast={toast} />
      </Suspense>
    );
  return (
    <>
      <LiveRegion role="status" onPause={setPaused}>
        {card(false)}
      </LiveRegion>
      <LiveRegion role="alert" onPause={setPaused}>
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
