import { CircleAlertIcon } from 'lucide-react';

/** Shown while any part of the dashboard is computed locally after a failed call (SPEC §7). */
export function FallbackNotice() {
  return (
    <p
      role="status"
      className="flex items-start gap-2 rounded-lg border border-destructive/30 bg-red-50 px-4 py-3 text-sm text-destructive"
    >
      <CircleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      Some figures could not be loaded from the server. They are computed from the orders, products
      and customers that could be loaded, and their growth figures are estimates.
    </p>
  );
}
