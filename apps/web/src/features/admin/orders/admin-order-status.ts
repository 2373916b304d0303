import { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from '@sheesham/shared';

/**
 * Status names on the admin Orders screen. They are the admin labels of SPEC §4
 * (ORDER_STATUS_LABELS: New, Processing, Shipped for dispatched, Delivered, Cancelled) with one
 * exception: 'completed' reads "Completed" here, not "Delivered".
 *
 * Why: the status filter matches exactly (SPEC §4), and SPEC §2 gives it no Completed option, so a
 * completed order is listed under All Orders only, never under Delivered. A card badged
 * "Delivered" that the Delivered filter leaves out would contradict the filter, and the status
 * dropdown would offer "Delivered" twice (delivered and completed) with no way to tell which is
 * which. The dashboard keeps the spec's completed → Delivered mapping.
 */
export function adminStatusLabel(status: OrderStatus): string {
  return status === 'completed' ? 'Completed' : ORDER_STATUS_LABELS[status];
}

/**
 * The status filter (SPEC §2), exact match on the stored value; '' is every order. It has no
 * Completed option (see above).
 */
export const STATUS_FILTER_OPTIONS: readonly { value: OrderStatus | ''; label: string }[] = [
  { value: '', label: 'All Orders' },
  ...ORDER_STATUSES.filter((value) => value !== 'completed').map((value) => ({
    value,
    label: adminStatusLabel(value),
  })),
];

/** The status dropdown: every stored status, in the order an order moves (SPEC §4: any may be set). */
export const STATUS_CHOICES: readonly { value: OrderStatus; label: string }[] = ORDER_STATUSES.map(
  (value) => ({ value, label: adminStatusLabel(value) }),
);
