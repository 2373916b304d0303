import {
  cashPaidLine,
  formatRupees,
  type Order,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
} from '@sheesham/shared';
import { DetailList, DetailSection } from '@/components/detail-list';
import {
  contactRows,
  deliverySlotRows,
  paymentReferenceRows,
} from '@/components/orders/order-detail-rows';
import { OrderDialog } from '@/components/orders/order-dialog';
import { OrderItemsSection } from '@/components/orders/order-items-section';
import { OrderStatusBadge } from '@/components/orders/order-status-badge';
import { RefundNotes } from '@/components/orders/refund-notes';
import { TaxDocumentLinks } from '@/components/orders/tax-document-links';
import type { OrderDialogProps } from '@/components/orders/use-order-dialog';
import { DialogHeader } from '@/components/ui/dialog';
import { formatDateTime } from '@/lib/format-date';

/** View Details (SPEC §2): customer, order, items, and payment details for non-COD orders. */
export function OrderDetailsDialog(props: OrderDialogProps) {
  return (
    <OrderDialog {...props} className="max-w-2xl">
      {(order) => <OrderDetails order={order} />}
    </OrderDialog>
  );
}

function OrderDetails({ order }: { order: Order }) {
  return (
    <>
      <DialogHeader
        title={`Order #${order.number}`}
        titleClassName="lining-nums"
        description={`Placed on ${formatDateTime(order.date)}`}
      />

      <div className="grid gap-4 sm:grid-cols-2">
        <DetailSection title="Customer Information">
          <DetailList
            rows={[
              ...contactRows(order, 'Not given'),
              ...deliverySlotRows(order),
              ['Address', order.address],
              ['Pincode', order.pincode],
              ...(order.delivery_instructions
                ? [['Instructions', order.delivery_instructions] as const]
                : []),
            ]}
          />
        </DetailSection>
        <DetailSection title="Order Information">
          <DetailList
            rows={[
              ['Order', `#${order.number}`],
              ['Status', <OrderStatusBadge key="status" status={order.status} />],
              ['Payment', PAYMENT_METHOD_LABELS[order.payment_method]],
              ['Payment status', PAYMENT_STATUS_LABELS[order.payment_status]],
              // Cash on delivery once the shop recorded the cash (issue #24).
              ...(order.cash_received
                ? [['Paid', cashPaidLine(order.cash_received)] as const]
                : []),
              ['Total', formatRupees(order.total_amount)],
            ]}
          />
        </DetailSection>
      </div>

      <OrderItemsSection order={order} />

      {order.refunds.length > 0 && (
        <DetailSection title="Refunds" testId="refunds">
          <RefundNotes refunds={order.refunds} />
        </DetailSection>
      )}

      <TaxDocumentLinks orderId={order.id} scope="profile" className="flex flex-wrap gap-2" />

      {order.payment_method !== 'cod' && (
        <DetailSection title="Payment Details" testId="payment-details">
          <DetailList
            rows={paymentReferenceRows(order, {
              referenceLabel: 'Payment reference',
              missing: 'Not available',
            })}
          />
        </DetailSection>
      )}
    </>
  );
}
