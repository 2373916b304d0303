import { Toaster as Sonner, toast } from 'sonner';

/** One toast visible at a time, gold accent (SPEC §9). Failures use toast.error (destructive). */
export function Toaster() {
  return (
    <Sonner
      visibleToasts={1}
      position="top-center"
      closeButton
      toastOptions={{
        // Our own palette rather than Sonner's rich colours, whose green text fails AA contrast.
        classNames: {
          toast: 'font-sans !bg-card !text-foreground !border-border',
          title: 'font-semibold',
          description: '!text-muted-foreground',
          success: '[&_[data-icon]]:text-success',
          error:
            '!border-destructive/40 [&_[data-title]]:!text-destructive [&_[data-icon]]:text-destructive',
        },
      }}
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
