import { XIcon } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type * as React from 'react';
import { cn } from '@/lib/utils';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export function DialogContent({
  className,
  children,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Content>) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50 data-[state=open]:animate-fade-in data-[state=closed]:animate-fade-out" />
      <DialogPrimitive.Content
        // One column that may shrink below its content (minmax(0, 1fr)): a long unbroken e-mail in
        // a dialog ellipsises instead of widening the dialog past a phone's screen.
        className={cn(
          'fixed top-1/2 left-1/2 z-50 grid max-h-[90vh] grid-cols-[minmax(0,1fr)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-xl border bg-card p-6 shadow-2xl',
          className,
        )}
        {...props}
      >
        {children}
        <DialogPrimitive.Close className="absolute top-4 right-4 rounded-sm p-1 opacity-70 hover:opacity-100">
          <XIcon className="size-5" aria-hidden="true" />
          <span className="sr-only">Close</span>
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

interface DialogHeaderProps {
  title: React.ReactNode;
  /** The line under the title, which the dialog is described by. */
  description: React.ReactNode;
  className?: string;
  titleClassName?: string;
  descriptionClassName?: string;
  /** What stands under the line (a status badge). */
  children?: React.ReactNode;
}

/**
 * A dialog's title with its line under it, kept clear of the close button that DialogContent
 * places in the top right corner.
 */
export function DialogHeader({
  title,
  description,
  className,
  titleClassName,
  descriptionClassName,
  children,
}: DialogHeaderProps) {
  return (
    <div className={cn('space-y-1 pr-8', className)}>
      <DialogTitle className={titleClassName}>{title}</DialogTitle>
      <DialogDescription className={descriptionClassName}>{description}</DialogDescription>
      {children}
    </div>
  );
}

export function DialogTitle({
  className,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      className={cn('font-serif text-xl font-semibold', className)}
      {...props}
    />
  );
}

export function DialogDescription({
  className,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}
