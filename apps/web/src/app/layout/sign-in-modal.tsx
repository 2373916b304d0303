import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@/components/ui/dialog';
import type { LazyPanelProps } from '@/lib/lazy-on-open';
import { returnFocusTo } from '@/lib/return-focus';

/**
 * The Sign In modal, loaded when first opened. Accounts arrive with issue #3, which replaces this
 * content with the real forms; until then the modal says so honestly.
 */
export function SignInModal({ open, onOpenChange, triggerRef }: LazyPanelProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md" onCloseAutoFocus={returnFocusTo(triggerRef)}>
        <DialogTitle>Sign In</DialogTitle>
        <DialogDescription className="text-base leading-relaxed">
          Customer accounts open soon. Until then you can browse the whole collection and keep
          pieces in your cart without signing in.
        </DialogDescription>
        <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline">Close</Button>
          </DialogClose>
          <DialogClose asChild>
            <ButtonLink to="/products" variant="gold">
              Browse Products
            </ButtonLink>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
