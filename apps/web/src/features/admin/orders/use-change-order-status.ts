import {
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  type Order,
  type OrderStatus,
} from '@sheesham/shared';
import { notify, notifyError } from '@/components/ui/toaster';
import { ApiRequestError } from '@/lib/api-client';
import { useUpdateOrderStatus } from './api/update-order-status';

const FAILED = 'Failed to update order status';

/** The status a 409 says the order has now (docs/decisions/013), or null. */
function currentStatusOf(error: ApiRequestError): OrderStatus | null {
  const current = error.fields?.current_status;
  return ORDER_STATUSES.find((status) => status === current) ?? null;
}

/**
 * The toast's text for a failure. A change the order has moved past (409 with its current
 * status): what it is now, and that the list was reloaded to show it. Another refusal the server
 * explained: its reason. Anything else: SPEC §8's text.
 */
function failureDescription(error: unknown): string {
  if (!(error instanceof ApiRequestError)) return FAILED;
  const current = error.status === 409 ? currentStatusOf(error) : null;
  if (current) {
    return `This order is now ${ORDER_STATUS_LABELS[current]}. The orders have been reloaded.`;
  }
  const explained = error.code !== 'http_error' && error.status >= 400 && error.status < 500;
  return explained && error.message ? error.message : FAILED;
}

/**
 * One order's status control: sends the change, based on the status shown, and tells the outcome
 * with SPEC §8's toasts ('Success' / 'Order status updated to {status}', 'Error' / 'Failed to
 * update order status' or the reason), then the list reloads. While the change is on its way the
 * control shows the chosen status.
 */
export function useChangeOrderStatus(order: Pick<Order, 'id' | 'status'>) {
  const mutation = useUpdateOrderStatus({
    onSuccess: (updated, { status }) => {
      if (updated) notify('Success', `Order status updated to ${ORDER_STATUS_LABELS[status]}`);
      // false: the order no longer exists (the reload drops it).
      else notifyError('Error', FAILED);
    },
    onError: (error) => notifyError('Error', failureDescription(error)),
  });
  const shown: OrderStatus =
    mutation.isPending && mutation.variables ? mutation.variables.status : order.status;
  const change = (status: OrderStatus) => {
    if (status !== order.status) {
      mutation.mutate({ orderId: order.id, status, expected: order.status });
    }
  };
  return { shown, change, pending: mutation.isPending };
}
