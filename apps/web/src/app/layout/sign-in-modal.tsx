import { PanelDialog } from '@/components/panel-dialog';
import { DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { clerkPublishableKey } from '@/features/auth/clerk/clerk-mode';
import { ClerkSignInPanel } from '@/features/auth/clerk/clerk-sign-in-panel';
import { AuthTabs } from '@/features/auth/components/auth-tabs';
import type { LazyPanelProps } from '@/lib/lazy-on-open';
import { BrandMark } from './brand-logo';

/** The header's Sign In modal, loaded when first opened: the same tabs as the /auth screen. */
export function SignInModal(panel: LazyPanelProps) {
  return (
    <PanelDialog {...panel} className="max-w-md gap-0 p-6 sm:p-8">
      <div className="mb-6 flex flex-col items-center text-center">
        <BrandMark className="size-11" />
        <DialogTitle className="mt-4 text-2xl text-primary">Welcome to Sheesham</DialogTitle>
        <DialogDescription className="mt-1.5">
          Sign in or create an account to shop, check out and track your orders.
        </DialogDescription>
      </div>
      {clerkPublishableKey() ? (
        <ClerkSignInPanel />
      ) : (
        <AuthTabs onSignedIn={() => panel.onOpenChange(false)} />
      )}
    </PanelDialog>
  );
}
