import {
  nextStatuses,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  type OrderStatus,
} from '@sheesham/shared';

/**
 * The status filter (SPEC §2), exact match on the stored value; '' is every order. SPEC §2's
 * options plus Completed, the last step of the transition table (docs/decisions/013): without it a
 * completed order could only be found under All Orders.
 */
export const STATUS_FILTER_OPTIONS: readonly { value: OrderStatus | ''; label: string }[] = [
  { value: '', label: 'All Orders' },
  ...ORDER_STATUSES.map((value) => ({ value, label: ORDER_STATUS_LABELS[value] })),
];

/**
 * The Change status menu of an order in `current` (docs/decisions/013): the status it has
 * (checked, for orientation) and the next ones the shared transition table allows, in the order
 * they happen. A completed or cancelled order has nothing to offer.
 */
export function statusChoices(current: OrderStatus): { value: OrderStatus; label: string }[] {
  return [current, ...nextStatuses(current)].map((value) => ({
    value,
    label: ORDER_STATUS_LABELS[value],
  }));
}
