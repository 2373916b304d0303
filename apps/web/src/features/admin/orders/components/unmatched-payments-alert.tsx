import { formatRupees, type UnmatchedPayment } from '@sheesham/shared';
import { CircleAlertIcon, TriangleAlertIcon } from 'lucide-react';
import { formatDateTime } from '@/lib/format-date';
import { useUnmatchedPayments } from '../api/unmatched-payments';

const HEADING_ID = 'unmatched-payments-title';

/** When the money was taken: captured by the gateway, else verified, else the payment's start. */
const takenAt = (payment: UnmatchedPayment) =>
  payment.captured_at ?? payment.verified_at ?? payment.created_at;

/**
 * Issue #4: make it obvious when a payment was captured but has no order. Shown above the orders
 * only when there is such a payment (docs/decisions/008): the shopper paid, then the tab closed or
 * the stock ran out before the order was placed.
 */
export function UnmatchedPaymentsAlert() {
  const { data: payments, isError } = useUnmatchedPayments();
  if (isError) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <CircleAlertIcon className="size-4 shrink-0" aria-hidden="true" />
        Could not check for payments without an order. Reload the page to try again.
      </p>
    );
  }
  if (!payments || payments.length === 0) return null;
  const count = payments.length;
  return (
    <section
      className="rounded-xl border-2 border-destructive/40 bg-red-50 p-4 text-red-950 sm:p-5"
      aria-labelledby={HEADING_ID}
      data-testid="unmatched-payments"
    >
      <div className="flex gap-3">
        <TriangleAlertIcon className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden="true" />
        <div className="min-w-0 flex-1 space-y-1">
          <h2 id={HEADING_ID} className="font-semibold">
            {count === 1
              ? '1 payment was taken without an order'
              : `${count} payments were taken without an order`}
          </h2>
          <p className="text-sm">
            The customer paid, but no order was created. Refund the payment in the Razorpay
            dashboard, or contact the customer and place the order for them.
          </p>
        </div>
      </div>
      <ul className="mt-4 space-y-2">
        {payments.map((payment) => (
          <UnmatchedPaymentRow key={payment.id} payment={payment} />
        ))}
      </ul>
    </section>
  );
}

function UnmatchedPaymentRow({ payment }: { payment: UnmatchedPayment }) {
  const at = takenAt(payment);
  return (
    <li
      data-testid="unmatched-payment"
      className="grid gap-x-6 gap-y-1 rounded-lg border border-destructive/20 bg-card p-3 text-sm text-foreground sm:grid-cols-[7rem_minmax(0,1fr)_auto]"
    >
      <p className="text-base font-semibold tabular-nums">{formatRupees(payment.amount)}</p>
      <dl className="grid min-w-0 grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5">
        <dt className="text-muted-foreground">Payment ID</dt>
        <dd className="font-mono text-xs break-all">{payment.gateway_payment_id ?? payment.id}</dd>
        <dt className="text-muted-foreground">Gateway order</dt>
        <dd className="font-mono text-xs break-all">{payment.gateway_order_id}</dd>
        <dt className="text-muted-foreground">Customer</dt>
        <dd className="min-w-0">
          {payment.user_name ? <span className="block">{payment.user_name}</span> : null}
          <span className="block break-words">{payment.user_email}</span>
        </dd>
      </dl>
      <p className="text-muted-foreground sm:text-right">
        <time dateTime={at}>{formatDateTime(at)}</time>
        {payment.gateway === 'sandbox' ? <span className="block text-xs">Sandbox</span> : null}
      </p>
    </li>
  );
}
