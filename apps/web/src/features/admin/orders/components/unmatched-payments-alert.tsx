import {
  formatRupees,
  MISMATCH_PAYMENT_STATUS,
  type MismatchedRefund,
  type UnmatchedPayment,
} from '@sheesham/shared';
import { CircleAlertIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatDateTime } from '@/lib/format-date';
import { cn } from '@/lib/utils';
import { useMismatchedRefunds } from '../api/mismatched-refunds';
import { useUnmatchedPayments } from '../api/unmatched-payments';
import { otherPaymentReported, reportedMoney } from '../reported-money';
import { MONEY_ALERT_CLASS, MONEY_ALERT_ROW_CLASS, MoneyAlertHeading } from './money-alert';

/** When the money was taken: captured by the gateway, else verified, else the payment's start. */
const takenAt = (payment: UnmatchedPayment) =>
  payment.captured_at ?? payment.verified_at ?? payment.created_at;

const isMismatch = (payment: UnmatchedPayment) => payment.status === MISMATCH_PAYMENT_STATUS;

/** One list of the alert: its heading's title for one and for several, and what to do. */
interface GroupText {
  headingId: string;
  titles: [one: string, several: string];
  advice: string;
}

const WITHOUT_ORDER: GroupText = {
  headingId: 'unmatched-payments-title',
  titles: ['payment was taken without an order', 'payments were taken without an order'],
  advice:
    'The customer paid, but no order was created. Refund the payment in the Razorpay dashboard, or contact the customer and place the order for them.',
};

const CAPTURE_MISMATCH: GroupText = {
  headingId: 'mismatched-payments-title',
  titles: ['capture did not match its payment', 'captures did not match their payments'],
  advice:
    'The gateway reported another amount or currency than the customer was asked to pay, so these payments do not count as paid. Check each one in the Razorpay dashboard before you refund it or contact the customer.',
};

const REFUND_MISMATCH: GroupText = {
  headingId: 'mismatched-refunds-title',
  titles: ['refund event did not match its refund', 'refund events did not match their refunds'],
  advice:
    'The gateway reported a refund of another amount, currency or payment than the refund the shop asked for, so the refund stays pending. Check it in the Razorpay dashboard.',
};

/**
 * Issue #4: make it obvious when a payment was captured but has no order. Shown above the orders
 * only when there is such a payment (docs/decisions/008): the shopper paid, then the tab closed or
 * the stock ran out before the order was placed. Issue #12: the same box lists captures whose
 * amount or currency did not match the payment (docs/decisions/014); those never count as paid.
 * Issue #24: and pending refunds a signed refund event contradicted (docs/decisions/017).
 */
export function UnmatchedPaymentsAlert() {
  const payments = useUnmatchedPayments();
  const refunds = useMismatchedRefunds();
  const paymentList = payments.data ?? [];
  const refundList = refunds.data ?? [];
  const groups = [
    { ...WITHOUT_ORDER, rows: paymentList.filter((p) => !isMismatch(p)).map(paymentRow) },
    { ...CAPTURE_MISMATCH, rows: paymentList.filter(isMismatch).map(paymentRow) },
    { ...REFUND_MISMATCH, rows: refundList.map(refundRow) },
  ].filter((group) => group.rows.length > 0);
  return (
    <>
      {payments.isError ? (
        <CheckFailed>Could not check for payments without an order.</CheckFailed>
      ) : null}
      {refunds.isError ? (
        <CheckFailed>
          Could not check for refund events that did not match their refund.
        </CheckFailed>
      ) : null}
      {groups.length > 0 ? (
        <section
          className={cn('space-y-5', MONEY_ALERT_CLASS)}
          aria-labelledby={groups[0]?.headingId}
          data-testid="unmatched-payments"
        >
          {groups.map((group) => (
            <AlertGroup key={group.headingId} {...group} />
          ))}
        </section>
      ) : null}
    </>
  );
}

/** A check that failed says so, instead of implying all is well. */
function CheckFailed({ children }: { children: ReactNode }) {
  return (
    <p className="flex items-center gap-2 text-sm text-muted-foreground">
      <CircleAlertIcon className="size-4 shrink-0" aria-hidden="true" />
      {children} Reload the page to try again.
    </p>
  );
}

