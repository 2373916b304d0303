import { formatRupees, MISMATCH_PAYMENT_STATUS, type UnmatchedPayment } from '@sheesham/shared';
import { CircleAlertIcon, TriangleAlertIcon } from 'lucide-react';
import { formatDateTime } from '@/lib/format-date';
import { useUnmatchedPayments } from '../api/unmatched-payments';

const HEADING_ID = 'unmatched-payments-title';
const MISMATCH_HEADING_ID = 'mismatched-payments-title';

/** When the money was taken: captured by the gateway, else verified, else the payment's start. */
const takenAt = (payment: UnmatchedPayment) =>
  payment.captured_at ?? payment.verified_at ?? payment.created_at;

const isMismatch = (payment: UnmatchedPayment) => payment.status === MISMATCH_PAYMENT_STATUS;

/** What a mismatching capture reported: ₹ for rupees, else the figure and its currency code. */
function receivedMoney(payment: UnmatchedPayment): string {
  if (payment.received_amount === null) return 'no amount';
  if (payment.received_currency === 'INR') return formatRupees(payment.received_amount);
  return `${payment.received_amount.toFixed(2)} ${payment.received_currency ?? '(no currency)'}`;
}

/** The alert's two lists, each shown only when it has payments; titles: one, several. */
const GROUPS = [
  {
    headingId: HEADING_ID,
    includes: (payment: UnmatchedPayment) => !isMismatch(payment),
    titles: ['payment was taken without an order', 'payments were taken without an order'],
    advice:
      'The customer paid, but no order was created. Refund the payment in the Razorpay dashboard, or contact the customer and place the order for them.',
  },
  {
    headingId: MISMATCH_HEADING_ID,
    includes: isMismatch,
    titles: ['capture did not match its payment', 'captures did not match their payments'],
    advice:
      'The gateway reported another amount or currency than the customer was asked to pay, so these payments do not count as paid. Check each one in the Razorpay dashboard before you refund it or contact the customer.',
  },
];

/**
 * Issue #4: make it obvious when a payment was captured but has no order. Shown above the orders
 * only when there is such a payment (docs/decisions/008): the shopper paid, then the tab closed or
 * the stock ran out before the order was placed. Issue #12: the same box lists captures whose
 * amount or currency did not match the payment (docs/decisions/014); those never count as paid.
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
  const groups = GROUPS.map(({ headingId, includes, titles, advice }) => {
    const listed = payments.filter(includes);
    const title = `${listed.length} ${titles[listed.length === 1 ? 0 : 1]}`;
    return { headingId, title, advice, payments: listed };
  }).filter((group) => group.payments.length > 0);
  return (
    <section
      className="space-y-5 rounded-xl border-2 border-destructive/40 bg-red-50 p-4 text-red-950 sm:p-5"
      aria-labelledby={groups[0]?.headingId}
      data-testid="unmatched-payments"
    >
      {groups.map((group) => (
        <PaymentGroup key={group.headingId} {...group} />
      ))}
    </section>
  );
}

function PaymentGroup(props: {
  headingId: string;
  title: string;
  advice: string;
  payments: UnmatchedPayment[];
}) {
  return (
    <div>
      <div className="flex gap-3">
        <TriangleAlertIcon className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden="true" />
        <div className="min-w-0 flex-1 space-y-1">
          <h2 id={props.headingId} className="font-semibold">
            {props.title}
          </h2>
          <p className="text-sm">{props.advice}</p>
        </div>
      </div>
      <ul className="mt-4 space-y-2">
        {props.payments.map((payment) => (
          <UnmatchedPaymentRow key={payment.id} payment={payment} />
        ))}
      </ul>
    </div>
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
        {isMismatch(payment) ? (
          <>
            <dt className="text-muted-foreground">Captured</dt>
            <dd className="font-semibold text-destructive">{receivedMoney(payment)}</dd>
          </>
        ) : null}
        {payment.order_id ? (
          <>
            <dt className="text-muted-foreground">Used by order</dt>
            <dd className="font-mono text-xs break-all">{payment.order_id}</dd>
          </>
        ) : null}
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
