import type { OrderStatus } from './order-status.ts';

/**
 * The one table of allowed status changes (docs/decisions/013), for admins and customers alike.
 * An order moves forward one step at a time; it can be cancelled only before it is dispatched
 * (the goods are still in the workshop); completed and cancelled are final.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  new: ['processing', 'cancelled'],
  processing: ['dispatched', 'cancelled'],
  dispatched: ['delivered'],
  delivered: ['completed'],
  completed: [],
  cancelled: [],
};

/** The statuses an order in `from` may move to next, in the order they happen. */
export function nextStatuses(from: OrderStatus): readonly OrderStatus[] {
  return ORDER_TRANSITIONS[from];
}

/** Whether `from` → `to` is in the table (staying in the same status is not a transition). */
export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

/** The next status on the forward line (new → … → completed), or null at its end or once cancelled. */
export function nextForward(from: OrderStatus): OrderStatus | null {
  return ORDER_TRANSITIONS[from].find((to) => to !== 'cancelled') ?? null;
}

/** Cancel Order is offered, and accepted, exactly where the table allows 'cancelled'. */
export const isCancellable = (status: OrderStatus) => canTransition(status, 'cancelled');

/** A status with no way out: nothing more can happen to the order. */
export const isFinalStatus = (status: OrderStatus) => ORDER_TRANSITIONS[status].length === 0;
