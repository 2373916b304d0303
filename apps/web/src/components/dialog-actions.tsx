import type { ComponentProps, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { DialogClose } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';

type DialogActionsProps = ComponentProps<typeof Button> & {
  /** The button that backs out and closes the dialog: 'Cancel', 'Keep editing'... */
  back: ReactNode;
  /** Extra props of the back-out button. It is type="button": inside a form it never submits. */
  backProps?: ComponentProps<typeof Button>;
  /** The main action is running: it shows a spinner (and is disabled unless told otherwise). */
  busy: boolean;
  footerClassName?: string;
};

/** A dialog's footer: the back-out button, then the main action; stacked on phones, main on top. */
export function DialogActions({
  back,
  backProps,
  busy,
  footerClassName,
  disabled = busy,
  children,
  ...action
}: DialogActionsProps) {
  return (
    <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', footerClassName)}>
      <DialogClose asChild>
        <Button variant="outline" type="button" {...backProps}>
          {back}
        </Button>
      </DialogClose>
      <Button disabled={disabled} {...action}>
        {busy && <Spinner className="size-4 text-current" />}
        {children}
      </Button>
    </div>
  );
}
