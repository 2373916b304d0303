import { formatRupees, type MissingRefund } from '@sheesham/shared';
import { cn } from '@/lib/utils';
import { useMissingRefunds } from '../api/missing-refunds';
import { MONEY_ALERT_CLASS, MONEY_ALERT_ROW_CLASS, MoneyAlertHeading } from './money-alert';

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
      className={cn('space-y-4', MONEY_ALERT_CLASS)}
    >
      <MoneyAlertHeading
        id={HEADING_ID}
        title={title}
        advice="Open the order and refund what is left with its Refund form, or check the refund in the Razorpay dashboard."
      />
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
    <li data-testid="missing-refund" className={MONEY_ALERT_ROW_CLASS}>
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
