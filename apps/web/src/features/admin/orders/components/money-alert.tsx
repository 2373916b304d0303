import { TriangleAlertIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/*
 * The pieces the orders view's money alerts share (a cancelled order paid but not refunded; a
 * payment or refund event that matched nothing), so staff read them as one kind of warning.
 */

/** The alert's red box; each alert adds its own spacing. */
export const MONEY_ALERT_CLASS =
  'rounded-xl border-2 border-destructive/40 bg-red-50 p-4 text-red-950 sm:p-5';

/** One listed order or payment: its amount or number, who, and the money, on one row when wide. */
export const MONEY_ALERT_ROW_CLASS =
  'grid gap-x-6 gap-y-1 rounded-lg border border-destructive/20 bg-card p-3 text-sm text-foreground sm:grid-cols-[7rem_minmax(0,1fr)_auto]';

/** The warning icon, the heading (its id names the alert) and what staff should do. */
export function MoneyAlertHeading({
  id,
  title,
  advice,
}: {
  id: string;
  title: ReactNode;
  advice: ReactNode;
}) {
  return (
    <div className="flex gap-3">
      <TriangleAlertIcon className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden="true" />
      <div className="min-w-0 flex-1 space-y-1">
        <h2 id={id} className="font-semibold">
          {title}
        </h2>
        <p className="text-sm">{advice}</p>
      </div>
    </div>
  );
}
