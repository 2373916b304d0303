import type { CartItem, OrderLineInput } from '@sheesham/shared';

/** The cart as order lines: ids, quantities and the set flag only; the server sets every price. */
export function orderLines(items: readonly CartItem[]): OrderLineInput[] {
  return items.map((item) => ({
    product_id: item.id,
    quantity: item.quantity,
    selected_set: item.selectedSet,
  }));
}