function AlertGroup({ headingId, titles, advice, rows }: GroupText & { rows: ReactNode[] }) {
  return (
    <div>
      <MoneyAlertHeading
        id={headingId}
        title={`${rows.length} ${titles[rows.length === 1 ? 0 : 1]}`}
        advice={advice}
      />
      <ul className="mt-4 space-y-2">{rows}</ul>
    </div>
  );
}

/** Who the money belongs to: name (when known) over e-mail. */
function Customer({ name, email }: { name: string; email: string }) {
  return (
    <>
      <dt className="text-muted-foreground">Customer</dt>
      <dd className="min-w-0">
        {name ? <span className="block">{name}</span> : null}
        <span className="block break-words">{email}</span>
      </dd>
    </>
  );
}

function paymentRow(payment: UnmatchedPayment) {
  const at = takenAt(payment);
  return (
    <li key={payment.id} data-testid="unmatched-payment" className={MONEY_ALERT_ROW_CLASS}>
      <p className="text-base font-semibold tabular-nums">{formatRupees(payment.amount)}</p>
      <dl className="grid min-w-0 grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5">
        <dt className="text-muted-foreground">Payment ID</dt>
        <dd className="font-mono text-xs break-all">{payment.gateway_payment_id ?? payment.id}</dd>
        <dt className="text-muted-foreground">Gateway order</dt>
        <dd className="font-mono text-xs break-all">{payment.gateway_order_id}</dd>
        {isMismatch(payment) ? (
          <>
            <dt className="text-muted-foreground">Captured</dt>
            <dd className="font-semibold text-destructive">
              {reportedMoney(payment.received_amount, payment.received_currency)}
            </dd>
          </>
        ) : null}
        {payment.order_id ? (
          <>
            <dt className="text-muted-foreground">Used by order</dt>
            <dd className="font-mono text-xs break-all">{payment.order_id}</dd>
          </>
        ) : null}
        <Customer name={payment.user_name} email={payment.user_email} />
      </dl>
      <p className="text-muted-foreground sm:text-right">
        <time dateTime={at}>{formatDateTime(at)}</time>
        {payment.gateway === 'sandbox' ? <span className="block text-xs">Sandbox</span> : null}
      </p>
    </li>
  );
}

/** The refund the shop asked for (its amount first), beside what the gateway reported. */
function refundRow(refund: MismatchedRefund) {
  const otherPayment = otherPaymentReported(refund);
  return (
    <li key={refund.refund_id} data-testid="mismatched-refund" className={MONEY_ALERT_ROW_CLASS}>
      <p className="text-base font-semibold tabular-nums">
        {formatRupees(refund.amount)}
        <span className="block text-xs font-normal text-muted-foreground">refund asked</span>
      </p>
      <dl className="grid min-w-0 grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5">
        <dt className="text-muted-foreground">Reported</dt>
        <dd className="font-semibold text-destructive">
          {reportedMoney(refund.reported_amount, refund.reported_currency)}
        </dd>
        {otherPayment === null ? null : (
          <>
            <dt className="text-muted-foreground">Reported payment</dt>
            <dd className="font-mono text-xs font-semibold break-all text-destructive">
              {otherPayment}
            </dd>
          </>
        )}
        <dt className="text-muted-foreground">Order</dt>
        <dd className="tabular-nums">#{refund.order_number}</dd>
        <dt className="text-muted-foreground">Payment ID</dt>
        <dd className="font-mono text-xs break-all">{refund.gateway_payment_id}</dd>
        {refund.gateway_refund_id ? (
          <>
            <dt className="text-muted-foreground">Refund ID</dt>
            <dd className="font-mono text-xs break-all">{refund.gateway_refund_id}</dd>
          </>
        ) : null}
        <Customer name={refund.customer_name} email={refund.email} />
      </dl>
      <p className="text-muted-foreground sm:text-right">
        <time dateTime={refund.reported_at}>{formatDateTime(refund.reported_at)}</time>
      </p>
    </li>
  );
}
