import { CircleAlertIcon, SearchXIcon } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { ButtonLink } from '@/components/ui/button-link';
import { Spinner } from '@/components/ui/spinner';
import { ApiRequestError } from '@/lib/api-client';
import { storeSettings } from '@/lib/store-settings';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useOrder } from '../api/order';
import { OrderConfirmation } from './order-confirmation';

/** 404 (not yours, or no such order) or 403: the same answer, so it tells nothing about others. */
function isNotAllowed(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 404 || error.status === 403);
}

/**
 * /orders/:id/confirmation, where checkout lands: the order as the server has it (GET /orders/:id
 * answers only its owner or an admin), or a plain "not found" for anyone else.
 */
export function OrderConfirmationPage({ orderId }: { orderId: string }) {
  const order = useOrder(orderId);
  const notAllowed = order.isError && isNotAllowed(order.error);
  useDocumentTitle(
    order.data
      ? `Order #${order.data.number} confirmed | ${storeSettings.name}`
      : notAllowed
        ? `Order not found | ${storeSettings.name}`
        : undefined,
  );

  if (order.data) return <OrderConfirmation order={order.data} />;
  if (order.isPending) {
    return (
      <div
        role="status"
        className="flex min-h-[50vh] items-center justify-center gap-3 px-4 text-center"
      >
        <Spinner className="size-6" />
        <span className="text-muted-foreground">Loading your order...</span>
      </div>
    );
  }
  return (
    <div role="alert" data-testid={notAllowed ? 'order-not-allowed' : 'order-load-failed'}>
      <EmptyState
        page
        icon={notAllowed ? SearchXIcon : CircleAlertIcon}
        title={notAllowed ? 'Order not found' : 'Failed to load the order'}
        text={
          notAllowed
            ? 'This order does not exist or belongs to another account. Your own orders are in your profile.'
            : 'Please check your connection and reload the page. Your order is in your profile.'
        }
      >
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink to="/products" variant="outline">
            Continue shopping
          </ButtonLink>
          <ButtonLink to="/profile" variant="gold">
            View your orders
          </ButtonLink>
        </div>
      </EmptyState>
    </div>
  );
}
