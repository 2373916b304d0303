import { LockKeyholeIcon } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button-link';
import type { AuthRedirectState } from '@/features/auth/redirect-target';
import { CheckoutNotice } from './checkout-notice';

const backToCheckout: AuthRedirectState = { from: '/checkout' };

/** SPEC §2 'Please sign in to checkout' (the route guard normally sends visitors to /auth first). */
export function SignedOutCheckout() {
  return (
    <CheckoutNotice
      icon={LockKeyholeIcon}
      title="Please sign in to checkout"
      text="Your delivery details and orders are kept with your account."
      action={
        <ButtonLink to="/auth" state={backToCheckout} variant="gold" size="lg">
          Sign In
        </ButtonLink>
      }
    />
  );
}
