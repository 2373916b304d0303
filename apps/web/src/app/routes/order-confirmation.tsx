import { useParams } from 'react-router';
import { RequireSignedIn } from '@/features/auth/require-signed-in';
import { OrderConfirmationPage } from '@/features/order-confirmation/components/order-confirmation-page';

/**
 * /orders/:id/confirmation, signed-in only (the order itself is the owner's or an admin's). The
 * guard sits in this lazy module rather than in router.tsx so it adds nothing to the home page.
 */
export function Component() {
  const { id = '' } = useParams();
  return (
    <RequireSignedIn reason="Please sign in to see your order">
      <OrderConfirmationPage key={id} orderId={id} />
    </RequireSignedIn>
  );
}
