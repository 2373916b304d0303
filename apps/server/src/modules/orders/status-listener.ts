import type { OrderStatus } from '@sheesham/shared';
import type { Database } from '../../db/types.ts';

/**
 * What another part of the app does when an order's status changes, without this module
 * importing it (the order mails live in a flow that imports orders, not the other way round).
 */
export interface OrderStatusListener {
  /** Inside the change's transaction, after the history row: a write here commits with it. */
  changed(tx: Database, change: { orderId: string; to: OrderStatus }): Promise<void>;
  /** After that transaction committed. */
  committed(): void;
}
