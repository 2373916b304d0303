/** Order status values the server stores and sends (SPEC §4). */
export const ORDER_STATUSES = [
  'new',
  'processing',
  'dispatched',
  'delivered',
  'completed',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** What a storefront checkout may choose. */
export const PAYMENT_METHODS = ['cod', 'gateway'] as const;
export type CheckoutPaymentMethod = (typeof PAYMENT_METHODS)[number];
/** What an order may have been paid with: the checkout's two, or at the showroom (staff orders). */
export const ORDER_PAYMENT_METHODS = ['cod', 'gateway', 'showroom'] as const;
export type PaymentMethod = (typeof ORDER_PAYMENT_METHODS)[number];

export const PAYMENT_STATUSES = [
  'pending',
  'paid',
  'failed',
  'partially_refunded',
  'refunded',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * The one label set (docs/decisions/013): the word admin and customer both see for a status, on
 * badges, the status menu, toasts and the tracking timeline. SPEC §4's admin labels, with
 * 'dispatched' reading Shipped; 'completed', which SPEC §4 leaves unlabelled, reads Completed.
 */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  new: 'New',
  processing: 'Processing',
  dispatched: 'Shipped',
  delivered: 'Delivered',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/**
 * The profile's history tabs (SPEC §2) group statuses (docs/decisions/006): an order not yet
 * shipped is under Processing, a delivered or completed one under Delivered. Cancelled has no tab.
 */
export type CustomerOrderStage = 'Processing' | 'Shipped' | 'Delivered' | 'Cancelled';

export function customerOrderStage(status: OrderStatus): CustomerOrderStage {
  switch (status) {
    case 'new':
    case 'processing':
      return 'Processing';
    case 'dispatched':
      return 'Shipped';
    case 'delivered':
    case 'completed':
      return 'Delivered';
    case 'cancelled':
      return 'Cancelled';
  }
}

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: 'Pending',
  paid: 'Paid',
  failed: 'Failed',
  partially_refunded: 'Partially refunded',
  refunded: 'Refunded',
};

/** The checkout's names for the two methods (SPEC §2), wherever an order shows how it was paid. */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cod: 'Cash on Delivery',
  gateway: 'Online Payment',
  showroom: 'Paid at showroom',
};
