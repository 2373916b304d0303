import type { Order } from '@sheesham/shared';

/**
 * The order's recorded status changes, oldest first. An order sent without its history (older
 * answers) still has one entry: its status since it was placed.
 */
export function recordedHistory(
  order: Pick<Order, 'status' | 'created_at' | 'history'>,
): Order['history'] {
  return order.history.length > 0
    ? order.history
    : [{ status: order.status, at: order.created_at }];
}
