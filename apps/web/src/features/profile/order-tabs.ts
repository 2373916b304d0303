import { customerOrderStage, type Order } from '@sheesham/shared';

/**
 * The Order History tabs (SPEC §2). A tab other than All shows the orders whose customer stage
 * matches; cancelled orders have no tab and appear under All only (docs/decisions/006).
 */
export const ORDER_TABS = ['All', 'Delivered', 'Shipped', 'Processing'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

export function ordersForTab<T extends Pick<Order, 'status'>>(
  orders: readonly T[],
  tab: OrderTab,
): T[] {
  if (tab === 'All') return [...orders];
  return orders.filter((order) => customerOrderStage(order.status) === tab);
}
