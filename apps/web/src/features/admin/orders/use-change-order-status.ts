import type { Order, OrderStatus } from '@sheesham/shared';
import { notify, notifyError } from '@/components/ui/toaster';
import { ApiRequestError } from '@/lib/api-client';
import { adminStatusLabel } from './admin-order-status';
import { useUpdateOrderStatus } from './api/update-order-status';

const FAILED = 'Failed to update order status';

/** The server's reason for a refusal it explained (409 'Only 0 left of …'); SPEC §8's text else. */
function failureDescription(error: unknown): string {
  const explained =
    error instanceof ApiRequestError &&
    error.code !== 'http_error' &&
    error.status >= 400 &&
    error.status < 500;
  return explained && error.message ? error.message : FAILED;
}

/**
 * One order's status control: sends the change and tells the outcome with SPEC §8's toasts
 * ('Success' / 'Order status updated to {status}', 'Error' / 'Failed to update order status'),
 * then the list reloads. While the change is on its way the control shows the chosen status.
 */
export function useChangeOrderStatus(order: Pick<Order, 'id' | 'status'>) {
  const mutation = useUpdateOrderStatus({
    onSuccess: (updated, { status }) => {
      if (updated) notify('Success', `Order status updated to ${adminStatusLabel(status)}`);
      // false: the order no longer exists (the reload drops it).
      else notifyError('Error', FAILED);
    },
    onError: (error) => notifyError('Error', failureDescription(error)),
  });
  const shown: OrderStatus =
    mutation.isPending && mutation.variables ? mutation.variables.status : order.status;
  const change = (status: OrderStatus) => {
    if (status !== order.status) mutation.mutate({ orderId: order.id, status });
  };
  return { shown, change, pending: mutation.isPending };
}
