import type { OrderMailSource } from '../../modules/mail/index.ts';
import { readOrder } from '../../modules/orders/index.ts';
import { toOrderMailData } from './order-mail-data.ts';

/**
 * How the mail module reads an order for the mails stored by reference to it (the order placed
 * and the staff's new-order mail, decision 047): the order as read, mapped as at checkout. Those
 * mails show what does not change after placing (lines as charged, total, buyer, address), so
 * rendering them when sent gives the mail the order had when it was placed.
 */
export const orderMailSource: OrderMailSource = async (orderId, { db }) =>
  toOrderMailData(await readOrder(db, orderId));
