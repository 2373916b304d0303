import { RequireSignedIn } from '@/features/auth/require-signed-in';
import { CheckoutScreen } from '@/features/checkout/components/checkout-screen';

/**
 * /checkout, signed-in only. The guard sits in this lazy module rather than in router.tsx so it
 * adds nothing to the home page's JS budget.
 */
export function Component() {
  return (
    <RequireSignedIn reason="Please sign in to checkout">
      <CheckoutScreen />
    </RequireSignedIn>
  );
}
