/** The outbox's kinds as staff read them. */
const KIND_LABELS: Record<string, string> = {
  order_placed: 'Order placed',
  order_paid: 'Order paid',
  order_dispatched: 'Shipped',
  order_delivered: 'Delivered',
  order_cancelled: 'Cancelled',
  refund_issued: 'Refund issued',
  refund_processed: 'Refund processed',
  contact_ack: 'Contact reply',
  staff_new_order: 'Staff: new order',
  staff_contact: 'Staff: new message',
};

export const mailKindLabel = (kind: string) => KIND_LABELS[kind] ?? kind;
