import { CircleAlertIcon, CircleCheckIcon, InfoIcon, XIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { dismissToast, type Toast } from './toast-store';

const AUTO_DISMISS_MS = 5000;

/** Closes the toast after AUTO_DISMISS_MS, paused while the pointer or focus is on it. */
function useAutoDismiss(id: number) {
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(() => dismissToast(id), AUTO_DISMISS_MS);
    return () => window.clearTimeout(timer);
  }, [id, paused]);
  return {
    onPointerEnter: () => setPaused(true),
    onPointerLeave: () => setPaused(false),
    onFocus: () => setPaused(true),
    onBlur: () => setPaused(false),
  };
}

const ICONS = {
  success: { Icon: CircleCheckIcon, colour: 'text-success' },
  info: { Icon: InfoIcon, colour: 'text-gold' },
  destructive: { Icon: CircleAlertIcon, colour: 'text-destructive' },
};

/** The visible toast. Its own chunk: it is needed only once something has been announced. */
export function ToastCard({ toast }: { toast: Toast }) {
  const destructive = toast.variant === 'destructive';
  const { Icon, colour } = ICONS[toast.variant];
  const pauseHandlers = useAutoDismiss(toast.id);
  return (
    // Pointer and focus on the card only pause the auto-dismiss timer; the card is not a control.
    <div
      {...pauseHandlers}
      className={`pointer-events-auto relative flex w-full items-start gap-3 rounded-md border border-l-4 bg-card p-4 pr-10 font-sans text-foreground shadow-lg animate-fade-in ${
        destructive ? 'border-destructive/40 border-l-destructive' : 'border-border border-l-gold'
      }`}
    >
      <Icon className={`mt-0.5 size-5 shrink-0 ${colour}`} aria-hidden="true" />
      <div className="min-w-0 text-sm">
        <p className={`font-semibold ${destructive ? 'text-destructive' : ''}`}>{toast.title}</p>
        {toast.description && <p className="mt-1 text-muted-foreground">{toast.description}</p>}
      </div>
      <button
        type="button"
        onClick={() => dismissToast(toast.id)}
        className="absolute top-3 right-3 rounded-sm p-1 text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
      >
        <XIcon className="size-4" aria-hidden="true" />
        <span className="sr-only">Close notification</span>
      </button>
    </div>
  );
}
