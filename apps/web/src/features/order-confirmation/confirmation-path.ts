/** The confirmation page of one order; router.tsx declares the same pattern. */
export const ORDER_CONFIRMATION_ROUTE = 'orders/:id/confirmation';

export function orderConfirmationPath(orderId: string): string {
  return `/orders/${encodeURIComponent(orderId)}/confirmation`;
}
