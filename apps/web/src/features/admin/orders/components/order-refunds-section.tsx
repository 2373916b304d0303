import { formatRupees, type MismatchedRefund, type Order, type Refund } from '@sheesham/shared';
import { TriangleAlertIcon } from 'lucide-react';
import { DetailSection } from '@/components/detail-list';
import { formatDateTime } from '@/lib/format-date';
import { useMismatchedRefunds } from '../api/mismatched-refunds';
import { refundableRupees } from '../refundable';
import { reportedRefund } from '../reported-money';
import { RefundForm } from './refund-form';
import { RefundStatusBadge } from './refund-status-badge';

/**
 * The order's refunds for staff (issue #12): each with its amount, state, reason and gateway id,
 * then a form to refund part or all of what is left. Only for orders paid online. A pending refund
 * a gateway event contradicted says what the gateway reported (issue #24).
 */
export function OrderRefundsSection({ order }: { order: Order }) {
  const reports = useGatewayReports(order);
  if (order.payment_method !== 'gateway') return null;
  const left = refundableRupees(order);
  return (
    <DetailSection title="Refunds" testId="details-refunds">
      {order.refunds.length === 0 ? (
        <p className="text-sm text-muted-foreground">No refunds yet.</p>
      ) : (
        <ul className="divide-y rounded-md border bg-card text-sm">
          {order.refunds.map((refund) => (
            <RefundRow key={refund.id} refund={refund} report={reports.get(refund.id)} />
          ))}
        </ul>
      )}
      {left > 0 ? (
        <RefundForm order={order} left={left} />
      ) : (
        order.refunds.length > 0 && (
          <p className="text-sm text-muted-foreground">Everything paid has been refunded.</p>
        )
      )}
    </DetailSection>
  );
}

/** The mismatched-refunds list (shared with the Orders alert), by refund, for this order's. */
function useGatewayReports(order: Order): Map<string, MismatchedRefund> {
  const pending = order.refunds.some((refund) => refund.status === 'pending');
  const { data } = useMismatchedRefunds({ enabled: pending });
  return new Map(
    (data ?? [])
      .filter((report) => report.order_id === order.id)
      .map((report) => [report.refund_id, report]),
  );
}

function RefundRow({ refund, report }: { refund: Refund; report?: MismatchedRefund }) {
  const at = refund.processed_at ?? refund.created_at;
  return (
    <li
      className="grid gap-1 p-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:gap-x-4"
      data-testid="refund"
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold tabular-nums">{formatRupees(refund.amount)}</span>
        <RefundStatusBadge status={refund.status} />
        <span className="min-w-0 break-words text-muted-foreground">{refund.reason}</span>
      </div>
      <time className="text-muted-foreground sm:text-right" dateTime={at}>
        {formatDateTime(at)}
      </time>
      {refund.gateway_refund_id ? (
        <p className="font-mono text-xs break-all text-muted-foreground sm:col-span-2">
          {refund.gateway_refund_id}
        </p>
      ) : null}
      {refund.failure_reason ? (
        <p className="text-destructive sm:col-span-2">{refund.failure_reason}</p>
      ) : null}
      {report ? (
        <p
          className="flex gap-2 text-destructive sm:col-span-2"
          data-testid="refund-gateway-report"
        >
          <TriangleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            Gateway reported {reportedRefund(report)} for this refund, so it stays pending. Check it
            in the Razorpay dashboard.
          </span>
        </p>
      ) : null}
    </li>
  );
}
