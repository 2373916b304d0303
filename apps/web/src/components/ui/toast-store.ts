/** The one toast on screen (SPEC §9: one at a time); a new toast replaces the current one. */
export interface Toast {
  id: number;
  title: string;
  description?: string;
  /** info: a neutral notice ('Sign in required'), neither a success nor a failure. */
  variant: 'success' | 'info' | 'destructive';
}

type Listener = () => void;

let current: Toast | null = null;
let nextId = 1;
const listeners = new Set<Listener>();

function publish(toast: Toast | null) {
  current = toast;
  for (const listener of listeners) listener();
}

export function subscribeToToast(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentToast(): Toast | null {
  return current;
}

export function showToast(toast: Omit<Toast, 'id'>) {
  publish({ ...toast, id: nextId++ });
}

/** Dismisses the toast with this id only, so a stale timer never closes its successor. */
export function dismissToast(id: number) {
  if (current?.id === id) publish(null);
}
