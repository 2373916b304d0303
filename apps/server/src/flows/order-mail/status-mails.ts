import type { OrderStatus } from '@sheesham/shared';
import type { OrderUpdate, ShopMail } from '../../modules/mail/index.ts';
import { type OrderStatusListener, readOrder } from '../../modules/orders/index.ts';
import { toOrderMailData } from './order-mail-data.ts';

const MAILED: Partial<Record<OrderStatus, OrderUpdate>> = {
  dispatched: 'dispatched',
  delivered: 'delivered',
  cancelled: 'cancelled',
};

/**
 * The orders module's status listener that writes the customer's Shipped, Delivered and
 * Cancelled mails in the status change's own transaction, and wakes the worker after it commits.
 */
export function orderStatusMails(shopMail: ShopMail): OrderStatusListener {
  return {
    async changed(tx, { orderId, to }) {
      const update = MAILED[to];
      if (!update) return;
      const order = await readOrder(tx, orderId);
      await shopMail.orderUpdated(tx, toOrderMailData(order), update);
    },
    committed: () => shopMail.wake(),
  };
}
