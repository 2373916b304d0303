import type { OrderItem } from './orders.ts';

/**
 * SPEC §2: a set line is labelled 'Complete Set'. Written once so that every place that names an
 * order or cart line (cart, staff order form, order pages, order mails, invoices and credit notes)
 * says the same: a set line priced at the set price must never read as the plain product (#24).
 */
export const SET_LINE_LABEL = 'Complete Set';

/** A line's name as printed: "Mehrangarh Sofa (Complete Set)" for a set line, else the name. */
export function orderLineName(line: { name: string; selectedSet: boolean }): string {
  return line.selectedSet ? `${line.name} (${SET_LINE_LABEL})` : line.name;
}

/** orderLineName for an order item as the API sends it. */
export function orderItemName(item: Pick<OrderItem, 'name' | 'selected_set'>): string {
  return orderLineName({ name: item.name, selectedSet: item.selected_set });
}
