import {
  formatRupees,
  type Order,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
} from '@sheesham/shared';
import { CircleCheckIcon } from 'lucide-react';
import { DetailList, type DetailRow, DetailSection } from '@/components/detail-list';
import { deliverySlotRows } from '@/components/orders/order-detail-rows';
import { OrderItemsSection } from '@/components/orders/order-items-section';
import { OrderStatusBadge } from '@/components/orders/order-status-badge';
import { RefundNotes } from '@/components/orders/refund-notes';
import { TaxDocumentLinks } from '@/components/orders/tax-document-links';
import { RankNumber } from '@/components/rank-number';
import { ButtonLink } from '@/components/ui/button-link';
import { formatDateTime } from '@/lib/format-date';
import { formatPhone } from '@/lib/format-phone';
import { nextSteps } from '../next-steps';

function orderRows(order: Order): DetailRow[] {
  const rows: DetailRow[] = [
    ['Order', `#${order.number}`],
    ['Placed on', formatDateTime(order.date)],
    ['Status', <OrderStatusBadge key="status" status={order.status} />],
    ['Payment', PAYMENT_METHOD_LABELS[order.payment_method]],
  ];
  // Cash is collected on delivery: its 'Pending' says nothing the method does not.
  if (order.payment_method !== 'cod') {
    rows.push(['Payment status', PAYMENT_STATUS_LABELS[order.payment_status]]);
  }
  rows.push(['Total', formatRupees(order.total_amount)]);
  return rows;
}

function deliveryRows(order: Order): DetailRow[] {
  return [
    ...deliverySlotRows(order),
    ['Address', order.address],
    ['Pincode', order.pincode],
    // The number the delivery team calls (issue #26).
    ...(order.phone ? [['Phone', formatPhone(order.phone)] as const] : []),
    ...(order.delivery_instructions
      ? [['Instructions', order.delivery_instructions] as const]
      : []),
  ];
}

function NextSteps({ order }: { order: Order }) {
  return (
    <DetailSection title="What happens next" testId="next-steps">
      <ol className="space-y-4">
        {nextSteps(order).map((step, index) => (
          <li key={step.title} className="flex gap-3">
            <RankNumber value={index + 1} className="lining-nums" />
            <div>
              <p className="font-medium">{step.title}</p>
              <p className="text-sm leading-relaxed text-muted-foreground">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </DetailSection>
  );
}

/** The confirmation of one placed order: what was ordered, how it is paid, where it goes, and what next. */
export function OrderConfirmation({ order }: { order: Order }) {
  return (
    <div className="bg-[linear-gradient(to_bottom,var(--color-muted),transparent_22rem)]">
      <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
        <header className="mb-8 flex flex-col items-center text-center sm:mb-10">
          <span className="mb-5 flex size-16 items-center justify-center rounded-full bg-accent ring-8 ring-accent/40">
            <CircleCheckIcon className="size-8 text-gold" aria-hidden="true" />
          </span>
          <p className="mb-1 text-xs font-semibold tracking-[0.25em] text-gold uppercase">
            Thank you for your order
          </p>
          <h1 className="text-3xl font-semibold lining-nums sm:text-4xl">Order #{order.number}</h1>
          <p className="mt-3 max-w-xl leading-relaxed text-muted-foreground">
            {order.payment_method === 'cod'
              ? 'We have your order. You pay in cash when it is delivered.'
              : 'We have your order and your payment.'}
          </p>
        </header>

        <div className="grid gap-4 lg:grid-cols-[1fr_22rem] lg:items-start">
          <div className="space-y-4">
            <OrderItemsSection order={order} testId="confirmation-items" />
            <NextSteps order={order} />
          </div>
          <div className="space-y-4">
            <DetailSection title="Order Information" testId="confirmation-order">
              <DetailList rows={orderRows(order)} />
            </DetailSection>
            <DetailSection title="Delivery" testId="confirmation-delivery">
              <DetailList rows={deliveryRows(order)} />
            </DetailSection>
            {order.refunds.length > 0 && (
              <DetailSection title="Refunds" testId="confirmation-refunds">
                <RefundNotes refunds={order.refunds} />
              </DetailSection>
            )}
          </div>
        </div>

        <nav
          aria-label="After your order"
          className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-center"
        >
          <ButtonLink to="/products" variant="outline" size="lg">
            Continue shopping
          </ButtonLink>
          <ButtonLink to="/profile" variant="gold" size="lg">
            View your orders
          </ButtonLink>
          <TaxDocumentLinks orderId={order.id} scope="profile" size="lg" className="contents" />
        </nav>
      </div>
    </div>
  );
}
