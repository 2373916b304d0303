/** How an order came in and how it is handed over and paid (docs/decisions/023-staff-orders.md). */

/** Where an order came from: the storefront, or staff at the showroom or on the phone. */
export const ORDER_CHANNELS = ['online', 'showroom', 'phone'] as const;
export type OrderChannel = (typeof ORDER_CHANNELS)[number];
export const STAFF_ORDER_CHANNELS = ['showroom', 'phone'] as const;

export const ORDER_CHANNEL_LABELS: Record<OrderChannel, string> = {
  online: 'Online',
  showroom: 'Showroom',
  phone: 'Phone',
};

/** How the goods reach the customer: delivered to an address, or collected at the showroom. */
export const FULFILMENTS = ['delivery', 'collect'] as const;
export type Fulfilment = (typeof FULFILMENTS)[number];
export const COLLECTED_AT_SHOWROOM = 'Collected at the showroom';

/** How money was taken at the counter when an order is "paid at the showroom". */
export const SHOWROOM_PAYMENT_MODES = ['cash', 'card', 'upi'] as const;
export type ShowroomPaymentMode = (typeof SHOWROOM_PAYMENT_MODES)[number];
export const SHOWROOM_PAYMENT_MODE_LABELS: Record<ShowroomPaymentMode, string> = {
  cash: 'Cash',
  card: 'Card',
  upi: 'UPI',
};
