import { RequireSignedIn } from '@/features/auth/require-signed-in';
import { ClaimOrdersPage } from '@/features/profile/components/claim-orders-page';

/** /claim-orders?token=…, signed-in only: the link mailed to join showroom orders (decision 023). */
export function Component() {
  return (
    <RequireSignedIn reason="Please sign in to add your showroom orders to your account">
      <ClaimOrdersPage />
    </RequireSignedIn>
  );
}
