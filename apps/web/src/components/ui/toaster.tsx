import { Toaster as Sonner, toast } from 'sonner';

/** One toast visible at a time, gold accent (SPEC §9). Failures use toast.error (destructive). */
export function Toaster() {
  return (
    <Sonner
      visibleToasts={1}
      position="top-center"
      richColors
      closeButton
      toastOptions={{ classNames: { toast: 'font-sans', title: 'font-semibold' } }}
    />
  );
}

/** Shows a toast with a title and description, the shape SPEC §8 uses throughout. */
export function notify(title: string, description?: string) {
  toast.dismiss();
  toast.success(title, { description });
}

export function notifyError(title: string, description?: string) {
  toast.dismiss();
  toast.error(title, { description });
}
