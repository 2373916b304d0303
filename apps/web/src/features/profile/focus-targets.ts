/** Element ids the order dialogs return focus to when their opening button has gone. */
export const ORDER_HISTORY_HEADING_ID = 'order-history-title';

export function orderCardId(orderId: string): string {
  return `order-${orderId}`;
}
