import { formatRupees, type MissingRefund } from '@sheesham/shared';
import { TriangleAlertIcon } from 'lucide-react';
import { useMissingRefunds } from '../api/missing-refunds';

const HEADING_ID = 'missing-refunds-title';

/**
 * Issue #12: no order may end cancelled and paid without its money on the way back. Lists
 * cancelled orders paid online whose payment is not wholly covered by pending or processed
 * refunds (never refunded, or the gateway failed the refund), above the orders. Nothing when
 * there are none.
 */
export function MissingRefundsAlert() {
  const { data: orders } = useMissingRefunds();
  if (!orders || orders.length === 0) return null;
  const title =
    orders.length === 1
      ? '1 cancelled order was paid but not refunded'
      : `${orders.length} cancelled orders were paid but not refunded`;
  return (
    <section
      aria-labelledby={HEADING_ID}
      data-testid="missing-refunds"
      className="space-y-4 rounded-xl border-2 border-destructive/40 bg-red-50 p-4 text-red-950 sm:p-5"
    >
      <div className="flex gap-3">
        <TriangleAlertIcon className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden="true" />
        <div className="min-w-0 flex-1 space-y-1">
          <h2 id={HEADING_ID} className="font-semibold">
            {title}
          </h2>
          <p className="text-sm">
            Open the order and refund what is left with its Refund form, or check the refund in the
            Razorpay dashboard.
          </p>
        </div>
      </div>
      <ul className="space-y-2">
        {orders.map((order) => (
          <MissingRefundRow key={order.order_id} order={order} />
        ))}
      </ul>
    </section>
  );
}

function MissingRefundRow({ order }: { order: MissingRefund }) {
  return (
    <li
      data-testid="missing-refund"
      className="grid gap-x-6 gap-y-1 rounded-lg border border-destructive/20 bg-card p-3 text-sm text-foreground sm:grid-cols-[7rem_minmax(0,1fr)_auto]"
    >
      <p className="text-base font-semibold lining-nums">#{order.order_number}</p>
      <p className="min-w-0">
        <span className="block">{order.customer_name}</span>
        <span className="block break-words text-muted-foreground">{order.email}</span>
      </p>
      <p className="sm:text-right">
        <span className="block font-semibold tabular-nums">
          {formatRupees(order.paid - order.refunded)} owed
        </span>
        <span className="block text-muted-foreground">of {formatRupees(order.paid)} paid</span>
      </p>
    </li>
  );
}
